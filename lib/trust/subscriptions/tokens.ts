import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/*
 * The links of the subscription mails. A confirmation link carries a random token, stored only as
 * its hash, valid 7 days and spent by the confirmation: a forged one matches nothing, a used or
 * old one nothing either. An unsubscribe link is signed with the site's secret and names the
 * subscription and when it was confirmed: it needs no storage, every notice can carry it, a
 * forged one fails its signature, and one from before a new confirmation no longer applies.
 */

export const CONFIRM_TOKEN_DAYS = 7

export const newConfirmToken = () => randomBytes(32).toString('base64url')

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A confirmation token as a link carries it: 43 base64url characters, nothing else. */
export const isConfirmToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`trust-unsubscribe:${payload}`).digest('base64url')

/** The unsubscribe token of subscription `id`, confirmed at `confirmedAt`. */
export function signUnsubscribeToken(id: number, confirmedAt: string, secret: string): string {
  const payload = Buffer.from(JSON.stringify([id, confirmedAt])).toString('base64url')
  return `${payload}.${signatureOf(payload, secret)}`
}

/** What an unsubscribe token names, when its signature is right; undefined otherwise. */
export function readUnsubscribeToken(value: unknown, secret: string): { id: number; confirmedAt: string } | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined
  const [payload, signature, extra] = value.split('.')
  if (!payload || !signature || extra !== undefined) return undefined
  const expected = Buffer.from(signatureOf(payload, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  try {
    const fields: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString())
    if (!Array.isArray(fields) || fields.length !== 2) return undefined
    const [id, confirmedAt] = fields
    return Number.isSafeInteger(id) && typeof confirmedAt === 'string' ? { id, confirmedAt } : undefined
  } catch {
    return undefined
  }
}
