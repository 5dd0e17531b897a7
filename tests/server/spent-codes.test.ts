import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { createOTP } from '@better-auth/utils/otp'
import { describe, expect, it } from 'vitest'
import { spentCodes, stepOfCode, TOTP } from '@/lib/auth/spent-codes'
import { tempDir } from '../support/temp-dir'

/* An authenticator code works once (lib/auth/spent-codes.ts), on the SQLite file; PostgreSQL's in tests/services. */

const SECRET = 'the app key of one account'
const period = TOTP.period * 1000

describe('the time step of a code', () => {
  it('is found for the previous, the current and the next step, and for no other', async () => {
    const now = Date.UTC(2026, 11, 5, 12, 0, 10)
    const current = Math.floor(now / period)
    const otp = createOTP(SECRET, TOTP)
    for (const step of [current - 1, current, current + 1]) {
      expect(await stepOfCode(SECRET, await otp.hotp(step), now)).toBe(step)
    }
    for (const step of [current - 2, current + 2])
      expect(await stepOfCode(SECRET, await otp.hotp(step), now)).toBe(undefined)
  })
})

describe('spent codes', () => {
  it('takes a step once, then only later ones, each account on its own', async () => {
    const codes = spentCodes(new DatabaseSync(path.join(tempDir('spent-codes-'), 'auth.sqlite')))
    expect(await codes.take('ada', 100)).toBe(true)
    expect(await codes.spent('ada', 100)).toBe(true)
    expect(await codes.take('ada', 100)).toBe(false)
    expect(await codes.take('ada', 99)).toBe(false)
    expect(await codes.spent('ada', 101)).toBe(false)
    expect(await codes.take('ada', 101)).toBe(true)
    expect(await codes.take('grace', 100)).toBe(true)
  })
})
