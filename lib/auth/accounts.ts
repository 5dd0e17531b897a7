import 'server-only'
import { isAPIError } from 'better-auth/api'
import { verifyJWT } from 'better-auth/crypto'
import { passwordProblem, type PasswordProblem } from '../forms/password-policy'
import { queueMail } from '../mail'
import { isCommonPassword } from './common-passwords'
import { normalisedAddress } from './address'
import { reserveConfirmationResend, reserveResetMail, reserveSignUp } from './request-limits'
import { planFromQuery, trialOnProof, type PlanTier } from './plans'
import { passwordChangedMail, passwordVoidedMail } from './mails'
import { accountLocale, deleteResetLinks, type Auth } from './better-auth'
import { rememberDevice, trustedDevice } from './devices'
import { authOf, describeError as describe, logAuth as log } from './instance'
import { endSignIns, forgetPendingSignIns, redeemNotMeToken, secureAccount } from './not-me'
import { removeTwoFactor } from './two-factor'
import { signInEvents, type SignInEvent } from './sign-in-history'
import {
  checkGuess,
  refusedGuess,
  reserveGuess as tryPassword,
  signInGuard as guard,
  type GuessRefused,
} from './sign-in-guard'
import { recordFailedSignIn, recordSignIn } from './sign-ins'
import { siteOrigin } from './environment'
import { isHashingBusy, voidPasswordHash } from './password-hashing'
import type { Locale } from '../i18n/locales'

/*
 * What the site can do with accounts, in its own terms. The server actions (actions.ts) and the
 * account page call these; nothing outside lib/auth knows Better Auth. Each takes the request's
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

export type ActiveSession = {
  id: string
  /** The session's User-Agent header, as it signed in (lib/auth/user-agent.ts names it in a language). */
  userAgent: string | null
  signedInAt: Date
  lastActiveAt: Date
  current: boolean
}

/** A reset request answers no sooner than this, so that its timing does not tell whether the account exists. */
const RESET_REQUEST_MIN_MS = 400

const auth = authOf

/** The request's Better Auth, with the accounts' mailer: for passkeys.ts's callers (passkey-actions.ts). */
export const accountsAuth = auth

const errorCode = (error: unknown) =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined

/** Every password's hashing slot was taken for the whole wait (password-hashing.ts): the visitor may try again soon. */
type Busy = { ok: false; reason: 'busy' }

/** A new password that password-policy.ts refuses, and why. */
type WeakPassword = { ok: false; reason: 'weak-password'; problem: PasswordProblem }

/** The server's say on a new password for the account of `email`: the policy, with the breached list. */
function refusedPassword(password: string, email: string): WeakPassword | undefined {
  const problem = passwordProblem(password, { email, isCommon: isCommonPassword })
  return problem ? { ok: false, reason: 'weak-password', problem } : undefined
}

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

/**
 * Sends a reset link if the address has an account and the limits allow it, and answers the same
 * way, no sooner than RESET_REQUEST_MIN_MS, in every case. The mail is only queued here (lib/mail
 * delivers it).
 */
export async function requestPasswordReset(email: string, headers: Headers, client: string): Promise<void> {
  const started = Date.now()
  try {
    if (await reserveResetMail(email, client)) {
      await (await auth(headers)).api.requestPasswordReset({ body: { email }, headers })
    }
  } catch (error) {
    log(`password reset request failed: ${describe(error)}`)
  }
  await sleep(RESET_REQUEST_MIN_MS - (Date.now() - started))
}

export type ResetResult =
  /** `codeStep`: the account has two-step sign-in, and this browser is signed in once it gives a code. */
  | { ok: true; locale: Locale; codeStep: boolean }
  | { ok: false; reason: 'invalid-token' | 'unavailable' }
  | Busy
  | WeakPassword

/**
 * Sets the new password with a reset token (once, within its hour), signs the visitor in, and
 * tells the account's address what happened. The link proves the address: it counts as confirmed
 * from then on (a paid plan's trial starts), and the new password as its owner's. Every other
 * session of the account ends first when `logoutDevices` is ticked, and always when the password
 * it replaces was chosen before the address was proven (sign-up's, until a confirmation from the
 * browser that chose it): whoever registered the address may not be its owner. The account's
 * other reset links end, and so do the address's sign-in counts; this browser becomes a trusted
 * device of the account.
 */
export async function resetPassword(
  values: { token: string; password: string; logoutDevices?: boolean },
  headers: Headers,
): Promise<ResetResult> {
  try {
    const instance = await auth(headers)
    const context = await instance.$context
    const verification = values.token
      ? await context.internalAdapter.findVerificationValue(`reset-password:${values.token}`)
      : null
    const user = verification ? await context.internalAdapter.findUserById(verification.value) : null
    if (!verification || !user || verification.expiresAt < new Date()) return { ok: false, reason: 'invalid-token' }
    const weak = refusedPassword(values.password, user.email)
    if (weak) return weak

    const ownerUnproven = !user.emailVerified || !ownerChosePassword(user)
    const endAll = values.logoutDevices === true || ownerUnproven
    await instance.api.resetPassword({ body: { token: values.token, newPassword: values.password }, headers })
    // A sign-in waiting for its code proved the old password: it ends with it, whether or not the sessions do.
    await (endAll ? endSignIns(instance, user.id) : forgetPendingSignIns(instance, user.id))
    if (ownerUnproven) await removeTwoFactor(instance, user.id)
    await context.internalAdapter.updateUser(user.id, {
      emailVerified: true,
      passwordChosenByOwner: true,
      ...trialOnProof(user),
    })
    const signedIn = await instance.api.signInEmail({
      body: { email: user.email, password: values.password, rememberMe: false },
      headers,
    })
    await deleteResetLinks(instance, user.id)
    await (await guard()).clearAddress(user.email)
    // A browser that still owes the code step is not the account's device until it passes it.
    const codeStep = 'twoFactorRedirect' in signedIn
    if (!codeStep) await rememberDevice(instance, user.email, headers)
    await queueMail(passwordChangedMail(noticeTo(user, headers), endAll ? 'resetEnded' : 'resetKept'))
    return { ok: true, locale: accountLocale(user), codeStep }
  } catch (error) {
    if (errorCode(error) === 'INVALID_TOKEN') return { ok: false, reason: 'invalid-token' }
    if (isHashingBusy(error)) return { ok: false, reason: 'busy' }
    log(`password reset failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

const ownerChosePassword = (user: object) =>
  (user as { passwordChosenByOwner?: unknown }).passwordChosenByOwner === true

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
 * A refusal of Better Auth's (no session, an expired or revoked one) means the visitor is signed
 * out: `whenSignedOut` is the answer then, never an error page.
 */
async function orSignedOut<T>(work: () => Promise<T>, whenSignedOut: T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return whenSignedOut
    throw error
  }
}

/** The account's sessions that have not expired, the current one first; none when signed out. */
export async function activeSessions(headers: Headers): Promise<ActiveSession[]> {
  const instance = await auth(headers)
  return orSignedOut(async () => {
    const current = await instance.api.getSession({ headers })
    if (!current) return []
    const sessions = await instance.api.listSessions({ headers })
    return sessions
      .map((session) => ({
        id: session.id,
        userAgent: session.userAgent ?? null,
        signedInAt: new Date(session.createdAt),
        lastActiveAt: new Date(session.updatedAt),
        current: session.id === current.session.id,
      }))
      .toSorted((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
  }, [])
}

export async function signOut(headers: Headers): Promise<void> {
  const instance = await auth(headers)
  await orSignedOut(() => instance.api.signOut({ headers }), undefined)
}

/**
 * Ends one of the account's sessions, found by its id (tokens never reach a page); the current
 * one signs out. False when the visitor is signed out.
 */
export async function endSession(headers: Headers, sessionId: string): Promise<boolean> {
  const instance = await auth(headers)
  return orSignedOut(async () => {
    const current = await instance.api.getSession({ headers })
    if (!current) return false
    if (current.session.id === sessionId) {
      await signOut(headers)
      return false
    }
    const sessions = await instance.api.listSessions({ headers })
    const session = sessions.find((candidate) => candidate.id === sessionId)
    if (session) await instance.api.revokeSession({ body: { token: session.token }, headers })
    return true
  }, false)
}

/** Ends every session of the account but this one. False when the visitor is signed out. */
export async function endOtherSessions(headers: Headers): Promise<boolean> {
  const instance = await auth(headers)
  return orSignedOut(async () => {
    const current = await instance.api.getSession({ headers })
    if (!current) return false
    await instance.api.revokeOtherSessions({ headers })
    await forgetPendingSignIns(instance, current.user.id)
    return true
  }, false)
}

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
    log(`e-mail confirmation failed: ${describe(error)}`)
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

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; reason: 'wrong-password' | 'signed-out' | 'unavailable' }
  | Locked
  | Busy
  | WeakPassword

/**
 * Changes the password when the current one is right, ends every other session of the account
 * and its unused reset links, and tells its address. The current password is a guess like any
 * sign-in's: it goes through the same guard, so a stolen session cannot try password after password.
 */
export async function changePassword(
  values: { currentPassword: string; newPassword: string },
  headers: Headers,
  client: string,
): Promise<ChangePasswordResult> {
  try {
    const instance = await auth(headers)
    const account = await currentAccount(headers)
    if (!account) return { ok: false, reason: 'signed-out' }
    const weak = refusedPassword(values.newPassword, account.email)
    if (weak) return weak
    const attempt = await tryPassword(instance, account.email, headers, client)
    if (!attempt.ok) return refusedGuess(attempt)
    const { user } = await checkGuess(attempt, () => instance.api.changePassword({ body: values, headers }))
    await attempt.succeeded()
    // Not the library's own revokeOtherSessions, which also replaces this session's cookie: the
    // page would be drawn anew and lose the form's answer.
    await instance.api.revokeOtherSessions({ headers })
    await forgetPendingSignIns(instance, user.id)
    await deleteResetLinks(instance, user.id)
    // Chosen from a session that outlived the address's confirmation: the owner's, once it is confirmed.
    await (
      await instance.$context
    ).internalAdapter.updateUser(user.id, { passwordChosenByOwner: account.emailConfirmed })
    // The new password voids the account's device cookies (they are bound to it): this browser gets a new one.
    await rememberDevice(instance, user.email, headers)
    await queueMail(passwordChangedMail(noticeTo(user, headers), 'changed'))
    return { ok: true }
  } catch (error) {
    const code = errorCode(error)
    if (code === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong-password' }
    if (isAPIError(error) && error.statusCode === 401) return { ok: false, reason: 'signed-out' }
    if (isHashingBusy(error)) return { ok: false, reason: 'busy' }
    log(`password change failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

export type PasswordCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong-password' | 'signed-out' | 'unavailable' }
  | Locked
  | Busy

/**
 * Checks the signed-in visitor's password before a new way into the account is added (a passkey).
 * A guess like any sign-in's: it goes through the same guard, so a stolen session can neither add
 * a passkey of its own nor try password after password.
 */
export async function checkPassword(password: string, headers: Headers, client: string): Promise<PasswordCheck> {
  try {
    const instance = await auth(headers)
    const session = await orSignedOut(() => instance.api.getSession({ headers }), null)
    if (!session) return { ok: false, reason: 'signed-out' }
    const attempt = await tryPassword(instance, session.user.email, headers, client)
    if (!attempt.ok) return refusedGuess(attempt)
    const context = await instance.$context
    const accounts = await context.internalAdapter.findAccounts(session.user.id)
    const hash = accounts.find((account) => account.providerId === 'credential')?.password
    const right = hash && (await checkGuess(attempt, () => context.password.verify({ hash, password })))
    if (!right) return { ok: false, reason: 'wrong-password' }
    await attempt.succeeded()
    return { ok: true }
  } catch (error) {
    if (isHashingBusy(error)) return { ok: false, reason: 'busy' }
    log(`password check failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

/** The password notice's recipient: the account, in its own language, on the site's origin. */
const noticeTo = (user: { email: string }, headers: Headers) => ({
  email: user.email,
  origin: siteOrigin(headers),
  locale: accountLocale(user),
})

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

/**
 * "This wasn't me" on /account: every session of the signed-in account ends (this one too), its
 * trusted browsers are forgotten, and a reset link goes to its address (not-me.ts). False when
 * the visitor was signed out.
 */
export async function reportNotMe(headers: Headers, client: string): Promise<boolean> {
  const instance = await auth(headers)
  const session = await orSignedOut(() => instance.api.getSession({ headers }), null)
  if (!session) return false
  await secureAccount(instance, session.user, headers, client)
  await signOut(headers)
  return true
}

/**
 * The link of a notice mail (a new browser, a sign-in method changed): the same as reportNotMe, for
 * the account it was mailed about, and the passkey it said was added is removed. False for a used,
 * expired or made-up link.
 */
export async function reportNotMeByLink(token: string, headers: Headers, client: string): Promise<boolean> {
  const instance = await auth(headers)
  const report = await redeemNotMeToken(instance, token)
  if (!report) return false
  await secureAccount(instance, report.user, headers, client, report.passkeyId)
  return true
}

/** The signed-in account's newest sign-ins and failed attempts, the newest first; none when signed out. */
export async function recentSignIns(headers: Headers): Promise<SignInEvent[]> {
  const instance = await auth(headers)
  const session = await orSignedOut(() => instance.api.getSession({ headers }), null)
  return session ? signInEvents(instance, session.user.id) : []
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
