import type { DatabaseSync } from 'node:sqlite'
import type pg from 'pg'
import { createOTP } from '@better-auth/utils/otp'
import { ownTable } from './own-table.ts'

/*
 * An authenticator code works once (RFC 6238, 5.2): a code seen through a shoulder or a phishing
 * page must not open a second session within its 90 seconds. The time step of the last code each
 * account used is kept in the accounts' database (the SQLite file, or PostgreSQL shared by every
 * instance), and a code is taken only when its step is later than that one: in one statement, so
 * the same code sent twice at once is taken once.
 */

export const TOTP = { digits: 6, period: 30 } as const
/** The steps a code may be from now, either way: Better Auth's verifyTOTP accepts the same. */
const WINDOW = 1

const SPENT_CODES_TABLE = 'two_factor_last_step'

const CREATE = `CREATE TABLE IF NOT EXISTS ${SPENT_CODES_TABLE} (
  user_id TEXT PRIMARY KEY,
  step BIGINT NOT NULL
)`
/** A row comes back only when the step was stored: a first code, or a later one. */
const TAKE = `INSERT INTO ${SPENT_CODES_TABLE} (user_id, step) VALUES (?, ?)
  ON CONFLICT (user_id) DO UPDATE SET step = excluded.step WHERE ${SPENT_CODES_TABLE}.step < excluded.step
  RETURNING step`

/** The time step whose code `code` is, within the window around `now`; undefined when it is none's. */
export async function stepOfCode(secret: string, code: string, now = Date.now()): Promise<number | undefined> {
  const otp = createOTP(secret, TOTP)
  const current = Math.floor(now / (TOTP.period * 1000))
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if ((await otp.hotp(step)) === code) return step
  }
  return undefined
}

const LAST = `SELECT step FROM ${SPENT_CODES_TABLE} WHERE user_id = ?`

export type SpentCodes = {
  /** Takes the account's code of `step`: false when that code, or a later one, was used already. */
  take(userId: string, step: number): Promise<boolean>
  /** Whether the account's code of `step`, or a later one, was used already (nothing is taken). */
  spent(userId: string, step: number): Promise<boolean>
}

export function spentCodes(database: DatabaseSync | pg.Pool): SpentCodes {
  const run = ownTable(database, SPENT_CODES_TABLE, CREATE)
  return {
    take: async (userId, step) => (await run(TAKE, [userId, step])).length === 1,
    spent: async (userId, step) => {
      const [last] = await run(LAST, [userId])
      return last !== undefined && Number(last.step) >= step
    },
  }
}
