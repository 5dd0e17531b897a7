import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * The links in a booking's mails: one to move it, one to cancel it. Each is signed with the
 * site's secret and names one purpose, one booking, the booking's version (its SEQUENCE) and
 * when it expires, the meeting's start: a cancel link cannot move, a link from before a move no
 * longer works once the meeting moved (the new mail brings new links), and no link works once
 * the meeting has begun.
 */

export type BookingAction = 'move' | 'cancel'
export type BookingToken = { action: BookingAction; bookingId: string; sequence: number; expiresAt: number }

const encode = (value: string) => Buffer.from(value).toString('base64url')
const decode = (value: string) => Buffer.from(value, 'base64url').toString()
const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`demo-booking:${payload}`).digest('base64url')

export function signBookingToken(token: BookingToken, secret: string): string {
  const payload = encode(JSON.stringify([token.action, token.bookingId, token.sequence, token.expiresAt]))
  return `${payload}.${signatureOf(payload, secret)}`
}

/** The token's contents when its signature is right and it has not expired; undefined otherwise. */
export function readBookingToken(value: unknown, secret: string, now: number): BookingToken | undefined {
  if (typeof value !== 'string' || value.length > 400) return undefined
  const [payload, signature, extra] = value.split('.')
  if (!payload || !signature || extra !== undefined) return undefined
  const expected = Buffer.from(signatureOf(payload, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  let fields: unknown
  try {
    fields = JSON.parse(decode(payload))
  } catch {
    return undefined
  }
  if (!Array.isArray(fields) || fields.length !== 4) return undefined
  const [action, bookingId, sequence, expiresAt] = fields as unknown[]
  if (action !== 'move' && action !== 'cancel') return undefined
  if (typeof bookingId !== 'string' || !Number.isInteger(sequence) || typeof expiresAt !== 'number') return undefined
  if (now >= expiresAt) return undefined
  return { action, bookingId, sequence: sequence as number, expiresAt }
}
