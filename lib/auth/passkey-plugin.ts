import 'server-only'
import { passkey } from '@better-auth/passkey'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { site } from '../site'
import { PASSKEY_SIGN_IN_PATH } from './sessions'

/*
 * Better Auth's passkey plugin (WebAuthn, through @simplewebauthn/server), as this site uses it.
 * The relying party is the site: SITE_URL's host on a public site, `localhost` on a local one
 * (browsers refuse an IP address, so a local site's passkeys work at http://localhost:<port>).
 * Its ceremonies start with a challenge kept in the auth database (the verification table, its
 * key hashed) for 5 minutes, named by a signed cookie, and consumed by the first answer Better Auth
 * checks, right or wrong (an answer passkeys.ts refuses before, malformed or from another origin,
 * leaves it). A passkey counts as two factors only if the device checked that it is its owner (a
 * fingerprint, a face, a PIN): both ceremonies ask for that, and an answer without it is refused.
 */

/** What a passkey without user verification is refused with (passkeys.ts names it to the visitor). */
export const USER_NOT_VERIFIED = 'USER_NOT_VERIFIED'

/** The challenge cookie's name, behind Better Auth's cookie prefix. */
const CHALLENGE_COOKIE = 'passkey_challenge'

const unverified = () =>
  new APIError('BAD_REQUEST', { code: USER_NOT_VERIFIED, message: 'The authenticator did not verify its user' })

/** The relying party's id: SITE_URL's host, or localhost on a local site. */
const relyingPartyId = (publicUrl: URL | undefined) => publicUrl?.hostname ?? 'localhost'

/**
 * `publicUrl`: SITE_URL on a public site. There the answers must come from its origin; a local
 * site's origin is the loopback host the visitor used, which passkeys.ts checks before the plugin
 * sees an answer.
 */
export function passkeyPlugin(publicUrl: URL | undefined) {
  const plugin = passkey({
    rpID: relyingPartyId(publicUrl),
    rpName: site.name,
    origin: publicUrl?.origin ?? null,
    // A discoverable credential (the sign-in screen asks for no address first), unlocked by its owner.
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    advanced: { webAuthnChallengeCookie: CHALLENGE_COOKIE },
    registration: {
      afterVerification: ({ verification }) => {
        if (!verification.registrationInfo?.userVerified) throw unverified()
      },
    },
    authentication: {
      afterVerification: ({ verification }) => {
        if (!verification.authenticationInfo.userVerified) throw unverified()
      },
    },
  })
  return {
    ...plugin,
    hooks: {
      after: [
        {
          // A passkey's session is a short one (better-auth.ts gives it 12 hours): its cookie, set
          // by the plugin for 30 days, ends with the browser instead, as a password's without
          // Remember Me. The later Set-Cookie of a name is the one browsers and Next keep.
          matcher: (context: { path?: string }) => context.path === PASSKEY_SIGN_IN_PATH,
          handler: createAuthMiddleware(async (context) => {
            const session = context.context.newSession
            if (session) await setSessionCookie(context, session, true)
          }),
        },
      ],
    },
  }
}
