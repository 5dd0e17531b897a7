import { createHmac, timingSafeEqual } from 'node:crypto'

/*
 * The links in a booking's mails: one to move it, one to cancel it. Each is signed with the
 * site's secret and names one purpose, one booking, the booking's version (its SEQUENCE) and
 * when it expires, the meeting's start: a cancel link cannot move, a link from before a move no
 * longer works once the meeting moved (the new mail brings new links), and no link works once
 * the meeting has begun.
 *
 * The same signature makes the holder's cookie (holder.ts): it names the booking the browser
 * made or last moved, under another purpose, so that neither can stand in for the other.
 */

export type BookingAction = 'move' | 'cancel'
export type BookingToken = { action: BookingAction; bookingId: string; sequence: number; expiresAt: number }

type Purpose = 'demo-booking' | 'demo-holder'

const encode = (value: string) => Buffer.from(value).toString('base64url')
const decode = (value: string) => Buffer.from(value, 'base64url').toString()
const signatureOf = (purpose: Purpose, payload: string, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url')

function sign(purpose: Purpose, fields: unknown[], secret: string): string {
  const payload = encode(JSON.stringify(fields))
  return `${payload}.${signatureOf(purpose, payload, secret)}`
}

/** The fields `sign` was given for `purpose`, when the signature is right; undefined otherwise. */
function read(purpose: Purpose, value: unknown, secret: string): unknown[] | undefined {
  if (typeof value !== 'string' || value.length > 400) return undefined
  const [payload, signature, extra] = value.split('.')
  if (!payload || !signature || extra !== undefined) return undefined
  const expected = Buffer.from(signatureOf(purpose, payload, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  try {
    const fields: unknown = JSON.parse(decode(payload))
    return Array.isArray(fields) ? fields : undefined
  } catch {
    return undefined
  }
}

export function signBookingToken(token: BookingToken, secret: string): string {
  return sign('demo-booking', [token.action, token.bookingId, token.sequence, token.expiresAt], secret)
}

/** The token's contents when its signature is right and it has not expired; undefined otherwise. */
export function readBookingToken(value: unknown, secret: string, now: number): BookingToken | undefined {
  const fields = read('demo-booking', value, secret)
  if (fields?.length !== 4) return undefined
  const [action, bookingId, sequence, expiresAt] = fields
  if (action !== 'move' && action !== 'cancel') return undefined
  if (typeof bookingId !== 'string' || !Number.isInteger(sequence) || typeof expiresAt !== 'number') return undefined
  if (now >= expiresAt) return undefined
  return { action, bookingId, sequence: sequence as number, expiresAt }
}

/** The holder's cookie for a booking. */
export const signHolderToken = (bookingId: string, secret: string) => sign('demo-holder', [bookingId], secret)

/** The booking a holder's cookie names, when its signature is right. */
export function readHolderToken(value: unknown, secret: string): string | undefined {
  const fields = read('demo-holder', value, secret)
  return fields?.length === 1 && typeof fields[0] === 'string' ? fields[0] : undefined
}
