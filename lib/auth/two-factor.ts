import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createOTP } from '@better-auth/utils/otp'
import { isAPIError } from 'better-auth/api'
import { parseCookies } from 'better-auth/cookies'
import { symmetricDecrypt } from 'better-auth/crypto'
import type { Locale } from '../i18n/locales'
import { site } from '../site'
import { accountLocale, openedAuthDatabase, type Auth } from './better-auth'
import { authOf } from './instance'
import { describeError } from '../log'
import { logAuth } from './log'
import { isHashingBusy } from './password-hashing'
import { checkGuess, refusedGuess, reserveGuess, type GuessRefused } from './sign-in-guard'
import { mailSignInMethodChange } from './sign-in-methods'
import { recordFailedSignIn, recordSignIn } from './sign-ins'
import { forgetTrustedBrowsers } from './not-me'
import { spentCodes, stepOfCode, TOTP, type SpentCodes } from './spent-codes'
import { codeKind } from './two-factor-settings'

/*
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238), through Better Auth's two-factor
 * plugin: turning it on (a password, then a code from the app, then the recovery codes, shown
 * once) and off (the password and a code), and the code step of a sign-in. Every code typed is a
 * guess at the account, reserved with the sign-in guard before it is checked (sign-in-guard.ts):
 * the same counters as the password, per account and per client, so codes cannot be guessed in
 * parallel. The plugin adds its own ceilings behind them: 5 wrong codes per sign-in, and 10 in a
 * row lock the code step of the account for 15 minutes.
 */

const TWO_FACTOR_MODEL = 'twoFactor'

type Context = Awaited<Auth['$context']>
type TwoFactorRow = { id: string; userId: string; secret: string; verified?: boolean | null }

export type TwoFactorSettings =
  | { state: 'off' }
  /** Set up but not confirmed by a code yet: the app's key, as a URI (for the QR code) and as text. */
  | { state: 'pending'; uri: string; key: string }
  | { state: 'on' }
  /** Off, and cannot be set up before the address is confirmed: whoever signed it up may not own it. */
  | { state: 'unconfirmed' }

type Locked = GuessRefused
type Refused<Reason extends string> = { ok: false; reason: Reason }

const errorCode = (error: unknown) =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined

const signedInUser = async (instance: Auth, headers: Headers) => {
  try {
    return (await instance.api.getSession({ headers }))?.user ?? null
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) return null
    throw error
  }
}

const rowOf = (context: Context, userId: string) =>
  context.adapter.findOne<TwoFactorRow>({ model: TWO_FACTOR_MODEL, where: [{ field: 'userId', value: userId }] })

/** The signed-in account's two-step settings; null when signed out. */
export async function twoFactorSettings(headers: Headers): Promise<TwoFactorSettings | null> {
  const instance = await authOf(headers)
  const user = await signedInUser(instance, headers)
  if (!user) return null
  const context = await instance.$context
  const row = await rowOf(context, user.id)
  if (row && row.verified === false && user.emailVerified) {
    const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret })
    const uri = createOTP(secret, TOTP).url(site.name, user.email)
    return { state: 'pending', uri, key: new URL(uri).searchParams.get('secret') ?? '' }
  }
  if (row && (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return { state: 'on' }
  return user.emailVerified ? { state: 'off' } : { state: 'unconfirmed' }
}

export type StartResult =
  | { ok: true }
  | Refused<'wrong-password' | 'signed-out' | 'unconfirmed' | 'busy' | 'unavailable'>
  | Locked

/**
 * Sets two-step sign-in up for the signed-in account when its password is right and its address
 * confirmed: a new secret for the app, not in force until a code from the app confirms it
 * (confirmTwoFactor). Before the address is confirmed, whoever signed it up may not be its owner,
 * and a second step of theirs would lock the owner out.
 */
export async function startTwoFactor(password: string, headers: Headers, client: string): Promise<StartResult> {
  const instance = await authOf(headers)
  const user = await signedInUser(instance, headers)
  if (!user) return { ok: false, reason: 'signed-out' }
  if (!user.emailVerified) return { ok: false, reason: 'unconfirmed' }
  const attempt = await reserveGuess(instance, user.email, headers, client)
  if (!attempt.ok) return refusedGuess(attempt)
  try {
    await checkGuess(attempt, () => instance.api.enableTwoFactor({ body: { password }, headers }))
    await attempt.succeeded()
    return { ok: true }
  } catch (error) {
    if (errorCode(error) === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong-password' }
    if (isHashingBusy(error)) return { ok: false, reason: 'busy' }
    logAuth(`two-step set-up failed: ${describeError(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

export type ConfirmResult =
  | { ok: true; recoveryCodes: string[] }
  | Refused<'invalid-code' | 'wrong-code' | 'signed-out' | 'unconfirmed' | 'unavailable'>
  | Locked

/** Turns two-step sign-in on with a code from the app; answers the recovery codes, to be shown this once. */
export async function confirmTwoFactor(typed: string, headers: Headers, client: string): Promise<ConfirmResult> {
  const code = codeKind(typed)
  if (code?.kind !== 'code') return { ok: false, reason: 'invalid-code' }
  const instance = await authOf(headers)
  const user = await signedInUser(instance, headers)
  if (!user) return { ok: false, reason: 'signed-out' }
  if (!user.emailVerified) return { ok: false, reason: 'unconfirmed' }
  const attempt = await reserveGuess(instance, user.email, headers, client)
  if (!attempt.ok) return refusedGuess(attempt)
  try {
    const context = await instance.$context
    const row = await rowOf(context, user.id)
    if (!row || row.verified !== false) return { ok: false, reason: 'unavailable' }
    const step = await stepOfAccountCode(context, user.id, code.code, row)
    if (step === undefined || !(await (await spentCodesOfProcess()).take(user.id, step))) {
      return { ok: false, reason: 'wrong-code' }
    }
    await attempt.succeeded()
    /*
     * What the plugin's verify-totp does on its first right code, but for the session: the plugin
     * replaces it, and the new cookie makes Next draw the page anew, which would lose the recovery
     * codes this answer shows, once.
     */
    await context.adapter.update({
      model: TWO_FACTOR_MODEL,
      where: [{ field: 'id', value: row.id }],
      update: { verified: true },
    })
    await context.internalAdapter.updateUser(user.id, { twoFactorEnabled: true })
    const { backupCodes } = await instance.api.viewBackupCodes({ body: { userId: user.id } })
    await mailSignInMethodChange(instance, user, headers, { kind: 'twoStepOn' })
    return { ok: true, recoveryCodes: backupCodes }
  } catch (error) {
    logAuth(`two-step confirmation failed: ${describeError(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

/** Why something that takes the password and a code was refused. */
type PairRefused =
  | Refused<'invalid-code' | 'wrong-code' | 'wrong-password' | 'signed-out' | 'busy' | 'unavailable'>
  | Locked

type PairUser = { id: string; email: string }

/**
 * What the signed-in account does with its password and a code (from the app, or a recovery code):
 * one guess for the pair, reserved with the sign-in guard; the code is checked here, then `work`
 * hands the password to Better Auth, which checks it.
 */
async function withPasswordAndCode<Done extends { ok: true }>(
  values: { password: string; code: string },
  headers: Headers,
  client: string,
  what: string,
  work: (instance: Auth, user: PairUser, password: string) => Promise<Done>,
): Promise<Done | PairRefused> {
  const code = codeKind(values.code)
  if (!code) return { ok: false, reason: 'invalid-code' }
  const instance = await authOf(headers)
  const user = await signedInUser(instance, headers)
  if (!user) return { ok: false, reason: 'signed-out' }
  const attempt = await reserveGuess(instance, user.email, headers, client)
  if (!attempt.ok) return refusedGuess(attempt)
  try {
    const right = await codeIsRight(instance, user.id, code, headers)
    if (!right) return { ok: false, reason: 'wrong-code' }
    const done = await work(instance, user, values.password)
    // Spent once the password was right too: a mistyped password does not cost the visitor the code.
    if (right !== true) await (await spentCodesOfProcess()).take(user.id, right.step)
    await attempt.succeeded()
    return done
  } catch (error) {
    if (errorCode(error) === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong-password' }
    if (isHashingBusy(error)) return { ok: false, reason: 'busy' }
    logAuth(`${what} failed: ${describeError(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

/**
 * Removes the account's two-step sign-in, its recovery codes and trusted browsers, without a code:
 * only when its password is voided or replaced because whoever chose it had not proven the address
 * theirs (accounts.ts). A second step they set up must not lock the owner out.
 */
export async function removeTwoFactor(instance: Auth, userId: string): Promise<void> {
  const context = await instance.$context
  await context.adapter.deleteMany({ model: TWO_FACTOR_MODEL, where: [{ field: 'userId', value: userId }] })
  await context.internalAdapter.updateUser(userId, { twoFactorEnabled: false })
  await forgetTrustedBrowsers(instance, userId)
}

/** Turns two-step sign-in off; every browser trusted to skip the code step is forgotten. */
export const turnOffTwoFactor = (values: { password: string; code: string }, headers: Headers, client: string) =>
  withPasswordAndCode(values, headers, client, 'turning two-step off', async (instance, user, password) => {
    await instance.api.disableTwoFactor({ body: { password }, headers })
    await forgetTrustedBrowsers(instance, user.id)
    await mailSignInMethodChange(instance, user, headers, { kind: 'twoStepOff' })
    return { ok: true } as const
  })

/** Ten new recovery codes for the signed-in account: the earlier codes stop working. */
export const renewRecoveryCodes = (values: { password: string; code: string }, headers: Headers, client: string) =>
  withPasswordAndCode(values, headers, client, 'new recovery codes', async (instance, user, password) => {
    const { backupCodes } = await instance.api.generateBackupCodes({ body: { password }, headers })
    await mailSignInMethodChange(instance, user, headers, { kind: 'recoveryCodesRenewed' })
    return { ok: true as const, recoveryCodes: backupCodes }
  })

/**
 * Whether a code of the signed-in account is right and unused: true for a recovery code (not spent:
 * turning off deletes them all), the code's time step for an authenticator code, to be spent once
 * what it was typed for is done.
 */
async function codeIsRight(
  instance: Auth,
  userId: string,
  code: NonNullable<ReturnType<typeof codeKind>>,
  headers: Headers,
): Promise<boolean | { step: number }> {
  if (code.kind === 'recovery-code') {
    const { backupCodes } = await instance.api.viewBackupCodes({ body: { userId } })
    return backupCodes.includes(code.code)
  }
  const step = await stepOfAccountCode(await instance.$context, userId, code.code)
  if (step !== undefined && (await (await spentCodesOfProcess()).spent(userId, step))) return false
  try {
    // Better Auth's own check, which counts a wrong code.
    await instance.api.verifyTOTP({ body: { code: code.code }, headers })
    return step === undefined ? false : { step }
  } catch (error) {
    if (errorCode(error) === 'INVALID_CODE') return false
    throw error
  }
}

let spent: Promise<SpentCodes> | undefined
const spentCodesOfProcess = () => (spent ??= openedAuthDatabase().then(spentCodes))

/** The time step whose authenticator code of the account `code` is now (spent-codes.ts); undefined when none. */
async function stepOfAccountCode(
  context: Context,
  userId: string,
  code: string,
  row?: TwoFactorRow | null,
): Promise<number | undefined> {
  const found = row ?? (await rowOf(context, userId))
  if (!found) return undefined
  return stepOfCode(await symmetricDecrypt({ key: context.secretConfig, data: found.secret }), code)
}

/**
 * The account whose sign-in waits for its code step in this browser: the plugin's signed
 * `two_factor` cookie names a row that names the account. Null when there is none, or it expired.
 */
async function pendingSignIn(instance: Auth, headers: Headers) {
  const context = await instance.$context
  const cookie = parseCookies(headers.get('cookie') ?? '').get(context.createAuthCookie('two_factor').name)
  const identifier = cookie ? signedValue(safeDecode(cookie), context.secret) : undefined
  if (!identifier) return null
  const row = await context.internalAdapter.findVerificationValue(identifier)
  if (!row || row.expiresAt < new Date()) return null
  return context.internalAdapter.findUserById(row.value)
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

/** The value of a cookie signed as Better Auth signs them (`value.base64(HMAC-SHA256)`), when the signature is right. */
function signedValue(cookie: string, secret: string): string | undefined {
  const dot = cookie.lastIndexOf('.')
  if (dot < 1) return undefined
  const value = cookie.slice(0, dot)
  const given = Buffer.from(cookie.slice(dot + 1))
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'))
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined
}

/**
 * The request's headers with only the cookies of the sign-in waiting for its code. With a session
 * cookie besides, the plugin checks the code against that session's account, whichever account
 * waits: another account's own code would pass the step, clear the waiting account's sign-in
 * limits and trust this browser for it.
 */
async function withPendingSignInCookiesOnly(instance: Auth, headers: Headers) {
  const context = await instance.$context
  const cookies = parseCookies(headers.get('cookie') ?? '')
  const kept = [context.createAuthCookie('two_factor').name, context.authCookies.dontRememberToken.name].flatMap(
    (name) => (cookies.has(name) ? [`${name}=${cookies.get(name)}`] : []),
  )
  const stepHeaders = new Headers(headers)
  stepHeaders.set('cookie', kept.join('; '))
  return stepHeaders
}

/** Whether this browser has a sign-in waiting for its code (the code step's page). */
export async function hasPendingSignIn(headers: Headers): Promise<boolean> {
  return (await pendingSignIn(await authOf(headers), headers)) !== null
}

export type CodeStepResult =
  | { ok: true; locale: Locale }
  | Refused<'invalid-code' | 'wrong-code' | 'expired' | 'too-many' | 'unavailable'>
  | Locked

/** How long the plugin locks an account's code step after 10 wrong codes in a row. */
const PLUGIN_LOCK_MS = 15 * 60 * 1000

/**
 * The code step of a sign-in: an authenticator code or a recovery code (spent) for the account whose
 * password this browser has just proven. Right: the session starts (remembered if the password step
 * asked), and with `trustBrowser` this browser skips the step for 30 days.
 */
export async function signInWithCode(
  values: { code: string; trustBrowser: boolean },
  headers: Headers,
  client: string,
): Promise<CodeStepResult> {
  const code = codeKind(values.code)
  if (!code) return { ok: false, reason: 'invalid-code' }
  const instance = await authOf(headers)
  const user = await pendingSignIn(instance, headers)
  if (!user) return { ok: false, reason: 'expired' }
  const attempt = await reserveGuess(instance, user.email, headers, client)
  if (!attempt.ok) return refusedGuess(attempt)
  const body = { code: code.code, trustDevice: values.trustBrowser }
  const stepHeaders = await withPendingSignInCookiesOnly(instance, headers)
  // An authenticator code is taken before it is checked: the same code twice, even at once, signs in once.
  const step = code.kind === 'code' ? await stepOfAccountCode(await instance.$context, user.id, code.code) : undefined
  if (step !== undefined && !(await (await spentCodesOfProcess()).take(user.id, step))) {
    await recordFailedSignIn(instance, user.id, code.kind, headers)
    return { ok: false, reason: 'wrong-code' }
  }
  try {
    if (code.kind === 'code') await instance.api.verifyTOTP({ body, headers: stepHeaders })
    else await instance.api.verifyBackupCode({ body, headers: stepHeaders })
  } catch (error) {
    switch (errorCode(error)) {
      case 'INVALID_CODE':
      case 'INVALID_BACKUP_CODE':
        await recordFailedSignIn(instance, user.id, code.kind, headers)
        return { ok: false, reason: 'wrong-code' }
      case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
        return { ok: false, reason: 'too-many' }
      case 'ACCOUNT_TEMPORARILY_LOCKED':
        return { ok: false, reason: 'locked', retryAfterMs: PLUGIN_LOCK_MS }
      case 'INVALID_TWO_FACTOR_COOKIE':
        return { ok: false, reason: 'expired' }
    }
    logAuth(`code step failed: ${describeError(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
  await attempt.succeeded()
  await recordSignIn(instance, user, code.kind, headers)
  return { ok: true, locale: accountLocale(user) }
}
