import { describe, expect, it, vi } from 'vitest'
import { redisForTests } from '../support/redis-suite'

/*
 * The limits with REDIS_URL, against a real redis-server: two instances (two copies of the
 * modules, each with its own connection) share the counts, and with Redis gone each instance
 * keeps counting in its own memory, without an error for the visitor.
 */

const redis = redisForTests()
/** A second server, frozen by a test: the first goes on answering the others. */
const freezing = redisForTests(1)

/** One instance's contact limiter: a fresh copy of the modules, as another process would have. */
async function instance() {
  vi.resetModules()
  const { contactLimiter } = await import('@/lib/contact/rate-limit')
  return contactLimiter()
}

const takes = async (limiter: { take: (key: string) => Promise<boolean> }, key: string, times: number) => {
  const results = []
  for (let i = 0; i < times; i++) results.push(await limiter.take(key))
  return results
}

describe('the contact limit on Redis', () => {
  it('holds across two instances', async () => {
    vi.stubEnv('REDIS_URL', redis.url)
    const a = await instance()
    const b = await instance()
    const key = `203.0.113.${Math.floor(Math.random() * 250)}`
    expect([...(await takes(a, key, 3)), ...(await takes(b, key, 2))]).toEqual([true, true, true, true, true])
    // A message that could not be stored on one instance is given back for the other.
    await b.refund(key)
    expect(await a.take(key)).toBe(true)
    expect(await b.take(key)).toBe(false)
    expect(await a.take(key)).toBe(false)
    vi.unstubAllEnvs()
  })

  it('counts in memory while Redis is unreachable, and logs it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1')
    const limiter = await instance()
    const lines = () => warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('[limits]'))
    expect(await takes(limiter, '198.51.100.1', 6)).toEqual([true, true, true, true, true, false])
    expect(lines()).toEqual([expect.stringMatching(/Redis is unreachable; counting in this process's memory/)])
    // The connection fails again as it retries (after 100 ms, then 200): neither failure is logged again.
    const { limitsRedis } = await import('@/lib/limits/redis')
    const { client } = limitsRedis()!
    for (let retry = 1; retry <= 2; retry++) await new Promise((resolve) => client.once('error', resolve))
    expect(await takes(limiter, '198.51.100.2', 6)).toEqual([true, true, true, true, true, false])
    expect(lines()).toHaveLength(1)
    vi.unstubAllEnvs()
  })
})

describe('a Redis that keeps its connection but stops answering (frozen, or behind a cut link)', () => {
  it('does not keep a visitor waiting: the limit counts in memory, and the log says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubEnv('REDIS_URL', freezing.url)
    const limiter = await instance()
    const key = '198.51.100.7'
    expect(await limiter.take(key)).toBe(true)
    freezing.service.process.kill('SIGSTOP')
    try {
      // Counted in memory from the first call Redis did not answer: a limit of 5, the one counted in Redis aside.
      expect(await takes(limiter, key, 6)).toEqual([true, true, true, true, true, false])
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('[limits]'))
      expect(lines).toEqual([
        expect.stringMatching(/Redis did not answer within 1000 ms; counting in this process's memory/),
      ])
    } finally {
      freezing.service.process.kill('SIGCONT')
      warn.mockRestore()
      vi.unstubAllEnvs()
    }
  })
})

describe('the sign-in lockout on Redis', () => {
  it('counts an address for every instance, reserved atomically before the check', async () => {
    vi.stubEnv('REDIS_URL', redis.url)
    const guard = async () => {
      vi.resetModules()
      return (await import('@/lib/auth/lockout')).createSignInGuard()
    }
    const [a, b] = [await guard(), await guard()]
    const email = `ada${Date.now()}@clinic.example`
    // 30 attempts at once, half through each instance, from one client: 5 are checked.
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, index) => (index % 2 ? a : b).attempt(email, '203.0.113.1')),
    )
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(5)
    // The strangers' five are shared: another client is refused too, the owner's browser is not.
    expect(await b.attempt(email, '203.0.113.3')).toMatchObject({ ok: false })
    expect(await a.attempt(email, '203.0.113.3', 'owners-laptop')).toMatchObject({ ok: true, delayMs: 0 })
    vi.unstubAllEnvs()
  })
})

describe('failures in a row on Redis', () => {
  it('are shared by every instance, counted atomically, and past 100 let only the owner’s browser in', async () => {
    vi.stubEnv('REDIS_URL', redis.url)
    vi.resetModules()
    const { limitsRedis } = await import('@/lib/limits/redis')
    const { memoryStreak, redisStreak, STREAK_IDLE_DAYS } = await import('@/lib/auth/failure-streak')
    const { createSignInGuard, SIGN_IN_LIMITS } = await import('@/lib/auth/lockout')
    const shared = limitsRedis()!
    await shared.connected
    const [a, b] = [0, 1].map(() => createSignInGuard(redisStreak(shared, memoryStreak())))
    const email = `grace${Date.now()}@clinic.example`
    // Aged, as hours of guesses would have left it: one short of the ceiling.
    await shared.client.set(`medicore:sign-in-failures:${email}`, String(SIGN_IN_LIMITS.consecutiveFailures - 1))
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? a! : b!).attempt(email, `192.0.2.${index}`)),
    )
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1)
    expect(await shared.client.get(`medicore:sign-in-failures:${email}`)).toBe(
      String(SIGN_IN_LIMITS.consecutiveFailures),
    )
    // The streak ends after 30 days without an attempt: the key does not stay for ever.
    const ttl = await shared.client.ttl(`medicore:sign-in-failures:${email}`)
    expect(ttl).toBeGreaterThan(STREAK_IDLE_DAYS * 86_400 - 60)
    expect(ttl).toBeLessThanOrEqual(STREAK_IDLE_DAYS * 86_400)
    expect(await b!.attempt(email, '192.0.2.72', 'owners-laptop')).toMatchObject({ ok: true })
    await a!.clearAddress(email)
    expect(await shared.client.get(`medicore:sign-in-failures:${email}`)).toBeNull()
    vi.unstubAllEnvs()
  })
})
