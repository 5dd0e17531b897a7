import 'server-only'
import { verifyJWT } from 'better-auth/crypto'
import { queueMail } from '../mail'
import { passwordVoidedMail } from './mails'
import { reserveConfirmationResend } from './request-limits'
import { trustedDevice } from './devices'
import { endSignIns } from './not-me'
import { removeTwoFactor } from './two-factor'
import { voidPasswordHash } from './password-hashing'
import { normalisedAddress } from './address'
import { reserveSignUp } from './request-limits'
import { planFromQuery, trialOnProof, type PlanTier } from './plans'
import { accountLocale, type Auth } from './better-auth'
import { rememberDevice } from './devices'
import { authOf } from './instance'
import { describeError as describe } from '../log'
import { logAuth as log } from './log'
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
 * its settings (its password: passwords.ts; its sessions: account-sessions.ts). The server actions (actions.ts) and the account page call these; nothing
 * outside lib/auth knows Better Auth. Each takes the request's
 * headers: they carry the session cookie, and Better Auth's cookies go back through Next's
 * cookies() (the nextCookies plugin). Passwords, tokens and links are never logged.
 */

export type Account = {
  /** The account's id: what the trust center's download log records beside the address. */
  userId: string
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

/* How Better Auth's answers become the accounts' results, here and in passwords.ts and account-sessions.ts. */

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
    userId: user.id,
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

/* The confirmation of the account's address: the link mailed at sign-up, and a new one asked for. */

export type ConfirmEmailResult =
  /** `passwordVoided`: confirmed from a browser that did not choose the password, which no longer works. */
  { ok: true; passwordVoided: boolean } | { ok: false; reason: 'invalid-link' | 'unavailable' }

/**
 * Confirms the address the link was mailed to, once, within its 24 hours, and starts a paid
 * plan's trial. The address belongs to whoever confirms it: until then, whoever signed it up may
 * not have been its owner. From the browser that chose the password (it holds the account's
 * device cookie, bound to that password), every other session of the account ends and the
 * password is the owner's. From any other browser, every session ends and the password is
 * voided (replaced by a random one nobody knows), and the address is mailed what happened and
 * how to choose a password: a squatter keeps neither a session nor a way back in.
 */
export async function confirmEmail(token: string, headers: Headers): Promise<ConfirmEmailResult> {
  const instance = await auth(headers)
  try {
    const context = await instance.$context
    // The link's account, as Better Auth will read it (a JWT signed with the auth secret).
    const payload = token ? await verifyJWT<{ email?: unknown }>(token, context.secret) : null
    const found =
      typeof payload?.email === 'string' ? await context.internalAdapter.findUserByEmail(payload.email) : null
    const current = await orSignedOut(() => instance.api.getSession({ headers }), null)
    const choseIt = found ? (await trustedDevice(instance, found.user.email, headers)) !== undefined : false
    await instance.api.verifyEmail({ query: { token }, headers })
    if (!found || found.user.emailVerified) return { ok: true, passwordVoided: false }

    const { user } = found
    if (choseIt) {
      const kept = current?.user.id === user.id ? current.session.token : undefined
      await endSignIns(instance, user.id, kept)
      await context.internalAdapter.updateUser(user.id, { passwordChosenByOwner: true, ...trialOnProof(user) })
      return { ok: true, passwordVoided: false }
    }
    await context.internalAdapter.updatePassword(user.id, voidPasswordHash())
    await endSignIns(instance, user.id)
    await removeTwoFactor(instance, user.id)
    await context.internalAdapter.updateUser(user.id, { passwordChosenByOwner: false, ...trialOnProof(user) })
    await queueMail(passwordVoidedMail(noticeTo(user, headers)))
    return { ok: true, passwordVoided: true }
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return { ok: false, reason: 'invalid-link' }
    log(`email confirmation failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

export type ResendConfirmationResult = 'sent' | 'confirmed' | 'limited' | 'signed-out'

/** Mails the signed-in visitor a new confirmation link, within 3 per address and 10 per client an hour. */
export async function resendConfirmation(headers: Headers, client: string): Promise<ResendConfirmationResult> {
  const account = await currentAccount(headers)
  if (!account) return 'signed-out'
  if (account.emailConfirmed) return 'confirmed'
  if (!(await reserveConfirmationResend(account.email, client))) return 'limited'
  const instance = await auth(headers)
  await orSignedOut(() => instance.api.sendVerificationEmail({ body: { email: account.email }, headers }), undefined)
  return 'sent'
}
