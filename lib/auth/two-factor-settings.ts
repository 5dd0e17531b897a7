/*
 * The facts of two-step sign-in that several parts of lib/auth share, with no Better Auth in them.
 */

/** "Trust this browser for 30 days": how long a browser that passed the code step skips it. */
export const TRUSTED_BROWSER_SECONDS = 30 * 24 * 60 * 60

/** How the two-factor plugin names a trusted browser's row (verification table); its value is the account's id. */
export const TRUSTED_BROWSER_IDENTIFIER = 'trust-device-'

/**
 * How the two-factor plugin names the row of a sign-in waiting for its code step (the browser's
 * `two_factor` cookie names it); its value is the account's id.
 */
export const PENDING_SIGN_IN_IDENTIFIER = '2fa-'

/** The rows of "This wasn't me" links mailed with a new browser's notice (not-me.ts). */
export const NOT_ME_IDENTIFIER = 'not-me:'

/** A "This wasn't me" link in a notice works for a week. */
export const NOT_ME_LINK_SECONDS = 7 * 24 * 60 * 60

/** Better Auth's paths that end the code step of a sign-in with a new session. */
export const TWO_STEP_PATHS: readonly string[] = ['/two-factor/verify-totp', '/two-factor/verify-backup-code']

/** Better Auth gives a session one day when the visitor did not ask to be remembered. */
const NOT_REMEMBERED_SECONDS = 24 * 60 * 60

/**
 * Whether Better Auth made a session for a visitor who ticked Remember Me: the code step carries
 * the password step's choice only in the session's expiry it sets (its dont_remember cookie).
 */
export const rememberedByLibrary = (expiresAt: Date | string, now = Date.now()) =>
  +new Date(expiresAt) - now > (NOT_REMEMBERED_SECONDS + 60) * 1000

/** A 6-digit code from an authenticator app. */
const AUTHENTICATOR_CODE = /^\d{6}$/

/** A recovery code as the two-factor plugin makes them: ten letters and digits, a dash after the fifth. */
const RECOVERY_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/

/** What a visitor typed in the code field, without spaces: which kind of code it is, or none. */
export function codeKind(typed: string): { kind: 'code' | 'recovery-code'; code: string } | undefined {
  const code = typed.replace(/\s+/g, '')
  if (AUTHENTICATOR_CODE.test(code)) return { kind: 'code', code }
  if (RECOVERY_CODE.test(code)) return { kind: 'recovery-code', code }
  return undefined
}
