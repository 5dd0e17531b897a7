import 'server-only'
import { isAPIError } from 'better-auth/api'
import { passwordProblem, type PasswordProblem } from '../forms/password-policy'
import { isCommonPassword } from './common-passwords'
import { siteOrigin } from './environment'
import { accountLocale } from './better-auth'

/*
 * How Better Auth's answers become the accounts' results (accounts.ts, passwords.ts, sessions.ts,
 * confirmation.ts): its error codes, a refusal that means signed out, a password the policy refuses,
 * and the account a notice mail goes to.
 */

export const errorCode = (error: unknown) =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined

/** Every password's hashing slot was taken for the whole wait (password-hashing.ts): the visitor may try again soon. */
export type Busy = { ok: false; reason: 'busy' }

/** A new password that password-policy.ts refuses, and why. */
export type WeakPassword = { ok: false; reason: 'weak-password'; problem: PasswordProblem }

/** The server's say on a new password for the account of `email`: the policy, with the breached list. */
export function refusedPassword(password: string, email: string): WeakPassword | undefined {
  const problem = passwordProblem(password, { email, isCommon: isCommonPassword })
  return problem ? { ok: false, reason: 'weak-password', problem } : undefined
}

/**
 * A refusal of Better Auth's (no session, an expired or revoked one) means the visitor is signed
 * out: `whenSignedOut` is the answer then, never an error page.
 */
export async function orSignedOut<T>(work: () => Promise<T>, whenSignedOut: T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return whenSignedOut
    throw error
  }
}

/** The password notice's recipient: the account, in its own language, on the site's origin. */
export const noticeTo = (user: { email: string }, headers: Headers) => ({
  email: user.email,
  origin: siteOrigin(headers),
  locale: accountLocale(user),
})
