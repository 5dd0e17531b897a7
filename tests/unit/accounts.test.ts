import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookiesAreSecure, isLoopbackHost } from '@/lib/auth/environment'
import { createSignInGuard, SIGN_IN_LIMITS } from '@/lib/auth/lockout'
import { UNIDENTIFIED_CLIENT } from '@/lib/limits/client-key'
import { planFromQuery, planName, TRIAL_DAYS, trialEndFor } from '@/lib/auth/plans'
import { passwordResetMail } from '@/lib/auth/reset-mail'
import { authSecret, SECRET_FILE_NAME, secretRequired } from '@/lib/auth/secret'
import { describeUserAgent } from '@/lib/auth/user-agent'
import { signInLockedMessage } from '@/lib/forms/messages'

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

  it('gives a paid plan a trial ending 14 days later, and Free none', () => {
    const now = new Date('2026-11-23T10:00:00.000Z')
    expect(TRIAL_DAYS).toBe(14)
    expect(trialEndFor('starter', now)?.toISOString()).toBe('2026-12-07T10:00:00.000Z')
    expect(trialEndFor('ultimate', now)?.toISOString()).toBe('2026-12-07T10:00:00.000Z')
    expect(trialEndFor('free', now)).toBeNull()
  })
})

describe('the sign-in lockout', () => {
  afterEach(() => vi.useRealTimers())

  it('slows the answers after three failures, refuses after five, and lets go after 15 minutes', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
    const guard = createSignInGuard()
    const delays: number[] = []
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAccount; attempt++) {
      const check = await guard.check('Ada@Clinic.example', '203.0.113.1')
      expect(check.ok).toBe(true)
      delays.push(check.ok ? check.delayMs : -1)
      await guard.fail('ada@clinic.example', '203.0.113.1')
    }
    expect(delays).toEqual([0, 0, 0, 500, 1000])
    // Locked for the account, from any client, with the time left to wait.
    expect(await guard.check('ada@clinic.example', '198.51.100.7')).toEqual({ ok: false, retryAfterMs: 15 * 60_000 })
    vi.advanceTimersByTime(14 * 60_000)
    expect(await guard.check('ada@clinic.example', '198.51.100.7')).toEqual({ ok: false, retryAfterMs: 60_000 })
    vi.advanceTimersByTime(60_001)
    expect(await guard.check('ada@clinic.example', '198.51.100.7')).toMatchObject({ ok: true })
  })

  it('locks a client that tries many accounts, and a success clears only the account', async () => {
    const guard = createSignInGuard()
    for (let account = 0; account < SIGN_IN_LIMITS.perClient; account++) {
      await guard.fail(`user${account}@clinic.example`, '203.0.113.9')
    }
    expect(await guard.check('someone-new@clinic.example', '203.0.113.9')).toMatchObject({ ok: false })
    expect(await guard.check('someone-new@clinic.example', '203.0.113.10')).toMatchObject({ ok: true })

    await guard.fail('grace@clinic.example', '203.0.113.20')
    await guard.fail('grace@clinic.example', '203.0.113.20')
    await guard.fail('grace@clinic.example', '203.0.113.20')
    await guard.succeed('grace@clinic.example')
    expect(await guard.check('grace@clinic.example', '203.0.113.21')).toEqual({ ok: true, delayMs: 0 })
    // The client's failures still count towards slowing it down.
    expect(await guard.check('grace@clinic.example', '203.0.113.20')).toEqual({ ok: true, delayMs: 500 })
  })

  it('does not lock everyone out when clients cannot be told apart (no TRUSTED_PROXY_HOPS)', async () => {
    const guard = createSignInGuard()
    for (let account = 0; account <= SIGN_IN_LIMITS.perClient; account++) {
      await guard.fail(`user${account}@clinic.example`, UNIDENTIFIED_CLIENT)
    }
    expect(await guard.check('someone-new@clinic.example', UNIDENTIFIED_CLIENT)).toEqual({ ok: true, delayMs: 0 })
  })

  it('says when to try again, in whole minutes', () => {
    expect(signInLockedMessage(15 * 60_000)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
    expect(signInLockedMessage(14 * 60_000 + 1)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.')
    expect(signInLockedMessage(30_000)).toBe('Too many failed sign-in attempts. Try again in 1 minute.')
  })
})

describe('the signing secret', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'auth-secret-'))

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

  it('is required in production when BETTER_AUTH_URL names a public site', () => {
    const deployment = { NODE_ENV: 'production', BETTER_AUTH_URL: 'https://medicore.example' }
    expect(secretRequired(deployment)).toBe(true)
    expect(() => authSecret(dataDir(), deployment, () => {})).toThrow(/^BETTER_AUTH_SECRET is required in production/)
    // npm start on a laptop, a local production test, development: a generated secret is fine.
    expect(secretRequired({ NODE_ENV: 'production' })).toBe(false)
    expect(secretRequired({ NODE_ENV: 'production', BETTER_AUTH_URL: 'http://localhost:3000' })).toBe(false)
    expect(secretRequired({ NODE_ENV: 'development', BETTER_AUTH_URL: 'https://medicore.example' })).toBe(false)
  })
})

describe('cookies and hosts', () => {
  it('marks cookies Secure over https: by BETTER_AUTH_URL when set, else by the proxy in front', () => {
    const plain = new Headers({ host: '127.0.0.1:3210' })
    const proxied = new Headers({ host: 'medicore.example', 'x-forwarded-proto': 'https' })
    expect(cookiesAreSecure(plain, {})).toBe(false)
    expect(cookiesAreSecure(proxied, {})).toBe(true)
    expect(cookiesAreSecure(plain, { BETTER_AUTH_URL: 'https://medicore.example' })).toBe(true)
    expect(cookiesAreSecure(proxied, { BETTER_AUTH_URL: 'http://localhost:3000' })).toBe(false)
  })

  it('knows the loopback hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '[::1]', '::1']) expect(isLoopbackHost(host)).toBe(true)
    for (const host of ['medicore.example', '10.0.0.1', 'localhost.evil.example'])
      expect(isLoopbackHost(host)).toBe(false)
  })
})

describe('the password reset mail', () => {
  it('carries the link first, in plain text and simple HTML, and never a password', () => {
    const mail = passwordResetMail({
      email: 'ada@clinic.example',
      name: 'Ada <Lovelace>',
      origin: 'http://127.0.0.1:3210',
      token: 'abc/123+',
    })
    expect(mail).toMatchObject({
      to: 'ada@clinic.example',
      subject: 'Reset your MediCore password',
      kind: 'password-reset',
    })
    const link = 'http://127.0.0.1:3210/users/password-reset?token=abc%2F123%2B'
    expect(/https?:\/\/\S+/.exec(mail.text)?.[0]).toBe(link)
    expect(mail.text).toContain('The link works once, within one hour.')
    expect(mail.html).toContain(`<a href="${link}">Choose a new password</a>`)
    expect(mail.html).toContain('Hello Ada &#60;Lovelace&#62;,')
    expect(mail.text.toLowerCase()).not.toMatch(/password:\s/)
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
    expect(describeUserAgent(chrome)).toBe('Chrome on Windows')
    expect(describeUserAgent(edge)).toBe('Edge on Windows')
    expect(describeUserAgent(safari)).toBe('Safari on iOS')
    expect(describeUserAgent(firefox)).toBe('Firefox on Linux')
    expect(describeUserAgent('curl/8.0')).toBe('Unknown browser')
    expect(describeUserAgent(null)).toBe('Unknown browser')
  })
})
