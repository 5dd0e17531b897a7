import 'server-only'
import { isAPIError } from 'better-auth/api'
import { queueMail } from '../mail'
import { describeUserAgent } from './user-agent'
import { createSignInGuard } from './lockout'
import { planFromQuery, type PlanTier } from './plans'
import { passwordResetMail } from './reset-mail'
import { authFor, type Auth, type ResetLink } from './server'
import { isLoopbackHost, publicAuthUrl } from './environment'

/*
 * What the site can do with accounts, in its own terms. The server actions (actions.ts) and the
 * account page call these; nothing outside lib/auth knows Better Auth. Each takes the request's
 * headers: they carry the session cookie, and Better Auth's cookies go back through Next's
 * cookies() (the nextCookies plugin). Passwords, tokens and links are never logged.
 */

export type Account = {
  name: string
  email: string
  plan: PlanTier
  trialEndsAt: Date | null
  sessionId: string
}

export type ActiveSession = {
  id: string
  browser: string
  signedInAt: Date
  lastActiveAt: Date
  current: boolean
}

const guard = createSignInGuard()

/** A reset request answers no sooner than this, so that its timing does not tell whether the account exists. */
const RESET_REQUEST_MIN_MS = 400

const log = (line: string) => console.error(`[auth] ${line}`)

async function sendResetLink(link: ResetLink) {
  await queueMail(passwordResetMail(link))
}

const auth = (headers: Headers): Promise<Auth> => authFor(headers, sendResetLink)

const errorCode = (error: unknown) =>
  isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined

export type SignUpResult = { ok: true } | { ok: false; reason: 'exists' | 'unavailable' }

export async function signUp(
  values: { name: string; email: string; password: string; plan: string | undefined },
  headers: Headers,
): Promise<SignUpResult> {
  try {
    await (
      await auth(headers)
    ).api.signUpEmail({
      body: {
        name: values.name,
        email: values.email,
        password: values.password,
        plan: planFromQuery(values.plan),
        // No Remember Me on the form: the first session ends with the browser.
        rememberMe: false,
      },
      headers,
    })
    return { ok: true }
  } catch (error) {
    const code = errorCode(error)
    if (code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS') {
      return { ok: false, reason: 'exists' }
    }
    log(`sign-up failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

export type SignInResult =
  | { ok: true }
  | { ok: false; reason: 'invalid' | 'unavailable' }
  | { ok: false; reason: 'locked'; retryAfterMs: number }

export async function signIn(
  values: { email: string; password: string; remember?: boolean },
  headers: Headers,
  client: string,
): Promise<SignInResult> {
  const check = await guard.check(values.email, client)
  if (!check.ok) return { ok: false, reason: 'locked', retryAfterMs: check.retryAfterMs }
  if (check.delayMs) await sleep(check.delayMs)
  try {
    await (
      await auth(headers)
    ).api.signInEmail({
      body: { email: values.email, password: values.password, rememberMe: values.remember === true },
      headers,
    })
    await guard.succeed(values.email)
    return { ok: true }
  } catch (error) {
    const code = errorCode(error)
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL') {
      await guard.fail(values.email, client)
      return { ok: false, reason: 'invalid' }
    }
    log(`sign-in failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

/**
 * Sends a reset link if the address has an account, and answers the same way, no sooner than
 * RESET_REQUEST_MIN_MS, either way. The mail is only queued here (lib/mail delivers it).
 */
export async function requestPasswordReset(email: string, headers: Headers): Promise<void> {
  const started = Date.now()
  try {
    warnIfResetLinksPointElsewhere(headers)
    await (await auth(headers)).api.requestPasswordReset({ body: { email }, headers })
  } catch (error) {
    log(`password reset request failed: ${describe(error)}`)
  }
  await sleep(RESET_REQUEST_MIN_MS - (Date.now() - started))
}

export type ResetResult = { ok: true } | { ok: false; reason: 'invalid-token' | 'unavailable' }

/**
 * Sets the new password with a reset token (once, within its hour), signs the visitor in, and
 * with `logoutDevices` ends every other session of the account first.
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

    await instance.api.resetPassword({ body: { token: values.token, newPassword: values.password }, headers })
    if (values.logoutDevices) await context.internalAdapter.deleteUserSessions(user.id)
    await instance.api.signInEmail({
      body: { email: user.email, password: values.password, rememberMe: false },
      headers,
    })
    await guard.succeed(user.email)
    return { ok: true }
  } catch (error) {
    if (errorCode(error) === 'INVALID_TOKEN') return { ok: false, reason: 'invalid-token' }
    log(`password reset failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

/** The signed-in visitor's account, or null. Reads the database on every call: no cookie cache. */
export async function currentAccount(headers: Headers): Promise<Account | null> {
  const session = await (await auth(headers)).api.getSession({ headers })
  if (!session) return null
  const { user } = session
  return {
    name: user.name,
    email: user.email,
    plan: planFromQuery(user.plan),
    trialEndsAt: user.trialEndsAt ? new Date(user.trialEndsAt) : null,
    sessionId: session.session.id,
  }
}

/** The account's sessions that have not expired, the current one first. */
export async function activeSessions(headers: Headers): Promise<ActiveSession[]> {
  const instance = await auth(headers)
  const current = await instance.api.getSession({ headers })
  if (!current) return []
  const sessions = await instance.api.listSessions({ headers })
  return sessions
    .map((session) => ({
      id: session.id,
      browser: describeUserAgent(session.userAgent),
      signedInAt: new Date(session.createdAt),
      lastActiveAt: new Date(session.updatedAt),
      current: session.id === current.session.id,
    }))
    .toSorted((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
}

export async function signOut(headers: Headers): Promise<void> {
  await (await auth(headers)).api.signOut({ headers })
}

/** Ends one of the account's sessions, found by its id (tokens never reach a page). The current one signs out. */
export async function endSession(headers: Headers, sessionId: string): Promise<void> {
  const instance = await auth(headers)
  const current = await instance.api.getSession({ headers })
  if (!current) return
  if (current.session.id === sessionId) return signOut(headers)
  const sessions = await instance.api.listSessions({ headers })
  const session = sessions.find((candidate) => candidate.id === sessionId)
  if (session) await instance.api.revokeSession({ body: { token: session.token }, headers })
}

export async function endOtherSessions(headers: Headers): Promise<void> {
  await (await auth(headers)).api.revokeOtherSessions({ headers })
}

export type ChangePasswordResult = { ok: true } | { ok: false; reason: 'wrong-password' | 'signed-out' | 'unavailable' }

export async function changePassword(
  values: { currentPassword: string; newPassword: string },
  headers: Headers,
): Promise<ChangePasswordResult> {
  try {
    await (await auth(headers)).api.changePassword({ body: values, headers })
    return { ok: true }
  } catch (error) {
    const code = errorCode(error)
    if (code === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong-password' }
    if (isAPIError(error) && error.statusCode === 401) return { ok: false, reason: 'signed-out' }
    log(`password change failed: ${describe(error)}`)
    return { ok: false, reason: 'unavailable' }
  }
}

/** Without BETTER_AUTH_URL, a reset link for a visitor on a public host would point at localhost:3000. */
function warnIfResetLinksPointElsewhere(headers: Headers) {
  if (publicAuthUrl()) return
  const host = headers.get('host')?.replace(/:\d+$/, '')
  if (host && !isLoopbackHost(host)) {
    log(
      `BETTER_AUTH_URL is not set, so reset links point at http://localhost:3000 instead of ${host}: set it to the site's public URL.`,
    )
  }
}

/** An error's kind and message for the log: Better Auth's errors carry no passwords or tokens. */
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
