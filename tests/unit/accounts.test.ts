import { readFileSync, statSync } from 'node:fs'
import { tempDir } from '../support/temp-dir'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookiesAreSecure, isLoopbackHost } from '@/lib/auth/environment'
import {
  createSignInGuard,
  delayBefore,
  SIGN_IN_LIMITS,
  signInLockedMessage as lockedMessage,
} from '@/lib/auth/lockout'
import { clientKey, UNIDENTIFIED_CLIENT } from '@/lib/limits/client-key'
import { planFromQuery, planName, planNameIn, TRIAL_DAYS, trialEndFor, trialOnProof } from '@/lib/auth/plans'
import { authSecret, SECRET_FILE_NAME, secretRequired } from '@/lib/auth/secret'
import { describeUserAgent } from '@/lib/auth/user-agent'
import { messagesFor } from '@/lib/i18n/messages'
import { receivedHeaders } from '../support/peer-headers'

/* The pieces lib/auth adds around Better Auth; the library itself is exercised in tests/server/auth.test.ts. */

describe('the plan from the pricing page', () => {
  it('takes one of the CMS tiers, and Free when there is none or it is unknown', () => {
    expect(planFromQuery('starter')).toBe('starter')
    expect(planFromQuery(' Business ')).toBe('business')
    expect(planFromQuery(['ultimate', 'starter'])).toBe('ultimate')
    expect(planFromQuery(undefined)).toBe('free')
    expect(planFromQuery('')).toBe('free')
    expect(planFromQuery('platinum')).toBe('free')
    expect(planFromQuery('__proto__')).toBe('free')
    expect(planName('business')).toBe('Business')
  })

  it('names the plan as its document does in the page’s language, or by its tier without one', () => {
    const spanishPlans = [
      { tier: 'free', name: 'Gratis' },
      { tier: 'starter', name: 'Starter' },
    ] as const
    expect(planNameIn(spanishPlans, 'free')).toBe('Gratis')
    expect(planNameIn(spanishPlans, 'starter')).toBe('Starter')
    expect(planNameIn(spanishPlans, 'ultimate')).toBe('Ultimate')
    expect(planNameIn([], 'free')).toBe('Free')
  })

  it('gives a paid plan a trial ending 14 days later, and Free none', () => {
    const now = new Date('2026-11-23T10:00:00.000Z')
    expect(TRIAL_DAYS).toBe(14)
    expect(trialEndFor('starter', now)?.toISOString()).toBe('2026-12-07T10:00:00.000Z')
    expect(trialEndFor('ultimate', now)?.toISOString()).toBe('2026-12-07T10:00:00.000Z')
    expect(trialEndFor('free', now)).toBeNull()
  })

  it('starts the trial when the address is proven, once, and never for Free', () => {
    const now = new Date('2026-11-23T10:00:00.000Z')
    expect(trialOnProof({ plan: 'starter', trialEndsAt: null }, now)).toEqual({
      trialEndsAt: new Date('2026-12-07T10:00:00.000Z'),
    })
    expect(trialOnProof({ plan: 'starter', trialEndsAt: new Date('2026-12-01T00:00:00Z') }, now)).toEqual({})
    expect(trialOnProof({ plan: 'free', trialEndsAt: null }, now)).toEqual({})
  })
})

describe('the sign-in lockout', () => {
  afterEach(() => vi.useRealTimers())

  /** An attempt that turns out wrong: it keeps its reservation. */
  const wrong = (guard: ReturnType<typeof createSignInGuard>, email: string, client: string, device?: string) =>
    guard.attempt(email, client, device)

  it('reserves before checking: of 30 attempts sent at once from one client, 5 are checked', async () => {
    const guard = createSignInGuard()
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () => guard.attempt('ada@clinic.example', '203.0.113.1')),
    )
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(SIGN_IN_LIMITS.perBrowser)
    // Every browser without the device cookie waits out the window, whatever its network...
    expect(await guard.attempt('ada@clinic.example', '203.0.113.1')).toMatchObject({ ok: false })
    expect(await guard.attempt('ada@clinic.example', '198.51.100.7')).toMatchObject({ ok: false })
    // ...but not the owner's browser.
    expect(await guard.attempt('ada@clinic.example', '198.51.100.7', 'owners-laptop')).toMatchObject({ ok: true })
  })

  it('slows the answers for an address from the fourth attempt on, from any client, up to 10 s', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => delayBefore(attempt))).toEqual([0, 0, 0, 500, 1000, 1500])
    expect(delayBefore(40)).toBe(SIGN_IN_LIMITS.maxDelayMs)
  })

  it('gives browsers without the device cookie 5 tries per address in 15 minutes, from however many clients', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
    const guard = createSignInGuard()
    const delays: number[] = []
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perBrowser; attempt++) {
      const email = attempt % 2 ? 'Ada@Clinic.example' : 'ada@clinic.example '
      const result = await wrong(guard, email, `198.51.100.${attempt}`)
      delays.push(result.ok ? result.delayMs : -1)
    }
    expect(delays).toEqual([0, 0, 0, 500, 1000])
    for (const client of ['203.0.113.1', UNIDENTIFIED_CLIENT]) {
      expect(await guard.attempt('ada@clinic.example', client)).toEqual({ ok: false, retryAfterMs: 15 * 60_000 })
    }
    vi.advanceTimersByTime(15 * 60_000 + 1)
    expect(await guard.attempt('ada@clinic.example', '203.0.113.1')).toMatchObject({ ok: true })
  })

  it('takes 100 guesses an hour for an account, devices included, and another 100 after each 15-minute block', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
    const guard = createSignInGuard()
    /** Stolen device cookies, five tries each: the one way past the strangers' five. */
    const guesses = async (round: number) => {
      let checked = 0
      for (let device = 0; device < 25; device++) {
        for (let attempt = 0; attempt < SIGN_IN_LIMITS.perBrowser; attempt++) {
          const result = await wrong(guard, 'ada@clinic.example', `198.51.100.${device}`, `stolen-${round}-${device}`)
          if (result.ok) checked++
        }
      }
      return checked
    }
    expect(await guesses(1)).toBe(SIGN_IN_LIMITS.perAddress)
    expect(await guard.attempt('ada@clinic.example', '192.0.2.1', 'another')).toEqual({
      ok: false,
      retryAfterMs: SIGN_IN_LIMITS.blockSeconds * 1000,
    })
    vi.advanceTimersByTime(SIGN_IN_LIMITS.blockSeconds * 1000 + 1)
    expect(await guesses(2)).toBe(SIGN_IN_LIMITS.perAddress)
    // About 9,600 a day at most: 100 in each 15 minutes.
    expect(((24 * 60 * 60) / SIGN_IN_LIMITS.blockSeconds) * SIGN_IN_LIMITS.perAddress).toBe(9_600)
  })

  it('a reset lifts the address’s counts for every browser', async () => {
    const guard = createSignInGuard()
    for (let client = 0; client < SIGN_IN_LIMITS.perBrowser; client++) {
      await wrong(guard, 'ada@clinic.example', `198.51.100.${client}`)
    }
    expect(await guard.attempt('ada@clinic.example', '192.0.2.1')).toMatchObject({ ok: false })
    await guard.clearAddress('ada@clinic.example')
    expect(await guard.attempt('ada@clinic.example', '192.0.2.1')).toEqual(
      expect.objectContaining({ ok: true, delayMs: 0 }),
    )
  })

  it('a right password gives its reservation back and ends the slowdown', async () => {
    const guard = createSignInGuard()
    for (let attempt = 0; attempt < 3; attempt++) await wrong(guard, 'grace@clinic.example', '203.0.113.20')
    const right = await guard.attempt('grace@clinic.example', '203.0.113.20')
    expect(right).toMatchObject({ ok: true, delayMs: 500 })
    if (right.ok) await right.succeeded()
    expect(await guard.attempt('grace@clinic.example', '203.0.113.20')).toMatchObject({ ok: true, delayMs: 0 })
  })

  it('gives back a guess the site was too busy to check: the retry is the same guess, not another', async () => {
    const guard = createSignInGuard()
    const tries = () => guard.attempt('hedy@clinic.example', '203.0.113.21')
    for (let attempt = 0; attempt < 4; attempt++) await tries()
    const unchecked = await tries()
    expect(unchecked).toMatchObject({ ok: true, delayMs: 1_000 })
    if (unchecked.ok) await unchecked.notChecked()
    // The visitor's retry is the fifth guess, slowed as the fifth, and then the address's tries are spent.
    expect(await tries()).toMatchObject({ ok: true, delayMs: 1_000 })
    expect(await tries()).toMatchObject({ ok: false })
  })

  it('refuses a client that tries many addresses', async () => {
    const guard = createSignInGuard()
    for (let account = 0; account < SIGN_IN_LIMITS.perClient; account++) {
      await wrong(guard, `user${account}@clinic.example`, '203.0.113.9')
    }
    expect(await guard.attempt('someone-new@clinic.example', '203.0.113.9')).toMatchObject({ ok: false })
    expect(await guard.attempt('someone-new@clinic.example', '203.0.113.10')).toMatchObject({ ok: true })
  })

  it('where clients cannot be told apart, has no per-client count, and the same 5 per address', async () => {
    const guard = createSignInGuard()
    // One visitor trying many addresses does not lock everyone out of every address...
    for (let account = 0; account <= SIGN_IN_LIMITS.perClient; account++) {
      await wrong(guard, `user${account}@clinic.example`, UNIDENTIFIED_CLIENT)
    }
    expect(await guard.attempt('someone-new@clinic.example', UNIDENTIFIED_CLIENT)).toMatchObject({
      ok: true,
      delayMs: 0,
    })
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perBrowser; attempt++) {
      expect(await wrong(guard, 'ada@clinic.example', UNIDENTIFIED_CLIENT)).toMatchObject({ ok: true })
    }
    expect(await guard.attempt('ada@clinic.example', UNIDENTIFIED_CLIENT)).toMatchObject({ ok: false })
    expect(await guard.attempt('ada@clinic.example', UNIDENTIFIED_CLIENT, 'owners-laptop')).toMatchObject({ ok: true })
  })

  it('of 30 wrong passwords sent at once for one address, checks 5, whether or not the client is known', async () => {
    for (const client of [
      UNIDENTIFIED_CLIENT,
      // No proxy settings: a forged X-Forwarded-For is ignored, the connection's address counts.
      clientKey(await receivedHeaders({ 'x-forwarded-for': '203.0.113.5' })),
    ]) {
      const guard = createSignInGuard()
      const attempts = await Promise.all(Array.from({ length: 30 }, () => guard.attempt('ada@clinic.example', client)))
      expect(
        attempts.filter((attempt) => attempt.ok),
        client,
      ).toHaveLength(5)
    }
  })

  it('with no proxy settings, 30 attempts at once from clients that each forge X-Forwarded-For check 5', async () => {
    const guard = createSignInGuard()
    const clients = await Promise.all(
      Array.from({ length: 30 }, async (_, i) =>
        clientKey(await receivedHeaders({ 'x-forwarded-for': `198.51.100.${i}` })),
      ),
    )
    const attempts = await Promise.all(clients.map((client) => guard.attempt('ada@clinic.example', client)))
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(5)
  })

  it('with no proxy settings, a client spraying 30 addresses with forged X-Forwarded-For is checked 20 times', async () => {
    const guard = createSignInGuard()
    const checked = []
    for (let i = 0; i < 60; i++) {
      const client = clientKey(await receivedHeaders({ 'x-forwarded-for': `198.51.100.${i}` }))
      checked.push((await guard.attempt(`user${i % 30}@clinic.example`, client)).ok)
    }
    expect(checked.filter(Boolean)).toHaveLength(SIGN_IN_LIMITS.perClient)
  })

  it('counts ` Victim@Corp ` and `victim@corp` as one address, as Better Auth finds one account for both', async () => {
    const guard = createSignInGuard()
    const variants = ['victim@corp.example', ' Victim@Corp.example', 'VICTIM@CORP.EXAMPLE ', '\tvictim@Corp.Example']
    for (let client = 0; client < SIGN_IN_LIMITS.perBrowser; client++) {
      expect(await wrong(guard, variants[client % variants.length]!, `198.51.100.${client}`)).toMatchObject({
        ok: true,
      })
    }
    for (const variant of variants) {
      expect(await guard.attempt(variant, '192.0.2.1')).toMatchObject({ ok: false })
    }
  })

  describe("from the owner's browser (a valid device cookie for the address)", () => {
    it('is neither refused nor slowed by the strangers’ count, whatever the client', async () => {
      const guard = createSignInGuard()
      for (let client = 0; client < SIGN_IN_LIMITS.perBrowser; client++) {
        await wrong(guard, 'ada@clinic.example', `198.51.100.${client}`)
      }
      expect(await guard.attempt('ada@clinic.example', '192.0.2.1')).toMatchObject({ ok: false })
      expect(await guard.attempt('ada@clinic.example', '192.0.2.1', 'owners-laptop')).toEqual(
        expect.objectContaining({ ok: true, delayMs: 0 }),
      )
      expect(await guard.attempt('ada@clinic.example', UNIDENTIFIED_CLIENT, 'owners-phone')).toEqual(
        expect.objectContaining({ ok: true, delayMs: 0 }),
      )
    })

    it('has five tries per device, wherever it is', async () => {
      const guard = createSignInGuard()
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.perBrowser; attempt++) {
        await wrong(guard, 'ada@clinic.example', `198.51.100.${attempt}`, 'owners-laptop')
      }
      // A stolen device cookie guesses five times in the window, from however many clients.
      expect(await guard.attempt('ada@clinic.example', '192.0.2.9', 'owners-laptop')).toMatchObject({ ok: false })
      expect(await guard.attempt('ada@clinic.example', '192.0.2.9', 'owners-phone')).toMatchObject({ ok: true })
      // The strangers' five are untouched.
      expect(await guard.attempt('ada@clinic.example', '192.0.2.10')).toMatchObject({ ok: true })
    })

    it('is still counted per client', async () => {
      const guard = createSignInGuard()
      for (let account = 0; account < SIGN_IN_LIMITS.perClient; account++) {
        await wrong(guard, `user${account}@clinic.example`, '203.0.113.9')
      }
      expect(await guard.attempt('ada@clinic.example', '203.0.113.9', 'owners-laptop')).toMatchObject({ ok: false })
    })
  })

  it('says when to try again, in whole minutes', () => {
    const signInLockedMessage = (ms: number) => lockedMessage(ms, messagesFor('en').authAnswers)
    expect(signInLockedMessage(15 * 60_000)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
    expect(signInLockedMessage(14 * 60_000 + 1)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
    expect(signInLockedMessage(30_000)).toBe('Too many failed sign-in attempts. Try again in 1 minute.')
  })
})

describe('the signing secret', () => {
  const dataDir = () => tempDir('auth-secret-')

  it('uses BETTER_AUTH_SECRET, and refuses one that is too short', () => {
    const secret = 'a'.repeat(24) + 'b'.repeat(24)
    expect(authSecret(dataDir(), { BETTER_AUTH_SECRET: secret }, () => {})).toBe(secret)
    expect(() => authSecret(dataDir(), { BETTER_AUTH_SECRET: 'short' }, () => {})).toThrow(/at least 32 characters/)
  })

  it('without one, generates a secret once, keeps it owner-only in the data folder, and says so in one line', () => {
    const dir = dataDir()
    const warnings: string[] = []
    const first = authSecret(dir, { NODE_ENV: 'production' }, (line) => warnings.push(line))
    const second = authSecret(dir, { NODE_ENV: 'production' }, (line) => warnings.push(line))
    expect(first).toBe(second)
    expect(first.length).toBeGreaterThanOrEqual(32)
    const file = path.join(dir, SECRET_FILE_NAME)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(warnings[0]).toMatch(
      /^\[auth\] BETTER_AUTH_SECRET is not set: using the generated secret kept in .*auth-secret\./,
    )
    expect(warnings[0]).not.toContain(first)
  })

  it('is required in production when SITE_URL names a public site', () => {
    const deployment = { NODE_ENV: 'production', SITE_URL: 'https://medicore.example' }
    expect(secretRequired(deployment)).toBe(true)
    expect(() => authSecret(dataDir(), deployment, () => {})).toThrow(/^BETTER_AUTH_SECRET is required in production/)
    // npm start on a laptop, a local production test, development: a generated secret is fine.
    expect(secretRequired({ NODE_ENV: 'production' })).toBe(false)
    expect(secretRequired({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toBe(false)
    expect(secretRequired({ NODE_ENV: 'development', SITE_URL: 'https://medicore.example' })).toBe(false)
  })
})

describe('cookies and hosts', () => {
  it('marks cookies Secure over https: on a public site by SITE_URL, on a local one by the proxy in front', () => {
    const plain = new Headers({ host: '127.0.0.1:3210' })
    const proxied = new Headers({ host: 'medicore.example', 'x-forwarded-proto': 'https' })
    expect(cookiesAreSecure(plain, {})).toBe(false)
    expect(cookiesAreSecure(proxied, {})).toBe(true)
    expect(cookiesAreSecure(plain, { NODE_ENV: 'production', SITE_URL: 'https://medicore.example' })).toBe(true)
    expect(cookiesAreSecure(proxied, { NODE_ENV: 'production', SITE_URL: 'http://medicore.example' })).toBe(false)
  })

  it('knows the loopback hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1']) expect(isLoopbackHost(host)).toBe(true)
    for (const host of ['medicore.example', '10.0.0.1', 'localhost.evil.example'])
      expect(isLoopbackHost(host)).toBe(false)
  })
})

describe('the browser of a session', () => {
  it('names the browser and the system', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
    const edge = `${chrome} Edg/140.0.0.0`
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
    const english = messagesFor('en').account.page
    expect(describeUserAgent(chrome, english)).toBe('Chrome on Windows')
    expect(describeUserAgent(edge, english)).toBe('Edge on Windows')
    expect(describeUserAgent(safari, english)).toBe('Safari on iOS')
    expect(describeUserAgent(firefox, english)).toBe('Firefox on Linux')
    expect(describeUserAgent('curl/8.0', english)).toBe('Unknown browser')
    expect(describeUserAgent(null, english)).toBe('Unknown browser')
  })

  it('says it in the account page’s language', () => {
    const spanish = messagesFor('es').account.page
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
    expect(describeUserAgent(chrome, spanish)).toBe('Chrome en Windows')
    expect(describeUserAgent('curl/8.0', spanish)).toBe('Navegador desconocido')
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64)', spanish)).toBe('Linux')
  })
})
