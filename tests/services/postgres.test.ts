import { testEnv } from '../support/environment.ts'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'
import pg from 'pg'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { contactStoreFromEnv } from '@/lib/contact/store'
import type { Locale } from '@/lib/i18n/locales'
import { closePostgresPools } from '@/lib/postgres'
import { cheapHashing } from '../support/cheap-hashing'
import { startPostgres, type Service } from '../support/services'
import { softwareAuthenticator } from '../support/software-authenticator'

/*
 * The stores on a real PostgreSQL 15 (Debian's, started for this file): contact messages and
 * accounts with DATABASE_URL, migrations started by several instances at once, and the inbox
 * reading the same store the site writes.
 */

const PORT = Number(testEnv.TEST_POSTGRES_PORT ?? 8392)
let postgres: Service
let url: string

beforeAll(async () => {
  postgres = await startPostgres(PORT)
  url = postgres.url
}, 60_000)
afterAll(async () => {
  await closePostgresPools()
  await postgres?.stop()
})

const message = (text: string, { locale = 'en' as Locale, submittedAt = new Date().toISOString() } = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@clinic.example',
  subject: 'Schedule a demo',
  message: text,
  locale,
  submittedAt,
})

/** A store as another instance would have it: its own pool, its own migration. */
async function otherInstance(database = url) {
  vi.resetModules()
  const { createPostgresContactStore } = await import('@/lib/contact/store/postgres')
  return createPostgresContactStore(database)
}

/** Runs SQL on its own connection, as an operator would. */
async function sql(database: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: database })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

describe('contact messages in PostgreSQL', () => {
  it('is the store when DATABASE_URL is set, and refuses DATABASE_URL with a write token', () => {
    expect(contactStoreFromEnv({ DATABASE_URL: url }).kind).toBe('postgres')
    expect(contactStoreFromEnv({ DATABASE_URL: url }).location).not.toContain('@')
    expect(() => contactStoreFromEnv({ DATABASE_URL: url, SANITY_API_WRITE_TOKEN: 'sk' })).toThrow(/unset one of them/)
  })

  it('creates its table once when several instances start together, and keeps every message', async () => {
    const stores = await Promise.all(Array.from({ length: 4 }, () => otherInstance()))
    const saved = await Promise.all(stores.map((store, i) => store.save(message(`Instance ${i}`))))
    expect(saved.every((result) => !result.duplicate)).toBe(true)
    const listed = await stores[0]!.list({ limit: 10 })
    expect(listed.map((row) => row.message).sort()).toEqual(['Instance 0', 'Instance 1', 'Instance 2', 'Instance 3'])
    await Promise.all(stores.map(() => closePostgresPools()))
  })

  it('keeps a retry sent to two instances at once only once', async () => {
    const [a, b] = [await otherInstance(), await otherInstance()]
    const retry = message(`Retried ${Date.now()}`)
    const results = await Promise.all([a.save(retry), b.save({ ...retry })])
    expect(results.map((result) => result.duplicate).sort()).toEqual([false, true])
    expect(results[0]!.id).toBe(results[1]!.id)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const { rows } = await client.query('SELECT count(*)::int AS n FROM contact_messages WHERE message = $1', [
      retry.message,
    ])
    await client.end()
    expect(rows[0].n).toBe(1)
    await closePostgresPools()
  })

  it('keeps each message’s language; a table from before it gets the column once, its rows read as English', async () => {
    await sql(url, 'CREATE DATABASE contact_before_language')
    const before = url.replace(/\/medicore$/, '/contact_before_language')
    // The table as the site made it before messages kept their language.
    await sql(
      before,
      `CREATE TABLE contact_messages (
        id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL,
        message TEXT NOT NULL, submitted_at TIMESTAMPTZ NOT NULL, fingerprint TEXT NOT NULL
      )`,
    )
    await sql(
      before,
      `INSERT INTO contact_messages (name, email, subject, message, submitted_at, fingerprint)
       VALUES ('Grace Hopper', 'grace@clinic.example', 'Older', 'Stored before', '2026-11-21T10:00:00Z', 'f')`,
    )
    const stores = await Promise.all(Array.from({ length: 3 }, () => otherInstance(before)))
    await Promise.all(stores.map((store, i) => store.save(message(`Upgraded ${i}`, { locale: i === 0 ? 'es' : 'en' }))))
    const listed = await stores[0]!.list({ limit: 10 })
    expect(Object.fromEntries(listed.map((row) => [row.message, row.locale]))).toEqual({
      'Upgraded 0': 'es',
      'Upgraded 1': 'en',
      'Upgraded 2': 'en',
      'Stored before': 'en',
    })
    expect(
      await sql(
        before,
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'contact_messages' AND column_name = 'locale'",
      ),
    ).toHaveLength(1)
    await closePostgresPools()
  })

  it('is what `npm run inbox` reads, with each message’s language', async () => {
    const store = contactStoreFromEnv({ DATABASE_URL: url })
    await store.save(message('For the inbox', { locale: 'es' }))
    const inbox = (...options: string[]) =>
      spawnSync(process.execPath, ['--conditions=react-server', path.join('scripts', 'inbox.ts'), ...options], {
        encoding: 'utf8',
        env: { ...testEnv, DATABASE_URL: url, SANITY_API_WRITE_TOKEN: '' },
      })
    const json = inbox('--json', '--limit', '50')
    expect(json.stderr).toBe('')
    expect(json.status).toBe(0)
    const listed = json.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { message: string; locale: string })
    expect(listed.find((row) => row.message === 'For the inbox')).toMatchObject({ locale: 'es' })
    const text = inbox('--limit', '1')
    expect(text.status).toBe(0)
    expect(text.stdout).toContain('Language: Spanish (answer in Spanish)\n  For the inbox\n')
  })
})

describe('accounts in PostgreSQL', () => {
  it('migrates once from several instances at once, and an account made on one signs in on another', async () => {
    const instance = async () => {
      vi.resetModules()
      const { authDatabase } = await import('@/lib/auth/database')
      const server = await import('@/lib/auth/better-auth')
      return { database: authDatabase({ DATABASE_URL: url }), server }
    }
    const instances = await Promise.all([instance(), instance(), instance()])
    const secret = 'a-test-secret-that-is-long-enough-1234567890'
    await Promise.all(instances.map(({ database, server }) => server.migrate(database, secret)))
    const make = ({ database, server }: (typeof instances)[number]) =>
      server.createAuth({
        database,
        secret,
        secure: false,
        env: {},
        hashing: cheapHashing,
        mailer: { sendResetLink: async () => undefined, sendConfirmationLink: async () => undefined },
      })
    const email = `ada-${Date.now()}@clinic.example`
    const headers = new Headers({ host: 'localhost:3000', 'user-agent': 'test' })
    await make(instances[0]!).api.signUpEmail({
      body: { name: 'Ada', email, password: 'correct horse battery', plan: 'free', rememberMe: false },
      headers,
    })
    const signedIn = await make(instances[1]!).api.signInEmail({
      body: { email, password: 'correct horse battery' },
      headers,
    })
    expect(signedIn.user.email).toBe(email)
    await closePostgresPools()
  }, 60_000)

  it("ends an account's unused reset links, and no one else's", async () => {
    vi.resetModules()
    const { authDatabase } = await import('@/lib/auth/database')
    const { createAuth, deleteResetLinks, migrate } = await import('@/lib/auth/better-auth')
    const database = authDatabase({ DATABASE_URL: url })
    const secret = 'a-test-secret-that-is-long-enough-1234567890'
    await migrate(database, secret)
    const tokens: Record<string, string[]> = {}
    const auth = createAuth({
      database,
      secret,
      secure: false,
      env: {},
      hashing: cheapHashing,
      mailer: {
        sendResetLink: async (link) => void (tokens[link.email] ??= []).push(link.token),
        sendConfirmationLink: async () => undefined,
      },
    })
    const headers = new Headers({ host: 'localhost:3000', 'user-agent': 'test' })
    const [ada, grace] = [`ada-reset-${Date.now()}@clinic.example`, `grace-reset-${Date.now()}@clinic.example`]
    const { user } = await auth.api.signUpEmail({
      body: { name: 'Ada', email: ada, password: 'correct horse battery' },
      headers,
    })
    await auth.api.signUpEmail({ body: { name: 'Grace', email: grace, password: 'correct horse battery' }, headers })
    for (const email of [ada, ada, grace]) await auth.api.requestPasswordReset({ body: { email }, headers })
    await deleteResetLinks(auth, user.id)
    for (const token of tokens[ada]!) {
      await expect(
        auth.api.resetPassword({ body: { token, newPassword: 'an attacker password' }, headers }),
      ).rejects.toThrow(/Invalid token/)
    }
    await auth.api.resetPassword({ body: { token: tokens[grace]![0]!, newPassword: 'grace new password' }, headers })
    await closePostgresPools()
  }, 60_000)

  it('keeps the two-step settings and the sign-in history, its newest events only', async () => {
    vi.resetModules()
    const { authDatabase } = await import('@/lib/auth/database')
    const { createAuth, migrate } = await import('@/lib/auth/better-auth')
    const { addSignInEvent, HISTORY_LENGTH, signInEvents } = await import('@/lib/auth/sign-in-history')
    const database = authDatabase({ DATABASE_URL: url })
    const secret = 'a-test-secret-that-is-long-enough-1234567890'
    await migrate(database, secret)
    const auth = createAuth({
      database,
      secret,
      secure: false,
      env: {},
      hashing: cheapHashing,
      mailer: { sendResetLink: async () => undefined, sendConfirmationLink: async () => undefined },
    })
    const browser = { host: 'localhost:3000', 'user-agent': 'test' }
    const email = `ada-two-step-${Date.now()}@clinic.example`
    const password = 'correct horse battery'
    const signedUp = await auth.api.signUpEmail({
      body: { name: 'Ada', email, password },
      headers: new Headers(browser),
      returnHeaders: true,
    })
    const cookie = signedUp.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ')
    const session = new Headers({ ...browser, cookie })
    const enabled = await auth.api.enableTwoFactor({ body: { password }, headers: session })
    const key = new URL('totpURI' in enabled ? enabled.totpURI : '').searchParams.get('secret')!
    const code = await createOTP(new TextDecoder().decode(base32.decode(key))).totp()
    await auth.api.verifyTOTP({ body: { code }, headers: session })
    expect(await auth.api.signInEmail({ body: { email, password }, headers: new Headers(browser) })).toMatchObject({
      twoFactorRedirect: true,
    })

    const userId = signedUp.response.user.id
    const start = Date.parse('2026-11-20T10:00:00Z')
    for (let minute = 0; minute < HISTORY_LENGTH + 3; minute++) {
      await addSignInEvent(auth, userId, {
        at: new Date(start + minute * 60_000),
        method: 'code',
        succeeded: true,
        userAgent: 'test',
        place: null,
      })
    }
    const events = await signInEvents(auth, userId)
    expect(events).toHaveLength(HISTORY_LENGTH)
    expect(events[0]!.at).toEqual(new Date(start + (HISTORY_LENGTH + 2) * 60_000))
    await closePostgresPools()
  }, 60_000)

  it('takes an authenticator code once, even sent to two instances at once', async () => {
    const { spentCodes } = await import('@/lib/auth/spent-codes')
    const pools = [new pg.Pool({ connectionString: url }), new pg.Pool({ connectionString: url })]
    try {
      const [a, b] = pools.map(spentCodes)
      const taken = await Promise.all([a!.take('ada', 100), b!.take('ada', 100)])
      expect(taken.toSorted()).toEqual([false, true])
      expect(await b!.spent('ada', 100)).toBe(true)
      expect(await a!.take('ada', 99)).toBe(false)
      expect(await b!.take('ada', 101)).toBe(true)
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
  })

  it('keeps passkeys: one added on the account signs it in, and its challenge is used once', async () => {
    vi.resetModules()
    const { authDatabase } = await import('@/lib/auth/database')
    const { createAuth, migrate } = await import('@/lib/auth/better-auth')
    const passkeys = await import('@/lib/auth/passkeys')
    const database = authDatabase({ DATABASE_URL: url })
    const secret = 'a-test-secret-that-is-long-enough-1234567890'
    await migrate(database, secret)
    const confirmations: string[] = []
    const auth = createAuth({
      database,
      secret,
      secure: false,
      env: {},
      hashing: cheapHashing,
      mailer: {
        sendResetLink: async () => undefined,
        sendConfirmationLink: async (link) => void confirmations.push(link.token),
      },
    })
    const browser = { host: 'localhost:3000', 'user-agent': 'test' }
    const withCookies = (cookies: string[]) =>
      new Headers({ ...browser, cookie: cookies.map((cookie) => cookie.split(';')[0]).join('; ') })
    const email = `ada-passkey-${Date.now()}@clinic.example`
    const signedUp = await auth.api.signUpEmail({
      body: { name: 'Ada', email, password: 'correct horse battery' },
      headers: new Headers(browser),
      returnHeaders: true,
    })
    await auth.api.verifyEmail({ query: { token: confirmations[0]! }, headers: new Headers(browser) })
    const device = softwareAuthenticator('localhost', 'http://localhost:3000')
    const session = signedUp.headers.getSetCookie()
    const registration = await passkeys.registrationOptions(auth, withCookies(session))
    if (!registration.ok) throw new Error(registration.reason)
    const added = await passkeys.addPasskey(
      auth,
      withCookies([...session, ...registration.cookies]),
      device.register(registration.options) as unknown as RegistrationResponseJSON,
      'Laptop',
    )
    expect(added).toEqual({ ok: true })

    const challenge = await passkeys.signInOptions(auth, new Headers(browser))
    if (!challenge.ok) throw new Error(challenge.reason)
    const answer = device.signIn(challenge.options) as unknown as AuthenticationResponseJSON
    const twice = await Promise.all([
      passkeys.signInWithPasskey(auth, withCookies(challenge.cookies), answer),
      passkeys.signInWithPasskey(auth, withCookies(challenge.cookies), answer),
    ])
    expect(twice.map((result) => (result.ok ? 'signed in' : result.reason)).toSorted()).toEqual([
      'expired',
      'signed in',
    ])
    const rows = await sql(url, 'SELECT name FROM passkey')
    expect(rows).toEqual([{ name: 'Laptop' }])
    await closePostgresPools()
  }, 60_000)
})
