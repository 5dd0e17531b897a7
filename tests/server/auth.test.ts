import { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'
import { createAuth, deleteResetLinks, migrate, type AccountLink } from '@/lib/auth/better-auth'
import { freshAuthDatabase, TEST_AUTH_SECRET, testAuth } from '../support/auth-server'

/*
 * The Better Auth configuration (lib/auth/better-auth.ts) on a real SQLite file: migrations, the
 * plan and trial, cookie and session lifetimes, revocation, reset tokens and links.
 */

const PASSWORD = 'correct horse battery'
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0' }

let db: DatabaseSync
let links: AccountLink[]
let confirmations: AccountLink[]
const make = (secure = false) => testAuth({ db, secure, resetLinks: links, confirmationLinks: confirmations })

beforeEach(async () => {
  db = await freshAuthDatabase('auth-server-')
  links = []
  confirmations = []
})

const host = (value: string) => new Headers({ host: value, ...browser })
const local = host('127.0.0.1:3210')

async function signUp(auth = make(), email = 'ada@clinic.example', plan = 'starter') {
  return auth.api.signUpEmail({ body: { name: 'Ada', email, password: PASSWORD, plan }, headers: local })
}

async function signIn(auth: ReturnType<typeof make>, rememberMe: boolean) {
  const { headers } = await auth.api.signInEmail({
    body: { email: 'ada@clinic.example', password: PASSWORD, rememberMe },
    headers: local,
    returnHeaders: true,
  })
  const cookies = headers.getSetCookie()
  const session = cookies.find((cookie) => /session_token=/.test(cookie))!
  // What the browser sends back: every cookie set (without Remember Me, also the signed dont_remember).
  const jar = cookies.map((cookie) => cookie.split(';')[0]!).join('; ')
  return { cookies, session, cookie: new Headers({ ...browser, host: '127.0.0.1:3210', cookie: jar }) }
}

describe('the database', () => {
  it('is created and migrated on first use, and a later migration adds what is missing without losing rows', async () => {
    const tables = () =>
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
        (row) => row.name,
      )
    expect(tables()).toEqual(expect.arrayContaining(['account', 'session', 'user', 'verification']))
    await signUp()
    // An older schema: no trial column yet.
    db.exec('ALTER TABLE user DROP COLUMN trialEndsAt')
    await migrate(db, TEST_AUTH_SECRET)
    const columns = (db.prepare('PRAGMA table_info(user)').all() as { name: string }[]).map((column) => column.name)
    expect(columns).toContain('trialEndsAt')
    expect(db.prepare('SELECT email, plan FROM user').all()).toEqual([
      expect.objectContaining({ email: 'ada@clinic.example', plan: 'starter' }),
    ])
  })
  it('begins each transaction with the write lock, so a commit from another connection cannot fail its first write', async () => {
    await signUp()
    const other = new DatabaseSync(db.location()!, { timeout: 0 })
    const { adapter } = await make().$context
    await adapter.transaction(async (trx) => {
      expect(await trx.findMany({ model: 'user' })).toHaveLength(1)
      // Another writer (a script, a second process) waits for the transaction to end...
      expect(() => other.exec("UPDATE user SET name = 'Eve'")).toThrow(/locked/)
      // ...and the transaction's own write, after its read, goes through.
      await trx.update({
        model: 'user',
        where: [{ field: 'email', value: 'ada@clinic.example' }],
        update: { name: 'Ada L.' },
      })
    })
    expect(other.prepare('SELECT name FROM user').get()).toEqual({ name: 'Ada L.' })
    other.close()
  })
})

describe('sign-up', () => {
  it('records the plan, and no trial before anyone has proven the address (the confirmation starts it)', async () => {
    const { user } = await signUp()
    expect(user).toMatchObject({ plan: 'starter', trialEndsAt: null, passwordChosenByOwner: false })
    const free = await signUp(make(), 'grace@clinic.example', 'platinum')
    expect(free.user).toMatchObject({ plan: 'free', trialEndsAt: null })
  })

  it('does not let a client choose its own trial end', async () => {
    await expect(
      make().api.signUpEmail({
        body: {
          name: 'Eve',
          email: 'eve@clinic.example',
          password: PASSWORD,
          plan: 'business',
          trialEndsAt: new Date(2099, 0),
        } as never,
        headers: local,
      }),
    ).rejects.toThrow()
  })
})

describe('e-mail confirmation', () => {
  it('mails a link at sign-up that confirms the address, and a forged or foreign link confirms nothing', async () => {
    const auth = make()
    const { user } = await signUp(auth)
    expect(user.emailVerified).toBe(false)
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]).toMatchObject({ email: 'ada@clinic.example', origin: 'http://127.0.0.1:3210' })
    await expect(
      auth.api.verifyEmail({ query: { token: `${confirmations[0]!.token}x` }, headers: local }),
    ).rejects.toThrow()
    await auth.api.verifyEmail({ query: { token: confirmations[0]!.token }, headers: local })
    const row = db.prepare('SELECT emailVerified FROM user WHERE email = ?').get('ada@clinic.example') as {
      emailVerified: number
    }
    expect(row.emailVerified).toBe(1)
  })
})

describe('sessions', () => {
  it('without Remember Me: a cookie with no Max-Age or Expires, and a 12-hour session on the server', async () => {
    const auth = make()
    await signUp(auth)
    const { session, cookie } = await signIn(auth, false)
    expect(session).toMatch(/^better-auth\.session_token=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/)
    const current = await auth.api.getSession({ headers: cookie })
    const hours = (new Date(current!.session.expiresAt).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(11.9)
    expect(hours).toBeLessThanOrEqual(12)
  })

  it('with Remember Me: a 30-day cookie and session', async () => {
    const auth = make()
    await signUp(auth)
    const { session, cookie } = await signIn(auth, true)
    expect(session).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)
    const current = await auth.api.getSession({ headers: cookie })
    const days = (new Date(current!.session.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
  })

  it('over https the cookies are __Host- cookies: Secure, Path=/, no Domain', async () => {
    const auth = make(true)
    await signUp(auth)
    const { cookies } = await signIn(auth, false)
    expect(cookies.length).toBeGreaterThan(1)
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-better-auth\.\w+=/)
      expect(cookie).toMatch(/; Secure/)
      expect(cookie).toMatch(/; Path=\/;/)
      expect(cookie).not.toMatch(/Domain=/i)
    }
  })

  /** Moves a session's start (and what was derived from it) back in the database, as time would. */
  function age(hours: number) {
    const shift = hours * 3_600_000
    const rows = db.prepare('SELECT id, createdAt, updatedAt, expiresAt, lastsUntil FROM session').all() as Record<
      string,
      string | number
    >[]
    const back = (value: string | number | null) =>
      value === null ? null : new Date(new Date(value).getTime() - shift).toISOString()
    for (const row of rows) {
      db.prepare('UPDATE session SET createdAt = ?, updatedAt = ?, expiresAt = ?, lastsUntil = ? WHERE id = ?').run(
        back(row.createdAt!),
        back(row.updatedAt!),
        back(row.expiresAt!),
        back(row.lastsUntil ?? null),
        row.id!,
      )
    }
  }

  it('without Remember Me, a session sending only its token is never renewed past 12 hours', async () => {
    const auth = make()
    await signUp(auth)
    const { session } = await signIn(auth, false)
    // The client drops the dont_remember cookie: Better Auth would renew the session to 30 days.
    const tokenOnly = new Headers({ ...browser, host: '127.0.0.1:3210', cookie: session.split(';')[0]! })
    age(11)
    const renewed = await auth.api.getSession({ headers: tokenOnly })
    const hoursLeft = (new Date(renewed!.session.expiresAt).getTime() - Date.now()) / 3_600_000
    expect(hoursLeft).toBeLessThanOrEqual(1)
    age(1.01)
    expect(await auth.api.getSession({ headers: tokenOnly })).toBeNull()
  })

  it('with Remember Me, a session slides 30 days at a time but ends 90 days after sign-in', async () => {
    const auth = make()
    await signUp(auth)
    const { cookie } = await signIn(auth, true)
    // The visitor comes back every 20 days: each visit renews the session for 30 more.
    for (let visit = 0; visit < 4; visit++) {
      age(20 * 24)
      expect(await auth.api.getSession({ headers: cookie })).not.toBeNull()
    }
    const renewed = await auth.api.getSession({ headers: cookie })
    const daysLeft = (new Date(renewed!.session.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(9.9)
    expect(daysLeft).toBeLessThanOrEqual(10)
    age(10 * 24 + 1)
    expect(await auth.api.getSession({ headers: cookie })).toBeNull()
  })

  it('a remembered session days old may still list and end the account’s sessions', async () => {
    const auth = make()
    await signUp(auth)
    const { cookie } = await signIn(auth, true)
    await signIn(auth, true)
    age(48)
    // The sign-up's own session was a short one and has ended; the two remembered ones go on.
    expect(await auth.api.listSessions({ headers: cookie })).toHaveLength(2)
    expect(await auth.api.revokeOtherSessions({ headers: cookie })).toEqual({ status: true })
    // Only the session that asked is left.
    const left = await auth.api.listSessions({ headers: cookie })
    expect(left).toHaveLength(1)
    expect(left[0]!.token).toBe((await auth.api.getSession({ headers: cookie }))!.session.token)
  })

  it('a revoked session fails on its very next use: no cookie cache', async () => {
    const auth = make()
    await signUp(auth)
    const { cookies, cookie } = await signIn(auth, true)
    expect(cookies.some((value) => value.includes('session_data'))).toBe(false)
    expect(await auth.api.getSession({ headers: cookie })).not.toBeNull()
    const other = await signIn(auth, true)
    await auth.api.revokeOtherSessions({ headers: other.cookie })
    expect(await auth.api.getSession({ headers: cookie })).toBeNull()
    expect(await auth.api.getSession({ headers: other.cookie })).not.toBeNull()
  })
})

describe('password reset', () => {
  it('stores the token hashed, for one hour, and builds the link on the visitor loopback origin', async () => {
    const auth = make()
    await signUp(auth)
    await auth.api.requestPasswordReset({ body: { email: 'ada@clinic.example' }, headers: local })
    expect(links).toEqual([expect.objectContaining({ email: 'ada@clinic.example', origin: 'http://127.0.0.1:3210' })])
    const row = db.prepare('SELECT identifier, expiresAt FROM verification').get() as {
      identifier: string
      expiresAt: string
    }
    expect(row.identifier).not.toContain(links[0]!.token)
    expect(row.identifier).toMatch(/^reset-password:[\w-]{43}$/)
    const minutes = (Date.parse(row.expiresAt) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
  })

  it('never builds a link on a host a client chose', async () => {
    const auth = make()
    await signUp(auth)
    await auth.api.requestPasswordReset({ body: { email: 'ada@clinic.example' }, headers: host('evil.example') })
    expect(links[0]!.origin).toBe('http://localhost:3000')
    const configured = createAuth({
      database: db,
      secret: TEST_AUTH_SECRET,
      secure: true,
      env: { NODE_ENV: 'production', SITE_URL: 'https://medicore.example' },
      mailer: { sendResetLink: async (link) => void links.push(link), sendConfirmationLink: async () => {} },
    })
    await configured.api.requestPasswordReset({ body: { email: 'ada@clinic.example' }, headers: host('evil.example') })
    expect(links[1]!.origin).toBe('https://medicore.example')
  })

  it("ending the account's reset links ends every unused one, and no other account's", async () => {
    const auth = make()
    const { user } = await signUp(auth)
    await signUp(auth, 'grace@clinic.example')
    for (const email of ['ada@clinic.example', 'ada@clinic.example', 'grace@clinic.example']) {
      await auth.api.requestPasswordReset({ body: { email }, headers: local })
    }
    const [used, older, graces] = links.map((link) => link.token)
    await auth.api.resetPassword({ body: { token: used!, newPassword: 'a new password' }, headers: local })
    // Better Auth alone consumes only the link used: the older one would set the password again.
    await deleteResetLinks(auth, user.id)
    await expect(
      auth.api.resetPassword({ body: { token: older!, newPassword: 'an attacker password' }, headers: local }),
    ).rejects.toThrow(/Invalid token/)
    await auth.api.resetPassword({ body: { token: graces!, newPassword: 'grace new password' }, headers: local })
    // Still stored hashed: the prefix alone is readable.
    const identifiers = (db.prepare('SELECT identifier FROM verification').all() as { identifier: string }[]).map(
      (row) => row.identifier,
    )
    for (const identifier of identifiers) expect(identifier).not.toContain(older!)
  })

  it('a token works once', async () => {
    const auth = make()
    await signUp(auth)
    await auth.api.requestPasswordReset({ body: { email: 'ada@clinic.example' }, headers: local })
    const { token } = links[0]!
    await auth.api.resetPassword({ body: { token, newPassword: 'a new password' }, headers: local })
    await expect(
      auth.api.resetPassword({ body: { token, newPassword: 'another one' }, headers: local }),
    ).rejects.toThrow(/Invalid token/)
  })
})
