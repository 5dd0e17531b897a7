import 'server-only'
import { isAPIError } from 'better-auth/api'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { controlCharacters } from '../control-characters'
import { PASSKEY_NAME_MAX } from '../forms/account-fields'
import { accountLocale, type Auth } from './better-auth'
import { siteOrigin } from './environment'
import { USER_NOT_VERIFIED } from './passkey-plugin'
import { mailSignInMethodChange } from './sign-in-methods'
import type { Locale } from '../i18n/locales'

/*
 * Passkeys in the site's own terms, over Better Auth's passkey plugin (passkey-plugin.ts): the two
 * ceremonies (add one on /account, sign in with one), and naming and removing them. Each answer
 * the browser sends is checked here first for what a visitor can be told plainly (its origin, its
 * kind, a credential nobody registered), then verified by the plugin; every refusal is a reason,
 * never an error page. The plugin's challenge cookie goes back through Next's cookies() (the
 * nextCookies plugin); `cookies` in the answers carries it for callers outside a request (tests).
 */

/** At most this many passkeys per account: enough for every device a person uses, and a bound on what one account stores. */
export const PASSKEYS_PER_ACCOUNT = 10

export type PasskeyRefusal =
  /** No session (adding, naming, removing). */
  | 'signed-out'
  /** The address is not confirmed yet: whoever signed it up may not be its owner. */
  | 'unconfirmed'
  /** The account has PASSKEYS_PER_ACCOUNT already. */
  | 'full'
  /** No challenge, or one that expired or was used already. */
  | 'expired'
  /** The answer was made for another site. */
  | 'wrong-origin'
  /** A credential no account holds (removed, or never registered here). */
  | 'unknown'
  /** A credential already registered (to this account or another). */
  | 'exists'
  /** The device did not check its user (no fingerprint, face or PIN). */
  | 'not-verified'
  /** Anything else wrong with the answer: malformed, a bad signature, the wrong ceremony. */
  | 'invalid'

type Refused = { ok: false; reason: PasskeyRefusal }

/** What the browser passes to navigator.credentials (WebAuthn's JSON form), and the challenge cookie. */
type CeremonyOptions<Options> = {
  ok: true
  options: Options
  cookies: string[]
}

type PasskeyView = { id: string; name: string | null; createdAt: Date }

const refused = (reason: PasskeyRefusal): Refused => ({ ok: false, reason })

/** The reason for one of the plugin's refusals (its error codes), or undefined for a fault of ours. */
function refusalOf(error: unknown): PasskeyRefusal | undefined {
  if (!isAPIError(error)) return undefined
  const code = (error.body as { code?: string } | undefined)?.code
  switch (code) {
    case 'CHALLENGE_NOT_FOUND':
      return 'expired'
    case 'PASSKEY_NOT_FOUND':
      return 'unknown'
    case USER_NOT_VERIFIED:
      return 'not-verified'
    case 'YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY':
    case 'SESSION_REQUIRED':
      return 'signed-out'
    // The plugin answers any answer @simplewebauthn/server rejects (a challenge, origin or relying
    // party that does not match, a bad signature) with one of these; a registration's with a 500.
    case 'FAILED_TO_VERIFY_REGISTRATION':
    case 'AUTHENTICATION_FAILED':
      return 'invalid'
  }
  return error.statusCode === 401 ? 'signed-out' : error.statusCode < 500 ? 'invalid' : undefined
}

/** Runs a call of the plugin's; its refusals become reasons, anything else is thrown on. */
async function orRefused<T>(work: () => Promise<T>): Promise<T | Refused> {
  try {
    return await work()
  } catch (error) {
    const reason = refusalOf(error)
    if (reason) return refused(reason)
    throw error
  }
}

const isRefused = (value: unknown): value is Refused =>
  typeof value === 'object' && value !== null && (value as Refused).ok === false

/** The JSON the browser sent, as far as we read it before the plugin: its id and its client data. */
function clientData(answer: unknown): { id: string; type?: unknown; origin?: unknown } | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined
  const { id, response } = answer as {
    id?: unknown
    response?: { clientDataJSON?: unknown }
  }
  const encoded = response?.clientDataJSON
  if (typeof id !== 'string' || !id || id.length > 1024 || typeof encoded !== 'string' || encoded.length > 4096) {
    return undefined
  }
  try {
    const data: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
    return typeof data === 'object' && data !== null ? { id, ...data } : undefined
  } catch {
    return undefined
  }
}

/** Whether an answer is of the ceremony expected and was made on this site's origin. */
function checkAnswer(answer: unknown, ceremony: 'webauthn.create' | 'webauthn.get', origin: string) {
  const data = clientData(answer)
  if (!data || data.type !== ceremony) return refused('invalid')
  if (data.origin !== origin) return refused('wrong-origin')
  return { ok: true as const, credentialId: data.id }
}

const setCookies = (headers: Headers) => headers.getSetCookie()

/**
 * The request as the plugin verifies it: on a local site it takes the expected origin from the
 * Origin header, so that header is this site's origin (siteOrigin), whatever the client sent.
 */
function fromSiteOrigin(headers: Headers, origin: string) {
  const verified = new Headers(headers)
  verified.set('origin', origin)
  return verified
}

async function signedInUser(instance: Auth, headers: Headers) {
  try {
    return (await instance.api.getSession({ headers }))?.user ?? null
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return null
    throw error
  }
}

async function passkeysOf(instance: Auth, userId: string) {
  const { adapter } = await instance.$context
  return adapter.count({
    model: 'passkey',
    where: [{ field: 'userId', value: userId }],
  })
}

/** Whether the signed-in visitor may add a passkey now; the user when so. */
async function mayAdd(instance: Auth, headers: Headers) {
  const user = await signedInUser(instance, headers)
  if (!user) return refused('signed-out')
  if (!user.emailVerified) return refused('unconfirmed')
  if ((await passkeysOf(instance, user.id)) >= PASSKEYS_PER_ACCOUNT) return refused('full')
  return { ok: true as const, user }
}

/** The options for navigator.credentials.create(), for the signed-in visitor. */
export async function registrationOptions(instance: Auth, headers: Headers) {
  const allowed = await mayAdd(instance, headers)
  if (!allowed.ok) return allowed
  const answer = await orRefused(() =>
    instance.api.generatePasskeyRegistrationOptions({
      headers,
      returnHeaders: true,
    }),
  )
  if (isRefused(answer)) return answer
  return {
    ok: true,
    options: answer.response,
    cookies: setCookies(answer.headers),
  } satisfies CeremonyOptions<unknown>
}

/** A passkey's name as stored: no control characters, trimmed; none when empty. */
export const passkeyName = (value: string | undefined) =>
  value?.replace(controlCharacters({ global: true }), ' ').trim() || undefined

/** Verifies the device's answer to registrationOptions and stores the passkey on the visitor's account. */
export async function addPasskey(
  instance: Auth,
  headers: Headers,
  answer: RegistrationResponseJSON,
  name?: string,
): Promise<{ ok: true } | Refused> {
  const origin = siteOrigin(headers)
  const checked = checkAnswer(answer, 'webauthn.create', origin)
  if (!checked.ok) return checked
  const allowed = await mayAdd(instance, headers)
  if (!allowed.ok) return allowed
  const { adapter } = await instance.$context
  const taken = await adapter.findOne({
    model: 'passkey',
    where: [{ field: 'credentialID', value: checked.credentialId }],
  })
  if (taken) return refused('exists')
  const stored = await orRefused(() =>
    instance.api.verifyPasskeyRegistration({
      body: {
        response: answer,
        name: passkeyName(name)?.slice(0, PASSKEY_NAME_MAX),
      },
      headers: fromSiteOrigin(headers, origin),
    }),
  )
  if (isRefused(stored)) return stored
  await mailSignInMethodChange(instance, allowed.user, headers, {
    kind: 'passkeyAdded',
    passkey: stored,
  })
  return { ok: true }
}

/** The options for navigator.credentials.get() on the sign-in screen: any passkey of this site. */
export async function signInOptions(instance: Auth, headers: Headers) {
  const answer = await orRefused(() =>
    instance.api.generatePasskeyAuthenticationOptions({
      headers,
      returnHeaders: true,
    }),
  )
  if (isRefused(answer)) return answer
  // The plugin asks for user verification as "preferred"; a passkey is two factors only with it.
  const options = { ...answer.response, userVerification: 'required' as const }
  return {
    ok: true,
    options,
    cookies: setCookies(answer.headers),
  } satisfies CeremonyOptions<unknown>
}

type PasskeySignIn =
  | {
      ok: true
      user: { id: string; email: string; name: string }
      locale: Locale
      cookies: string[]
    }
  | Refused

/**
 * Verifies the device's answer to signInOptions and signs its account in: a session that counts
 * as two factors (sessions.ts), ending with the browser (passkey-plugin.ts).
 */
export async function signInWithPasskey(
  instance: Auth,
  headers: Headers,
  answer: AuthenticationResponseJSON,
): Promise<PasskeySignIn> {
  const origin = siteOrigin(headers)
  const checked = checkAnswer(answer, 'webauthn.get', origin)
  if (!checked.ok) return checked
  const signedIn = await orRefused(() =>
    instance.api.verifyPasskeyAuthentication({
      body: { response: answer },
      headers: fromSiteOrigin(headers, origin),
      returnHeaders: true,
    }),
  )
  if (isRefused(signedIn)) return signedIn
  const { user } = signedIn.response
  return {
    ok: true,
    user,
    locale: accountLocale(user),
    cookies: setCookies(signedIn.headers),
  }
}

/** The signed-in visitor's passkeys, oldest first; none when signed out. */
export async function listPasskeys(instance: Auth, headers: Headers): Promise<PasskeyView[]> {
  const passkeys = await orRefused(() => instance.api.listPasskeys({ headers }))
  if (isRefused(passkeys)) return []
  return passkeys
    .map((passkey) => ({
      id: passkey.id,
      name: passkey.name ?? null,
      createdAt: new Date(passkey.createdAt),
    }))
    .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

/** Renames one of the visitor's passkeys (an empty name: the passkey is called by its kind again). */
export async function renamePasskey(instance: Auth, headers: Headers, id: string, name: string) {
  const user = await signedInUser(instance, headers)
  if (!user) return refused('signed-out')
  const { adapter } = await instance.$context
  // Straight to the row, and only the visitor's own: the plugin's update refuses an empty name.
  const updated = await adapter.update({
    model: 'passkey',
    where: [
      { field: 'id', value: id },
      { field: 'userId', value: user.id },
    ],
    update: { name: passkeyName(name)?.slice(0, PASSKEY_NAME_MAX) ?? null },
  })
  return updated ? ({ ok: true } as const) : refused('unknown')
}

/** Removes one of the visitor's passkeys: it no longer signs in. */
export async function removePasskey(instance: Auth, headers: Headers, id: string) {
  const user = await signedInUser(instance, headers)
  if (!user) return refused('signed-out')
  const { adapter } = await instance.$context
  const passkey = await adapter.findOne<{ id: string; name?: string | null }>({
    model: 'passkey',
    where: [
      { field: 'id', value: id },
      { field: 'userId', value: user.id },
    ],
  })
  if (!passkey) return refused('unknown')
  const removed = await orRefused(() => instance.api.deletePasskey({ body: { id }, headers }))
  if (isRefused(removed)) return removed
  await mailSignInMethodChange(instance, user, headers, {
    kind: 'passkeyRemoved',
    passkey,
  })
  return { ok: true } as const
}
