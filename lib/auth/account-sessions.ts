import 'server-only'
import { authOf as auth } from './instance'
import { forgetPendingSignIns, redeemNotMeToken, secureAccount } from './not-me'
import { signInEvents, type SignInEvent } from './sign-in-history'
import { orSignedOut } from './accounts'

/*
 * The signed-in account's sessions (lib/auth/sessions.ts: how long they last): listed, ended one by
 * one, all but this one, or all of them with "This wasn't me"; and its sign-in history.
 */

export type ActiveSession = {
  id: string
  /** The session's User-Agent header, as it signed in (lib/auth/user-agent.ts names it in a language). */
  userAgent: string | null
  signedInAt: Date
  lastActiveAt: Date
  current: boolean
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

/** The signed-in account's newest sign-ins and failed attempts, the newest first; none when signed out. */
export async function recentSignIns(headers: Headers): Promise<SignInEvent[]> {
  const instance = await auth(headers)
  const session = await orSignedOut(() => instance.api.getSession({ headers }), null)
  return session ? signInEvents(instance, session.user.id) : []
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
