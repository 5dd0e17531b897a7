import 'server-only'
import { queueMail } from '../mail'
import type { Locale } from '../i18n/locales'
import { reserveResetMail } from './request-limits'
import { trialOnProof } from './plans'
import { passwordChangedMail } from './mails'
import { accountLocale, deleteResetLinks } from './better-auth'
import { rememberDevice } from './devices'
import { authOf as auth } from './instance'
import { describeError as describe } from '../log'
import { logAuth as log } from './log'
import { endSignIns, forgetPendingSignIns } from './not-me'
import { removeTwoFactor } from './two-factor'
import {
  checkGuess,
  refusedGuess,
  reserveGuess as tryPassword,
  signInGuard as guard,
  type GuessRefused,
} from './sign-in-guard'
import { isHashingBusy } from './password-hashing'
import {
  currentAccount,
  errorCode,
  noticeTo,
  orSignedOut,
  refusedPassword,
  type Busy,
  type WeakPassword,
} from './accounts'
import { isAPIError } from 'better-auth/api'

/*
 * An account's password: a reset link asked for and used, a change, and a check before a new way
 * into the account is added. Each guess goes through the sign-in guard; every outcome is a result,
 * never an error page, and a notice goes to the account's address.
 */

type Locked = GuessRefused

/** A reset request answers no sooner than this, so that its timing does not tell whether the account exists. */
const RESET_REQUEST_MIN_MS = 400

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
