import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Auth } from './better-auth'
import { voidPasswordHash } from './password-hashing'
import { reserveResetMail } from './request-limits'
import {
  NOT_ME_IDENTIFIER,
  NOT_ME_LINK_SECONDS,
  PENDING_SIGN_IN_IDENTIFIER,
  TRUSTED_BROWSER_IDENTIFIER,
} from './two-factor-settings'

/*
 * "This wasn't me": the owner saw a sign-in that was not theirs (the history on /account, or the
 * notice of a new browser, whose link works without being signed in). Whoever signed in knew the
 * password: it stops working at once (so do the browsers remembered with it), every session of
 * the account ends, and so does every sign-in still waiting for its code (someone who has the
 * password and relays a code), every browser trusted to skip the code step is forgotten, and a reset link
 * goes to the account's address to choose a new one.
 */

type User = { id: string; email: string }

/**
 * What a "This wasn't me" link names: the account, and the passkey its notice said was added,
 * which the link removes too. Stored as the verification row's value (the account's id alone when
 * no passkey).
 */
export type NotMeReport = { userId: string; passkeyId?: string }

/** A new "This wasn't me" link's token for a notice mail; stored hashed, it works once within a week. */
export async function createNotMeToken(instance: Auth, report: NotMeReport): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  const { internalAdapter } = await instance.$context
  await internalAdapter.createVerificationValue({
    identifier: NOT_ME_IDENTIFIER + token,
    value: report.passkeyId ? JSON.stringify(report) : report.userId,
    expiresAt: new Date(Date.now() + NOT_ME_LINK_SECONDS * 1000),
  })
  return token
}

function reportOf(value: string): NotMeReport {
  if (!value.startsWith('{')) return { userId: value }
  const { userId, passkeyId } = JSON.parse(value) as NotMeReport
  return { userId, passkeyId }
}

/** The account a "This wasn't me" link names, and its passkey if any, spending the link; null for a used, expired or made-up one. */
export async function redeemNotMeToken(
  instance: Auth,
  token: string,
): Promise<{ user: User; passkeyId?: string } | null> {
  if (!/^[\w-]{32}$/.test(token)) return null
  const { internalAdapter } = await instance.$context
  const consumed = await internalAdapter.consumeVerificationValue(NOT_ME_IDENTIFIER + token)
  if (!consumed) return null
  const report = reportOf(consumed.value)
  const user = await internalAdapter.findUserById(report.userId)
  return user ? { user, passkeyId: report.passkeyId } : null
}

/**
 * Voids the account's password, ends every session of the account, forgets its trusted browsers,
 * removes the passkey the report names (if it is still the account's), and mails its address a
 * reset link (within the reset mails' limits, request-limits.ts; past them, the owner asks for
 * one on the forgotten-password page).
 */
export async function secureAccount(
  instance: Auth,
  user: User,
  headers: Headers,
  client: string,
  passkeyId?: string,
): Promise<void> {
  const context = await instance.$context
  await context.internalAdapter.updatePassword(user.id, voidPasswordHash())
  await endSignIns(instance, user.id)
  await forgetTrustedBrowsers(instance, user.id)
  if (passkeyId) {
    await context.adapter.deleteMany({
      model: 'passkey',
      where: [
        { field: 'id', value: passkeyId },
        { field: 'userId', value: user.id },
      ],
    })
  }
  if (await reserveResetMail(user.email, client)) {
    await instance.api.requestPasswordReset({ body: { email: user.email }, headers })
  }
}

/**
 * Ends the account's sessions, all or all but the one whose token is `kept`, and with them its
 * sign-ins waiting for their code step.
 */
export async function endSignIns(instance: Auth, userId: string, kept?: string): Promise<void> {
  const { internalAdapter } = await instance.$context
  if (kept) {
    const others = (await internalAdapter.listSessions(userId))
      .map(({ token }) => token)
      .filter((token) => token !== kept)
    if (others.length) await internalAdapter.deleteSessions(others)
  } else await internalAdapter.deleteUserSessions(userId)
  await forgetPendingSignIns(instance, userId)
}

/**
 * Ends every sign-in of the account that waits for its code step: it proved a password, and
 * whatever ends the account's sessions or replaces that password must end it too, or the code
 * step would open a new session after it.
 */
export const forgetPendingSignIns = (instance: Auth, userId: string) =>
  forgetRows(instance, userId, PENDING_SIGN_IN_IDENTIFIER)

/** Forgets every browser of the account that was trusted to skip the code step. */
export const forgetTrustedBrowsers = (instance: Auth, userId: string) =>
  forgetRows(instance, userId, TRUSTED_BROWSER_IDENTIFIER)

/** Deletes the account's verification rows of one kind: their identifier starts with `prefix`, their value is the account's id. */
async function forgetRows(instance: Auth, userId: string, prefix: string): Promise<void> {
  const { adapter } = await instance.$context
  await adapter.deleteMany({
    model: 'verification',
    where: [
      { field: 'value', value: userId },
      { field: 'identifier', operator: 'starts_with', value: prefix },
    ],
  })
}
