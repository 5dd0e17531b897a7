import { describe, expect, it } from 'vitest'
import { readBookingToken, signBookingToken, type BookingToken } from '@/lib/demo/tokens'

const secret = 'a-test-secret-that-is-long-enough-for-hmac'
const token: BookingToken = { action: 'move', bookingId: 'booking-1', sequence: 2, expiresAt: 10_000 }

describe('a booking’s move and cancel links', () => {
  it('read back what they were signed with until the meeting starts, and not from then on', () => {
    const signed = signBookingToken(token, secret)
    expect(readBookingToken(signed, secret, 9_999)).toEqual(token)
    expect(readBookingToken(signed, secret, 10_000)).toBeUndefined()
  })

  it('are refused when changed, signed with another secret, or malformed', () => {
    const signed = signBookingToken(token, secret)
    const [payload, signature] = signed.split('.') as [string, string]
    const cancel = Buffer.from(JSON.stringify(['cancel', 'booking-1', 2, 10_000])).toString('base64url')
    const later = Buffer.from(JSON.stringify(['move', 'booking-1', 2, 99_999])).toString('base64url')
    for (const forged of [
      `${cancel}.${signature}`,
      `${later}.${signature}`,
      signBookingToken(token, 'another-secret-of-enough-length-too'),
      `${payload}.${signature}x`,
      `${payload}.${signature}.extra`,
      payload,
      '',
      'x'.repeat(500),
    ]) {
      expect(readBookingToken(forged, secret, 0), forged.slice(0, 40)).toBeUndefined()
    }
    expect(readBookingToken(undefined, secret, 0)).toBeUndefined()
  })

  it('name one purpose each: a cancel link is not a move link', () => {
    const cancel = signBookingToken({ ...token, action: 'cancel' }, secret)
    expect(readBookingToken(cancel, secret, 0)?.action).toBe('cancel')
    expect(cancel).not.toBe(signBookingToken(token, secret))
  })
})
