import 'server-only'
import { isAPIError } from 'better-auth/api'
import { verifyJWT } from 'better-auth/crypto'
import { queueMail } from '../mail'
import { reserveConfirmationResend } from './request-limits'
import { trialOnProof } from './plans'
import { passwordVoidedMail } from './mails'
import { trustedDevice } from './devices'
import { authOf as auth, describeError as describe, logAuth as log } from './instance'
import { endSignIns } from './not-me'
import { removeTwoFactor } from './two-factor'
import { voidPasswordHash } from './password-hashing'
import { currentAccount } from './accounts'
import { noticeTo, orSignedOut } from './accounts'

/* The confirmation of an account's address: the link mailed at sign-up, and a new one asked for. */

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
