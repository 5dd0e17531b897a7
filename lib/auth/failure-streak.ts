import type { DatabaseSync } from 'node:sqlite'
import type pg from 'pg'
import type { limitsRedis } from '../limits/redis'
import { ownTable } from './own-table.ts'

/*
 * An address's failed sign-ins in a row since its last success (NIST SP 800-63B 5.2.2's "consecutive
 * failed authentication attempts"), for lockout.ts. Unlike the windowed counts it never runs out
 * by itself: only a success or a password reset ends it. So it is kept in the accounts' database
 * (the SQLite file, or PostgreSQL with DATABASE_URL), which outlives a restart and is shared by
 * every instance, and counted there atomically: one statement adds the attempt and returns the
 * new count, so attempts sent at once each see their own number. With REDIS_URL, in Redis like the
 * other limits (INCR, as atomic), and in the database while Redis cannot be reached.
 *
 * A streak with no attempt for STREAK_IDLE_DAYS ends, and its row or key goes: sign-ins for
 * addresses that have no account (made up, or mistyped) must not fill the database for ever.
 */

/** Days without an attempt after which an address's streak ends. */
export const STREAK_IDLE_DAYS = 30
const STREAK_IDLE_MS = STREAK_IDLE_DAYS * 24 * 60 * 60 * 1000
/** How often a process deletes the streaks that have ended. */
const PRUNE_EVERY_MS = 60 * 60 * 1000

export type FailureStreak = {
  /** Counts one more attempt as a failure, before its password is checked; the count with it. */
  add(address: string): Promise<number>
  /** Takes back an attempt that was not checked. */
  giveBack(address: string): Promise<void>
  /** A success or a reset: the streak ends. */
  clear(address: string): Promise<void>
}

/** For a single process (the unit tests): the same rules, in memory. */
export function memoryStreak(): FailureStreak {
  const counts = new Map<string, number>()
  return {
    add: async (address) => {
      const count = (counts.get(address) ?? 0) + 1
      counts.set(address, count)
      return count
    },
    giveBack: async (address) => {
      counts.set(address, Math.max(0, (counts.get(address) ?? 1) - 1))
    },
    clear: async (address) => {
      counts.delete(address)
    },
  }
}

export const FAILURE_STREAK_TABLE = 'sign_in_failure_streak'

const CREATE = `CREATE TABLE IF NOT EXISTS ${FAILURE_STREAK_TABLE} (
  address TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  last_attempt_at TEXT NOT NULL
)`

/** The statements, with `?` for SQLite's parameters; PostgreSQL's are numbered. */
/** Parameters: the address, now, and the oldest last attempt a streak still runs from. */
const ADD = `INSERT INTO ${FAILURE_STREAK_TABLE} (address, failures, last_attempt_at) VALUES (?, 1, ?)
  ON CONFLICT (address) DO UPDATE SET failures = CASE WHEN ${FAILURE_STREAK_TABLE}.last_attempt_at < ? THEN 1
    ELSE ${FAILURE_STREAK_TABLE}.failures + 1 END, last_attempt_at = excluded.last_attempt_at
  RETURNING failures`
const PRUNE = `DELETE FROM ${FAILURE_STREAK_TABLE} WHERE last_attempt_at < ?`
const GIVE_BACK = `UPDATE ${FAILURE_STREAK_TABLE} SET failures = failures - 1 WHERE address = ? AND failures > 0`
const CLEAR = `DELETE FROM ${FAILURE_STREAK_TABLE} WHERE address = ?`

/** The streaks in the accounts' database; the table is made on first use. */
export function databaseStreak(database: DatabaseSync | pg.Pool): FailureStreak {
  const run = ownTable(database, FAILURE_STREAK_TABLE, CREATE)
  let prunedAt = 0
  return {
    add: async (address) => {
      const now = Date.now()
      const oldest = new Date(now - STREAK_IDLE_MS).toISOString()
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now
        await run(PRUNE, [oldest])
      }
      return Number((await run(ADD, [address, new Date(now).toISOString(), oldest]))[0]?.failures ?? 1)
    },
    giveBack: async (address) => void (await run(GIVE_BACK, [address])),
    clear: async (address) => void (await run(CLEAR, [address])),
  }
}

type LimitsRedis = NonNullable<ReturnType<typeof limitsRedis>>

/** The streaks in Redis (keys `medicore:sign-in-failures:<address>`, ending STREAK_IDLE_DAYS after the last attempt); `fallback` while it is unreachable. */
export function redisStreak(redis: LimitsRedis, fallback: FailureStreak): FailureStreak {
  const key = (address: string) => `medicore:sign-in-failures:${address}`
  async function either<T>(inRedis: () => Promise<T>, otherwise: () => Promise<T>): Promise<T> {
    await redis.connected
    try {
      return await redis.within(inRedis)
    } catch {
      return otherwise()
    }
  }
  return {
    add: (address) =>
      either(
        async () => {
          const [failures] = await redis.client
            .multi()
            .incr(key(address))
            .expire(key(address), STREAK_IDLE_MS / 1000)
            .exec()
          return Number(failures)
        },
        () => fallback.add(address),
      ),
    giveBack: (address) =>
      either(
        async () => void (await redis.client.decr(key(address))),
        () => fallback.giveBack(address),
      ),
    // Both: a streak counted in the database while Redis was away ends too.
    clear: async (address) => {
      await Promise.all([
        either(
          async () => void (await redis.client.del(key(address))),
          async () => {},
        ),
        fallback.clear(address),
      ])
    },
  }
}
