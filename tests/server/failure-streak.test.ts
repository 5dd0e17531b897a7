import { describe, expect, it } from 'vitest'
import { databaseStreak, FAILURE_STREAK_TABLE, STREAK_IDLE_DAYS } from '@/lib/auth/failure-streak'
import { createSignInGuard, SIGN_IN_LIMITS } from '@/lib/auth/lockout'
import { freshAuthDatabase } from '../support/auth-server'

/*
 * The ceiling on failures in a row (NIST SP 800-63B 5.2.2), on a real accounts database. Reaching
 * it takes hours of the windowed limits' guesses, so the tests age the counter instead: they write
 * into the database the count those hours would have left.
 */

const ADDRESS = 'ada@clinic.example'

async function streakOnDisk() {
  const db = await freshAuthDatabase('failure-streak-')
  const streak = databaseStreak(db)
  const failuresOf = (address: string) =>
    (
      db.prepare(`SELECT failures FROM ${FAILURE_STREAK_TABLE} WHERE address = ?`).get(address) as
        | { failures: number }
        | undefined
    )?.failures
  /** As if earlier hours of guesses had left `failures` in a row. */
  const aged = async (address: string, failures: number) => {
    await streak.add(address)
    db.prepare(`UPDATE ${FAILURE_STREAK_TABLE} SET failures = ? WHERE address = ?`).run(failures, address)
  }
  /** As if the address's last attempt had been `days` ago. */
  const idle = (address: string, days: number) =>
    db
      .prepare(`UPDATE ${FAILURE_STREAK_TABLE} SET last_attempt_at = ? WHERE address = ?`)
      .run(new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString(), address)
  return { db, streak, failuresOf, aged, idle }
}

describe('failures in a row', () => {
  it(`end ${STREAK_IDLE_DAYS} days after the last attempt, and the rows of ended streaks are deleted`, async () => {
    const { db, failuresOf, aged, idle } = await streakOnDisk()
    await aged(ADDRESS, 60)
    await aged('made-up@nowhere.example', 3)
    idle(ADDRESS, STREAK_IDLE_DAYS - 1)
    idle('made-up@nowhere.example', STREAK_IDLE_DAYS + 1)
    // A new process's first attempt deletes the ended streaks; a running one goes on counting.
    const next = databaseStreak(db)
    expect(await next.add(ADDRESS)).toBe(61)
    expect(failuresOf('made-up@nowhere.example')).toBeUndefined()
    idle(ADDRESS, STREAK_IDLE_DAYS + 1)
    expect(await next.add(ADDRESS)).toBe(1)
  })

  it('are counted in the database before the check, and end with a success', async () => {
    const { streak, failuresOf } = await streakOnDisk()
    const guard = createSignInGuard(streak)
    for (let attempt = 0; attempt < 3; attempt++) await guard.attempt(ADDRESS, `198.51.100.${attempt}`)
    expect(failuresOf(ADDRESS)).toBe(3)
    const right = await guard.attempt(ADDRESS, '198.51.100.9', 'owners-laptop')
    if (right.ok) await right.succeeded()
    expect(failuresOf(ADDRESS)).toBeUndefined()
  })

  it('past 100, let in only a browser with the device cookie, until a success or a reset', async () => {
    const { streak, failuresOf, aged } = await streakOnDisk()
    await aged(ADDRESS, SIGN_IN_LIMITS.consecutiveFailures)
    const guard = createSignInGuard(streak)

    // A stranger's browser, even with the right password, on a fresh window: refused, and not counted.
    expect(await guard.attempt(ADDRESS, '203.0.113.1')).toEqual({ ok: false, ceiling: true })
    expect(await guard.attempt(ADDRESS, '203.0.113.2')).toEqual({ ok: false, ceiling: true })
    expect(failuresOf(ADDRESS)).toBe(SIGN_IN_LIMITS.consecutiveFailures)

    // The owner's browser is let through, and its success ends the streak for everyone.
    const owner = await guard.attempt(ADDRESS, '203.0.113.3', 'owners-laptop')
    expect(owner).toMatchObject({ ok: true })
    if (owner.ok) await owner.succeeded()
    expect(await guard.attempt(ADDRESS, '203.0.113.1')).toMatchObject({ ok: true })

    // A reset ends it too.
    await aged(ADDRESS, 500)
    expect(await guard.attempt(ADDRESS, '203.0.113.4')).toEqual({ ok: false, ceiling: true })
    await guard.clearAddress(ADDRESS)
    expect(await guard.attempt(ADDRESS, '203.0.113.4')).toMatchObject({ ok: true })
  })

  it('one short of the ceiling, 30 attempts sent at once check one', async () => {
    const { streak, failuresOf, aged } = await streakOnDisk()
    await aged(ADDRESS, SIGN_IN_LIMITS.consecutiveFailures - 1)
    const guard = createSignInGuard(streak)
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, index) => guard.attempt(ADDRESS, `198.51.100.${index}`)),
    )
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1)
    expect(failuresOf(ADDRESS)).toBe(SIGN_IN_LIMITS.consecutiveFailures)
  })

  it('are the address’s, typed any way, and no other address’s', async () => {
    const { streak, aged } = await streakOnDisk()
    await aged(ADDRESS, SIGN_IN_LIMITS.consecutiveFailures)
    const guard = createSignInGuard(streak)
    expect(await guard.attempt(' Ada@Clinic.example ', '203.0.113.1')).toEqual({ ok: false, ceiling: true })
    expect(await guard.attempt('grace@clinic.example', '203.0.113.1')).toMatchObject({ ok: true })
  })
})
