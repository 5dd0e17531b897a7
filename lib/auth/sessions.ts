/*
 * How long a session lasts, enforced on the server whatever cookies the client sends back.
 * - Without Remember Me the cookie has no Expires or Max-Age, so it ends with the browser; the
 *   server ends the session 12 hours after sign-in, and never renews it past that.
 * - With Remember Me the cookie and the session last 30 days, renewed (a sliding window) at most
 *   once every SESSION_RENEW_SECONDS while the visitor comes back, and never past 90 days from
 *   sign-in.
 * Each session row carries the moment it must end (`lastsUntil`), set when it is created; every
 * renewal is cut back to it (lib/auth/better-auth.ts).
 */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 60 * 60
const SHORT_SESSION_SECONDS = 12 * 60 * 60
export const SESSION_RENEW_SECONDS = 24 * 60 * 60
const ABSOLUTE_SESSION_SECONDS = 90 * 24 * 60 * 60

/** A password reset link works once, for this long. */
export const RESET_TOKEN_SECONDS = 60 * 60

/** A link that confirms an e-mail address works for this long. */
export const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60

/** When a session started now must end: 12 hours, or 90 days with Remember Me. */
export const sessionEndFrom = (start: Date, remembered: boolean) =>
  new Date(start.getTime() + (remembered ? ABSOLUTE_SESSION_SECONDS : SHORT_SESSION_SECONDS) * 1000)

/** When an existing session must end; a row from before `lastsUntil` existed counts as a short session. */
export const sessionEnd = (session: { createdAt: Date | string; lastsUntil?: Date | string | null }) =>
  session.lastsUntil ? new Date(session.lastsUntil) : sessionEndFrom(new Date(session.createdAt), false)

/** Better Auth's passkey plugin's endpoint that signs a passkey in (passkey-plugin.ts). */
export const PASSKEY_SIGN_IN_PATH = '/passkey/verify-authentication'

/**
 * How a session was signed in to. A passkey is two factors (the device, and the fingerprint, face
 * or PIN that unlocks it: passkey-plugin.ts refuses one that did not check): a second step must
 * not be asked of its session. Every other way in (sign-in, sign-up, the sign-in after a reset)
 * was the password.
 */
export type SignInMethod = 'password' | 'passkey'

/** The method of a session Better Auth creates for the endpoint at `path`. */
export const signInMethodOf = (path: string | undefined): SignInMethod =>
  path === PASSKEY_SIGN_IN_PATH ? 'passkey' : 'password'

/** Whether a session already counts as two factors. Rows from before the method was kept were passwords. */
export const countsAsTwoFactors = (session: { signInMethod?: string | null }) => session.signInMethod === 'passkey'
