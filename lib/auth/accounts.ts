import 'server-only'
import { normalisedAddress } from './address'
import { reserveSignUp } from './request-limits'
import { planFromQuery, type PlanTier } from './plans'
import { accountLocale, type Auth } from './better-auth'
import { rememberDevice } from './devices'
import { authOf, describeError as describe, logAuth as log } from './instance'
import { checkGuess, refusedGuess, reserveGuess as tryPassword, type GuessRefused } from './sign-in-guard'
import { recordFailedSignIn, recordSignIn } from './sign-ins'
import { isHashingBusy } from './password-hashing'
import { passwordProblem, type PasswordProblem } from '../forms/password-policy'
import { isCommonPassword } from './common-passwords'
import { siteOrigin } from './environment'
import { isAPIError } from 'better-auth/api'
import type { Locale } from '../i18n/locales'

/*
 * What the site can do with accounts, in its own terms: sign-up, sign-in, the signed-in account and
 * its settings (its password: passwords.ts; its sessions: sessions.ts; its address's confirmation:
 * confirmation.ts). The server actions (actions.ts) and the account page call these; nothing
 * outside lib/auth knows Better Auth. Each takes the request's
 * headers: they carry the session cookie, and Better Auth's cookies go back through Next's
 * cookies() (the nextCookies plugin). Passwords, tokens and links are never logged.
 */

export type Account = {
  name: string
  email: string
  /** Whether the address was confirmed by the link mailed to it. */
  emailConfirmed: boolean
  /** The account's language: its mails', and the account page's it is led to. */
  locale: Locale
  plan: PlanTier
  trialEndsAt: Date | null
  sessionId: string
}

const auth = authOf

/** The request's Better Auth, with the accounts' mailer: for passkeys.ts's callers (passkey-actions.ts). */
export const accountsAuth = auth

/* How Better Auth's answers become the accounts' results, here and in passwords.ts, account-sessions.ts and confirmation.ts. */

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

export type SignUpResult =
  | { ok: true }
  | { ok: false; reason: 'exists' | 'limited' | 'unavailable' }
  | Busy
  | WeakPassword

export async function signUp(
  values: { name: string; email: string; password: string; plan: string | undefined; locale: Locale },
  headers: Headers,
  client: string,
): Promise<SignUpResult> {
  const weak = refusedPassword(values.password, values.email)
  if (weak) return weak
  if (!(await reserveSignUp(client))) return { ok: false, reason: 'limited' }
  try {
    await (
      await auth(headers)
    ).api.signUpEmail({
      body: {
        name: values.name,
        email: values.email,
        password: values.password,
        plan: planFromQuery(values.plan),
        // The language of the form: the account's mails are written in it.
        locale: values.locale,
        // No Remember Me on the form: the first session ends with the browser.
        rememberMe: false,
      },
      headers,
    })
    await rememberDevice(await auth(headers), values.email, headers)
    return { ok: true }
  } catch (error) {
    const code = errorCode(error)
    if (code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS') {
      return { ok: false, reason: 'exists' }
    }
    if (isHashingBusy(error)) return { ok: false, reason: 'busy' }
    log(`sign-up failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

type Locked = GuessRefused

export type SignInResult =
  /** `locale`: the account's language, whose account page the visitor is led to. */
  | { ok: true; locale: Locale }
  /** The password was right, and the account asks for a code from its app (two-factor.ts). */
  | { ok: false; reason: 'two-step' }
  | { ok: false; reason: 'invalid' | 'unavailable' }
  | Locked
  | Busy

export async function signIn(
  values: { email: string; password: string; remember?: boolean },
  headers: Headers,
  client: string,
): Promise<SignInResult> {
  const instance = await auth(headers)
  const attempt = await tryPassword(instance, values.email, headers, client)
  if (!attempt.ok) return refusedGuess(attempt)
  try {
    const signedIn = await checkGuess(attempt, () =>
      instance.api.signInEmail({
        body: { email: values.email, password: values.password, rememberMe: values.remember === true },
        headers,
      }),
    )
    // The attempt keeps its reservation: the code step's guesses are counted on from it, and a
    // right password must not give a code guesser a fresh count each time.
    if ('twoFactorRedirect' in signedIn) return { ok: false, reason: 'two-step' }
    await attempt.succeeded()
    await recordSignIn(instance, signedIn.user, 'password', headers)
    return { ok: true, locale: accountLocale(signedIn.user) }
  } catch (error) {
    const code = errorCode(error)
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL') {
      await recordWrongPassword(instance, values.email, headers)
      return { ok: false, reason: 'invalid' }
    }
    if (isHashingBusy(error)) return { ok: false, reason: 'busy' }
    log(`sign-in failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

/** A wrong password for an address that has an account goes into the account's sign-in history. */
async function recordWrongPassword(instance: Auth, email: string, headers: Headers) {
  const found = await (await instance.$context).internalAdapter.findUserByEmail(normalisedAddress(email))
  if (found) await recordFailedSignIn(instance, found.user.id, 'password', headers)
}

/** The signed-in visitor's account, or null. Reads the database on every call: no cookie cache. */
export async function currentAccount(headers: Headers): Promise<Account | null> {
  const instance = await auth(headers)
  const session = await orSignedOut(() => instance.api.getSession({ headers }), null)
  if (!session) return null
  const { user } = session
  return {
    name: user.name,
    email: user.email,
    emailConfirmed: user.emailVerified,
    locale: accountLocale(user),
    plan: planFromQuery(user.plan),
    trialEndsAt: user.trialEndsAt ? new Date(user.trialEndsAt) : null,
    sessionId: session.session.id,
  }
}

/**
 * Sets the language of the signed-in visitor's account: its mails are written in it, and sign-in
 * leads to its account page. False when the visitor is signed out.
 */
export async function setAccountLanguage(headers: Headers, locale: Locale): Promise<boolean> {
  const instance = await auth(headers)
  const session = await orSignedOut(() => instance.api.getSession({ headers }), null)
  if (!session) return false
  // Straight to the row: Better Auth's updateUser would set the session cookie again.
  await (await instance.$context).internalAdapter.updateUser(session.user.id, { locale })
  return true
}
