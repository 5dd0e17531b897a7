import type { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { AccountLink, Auth } from '@/lib/auth/better-auth'
import { SIGN_IN_LIMITS } from '@/lib/auth/lockout'
import type { Mail } from '@/lib/mail'
import { freshAuthDatabase, testAuth } from '../support/auth-server'
import { authenticatorApp } from '../support/authenticator'

/*
 * Two-step sign-in and the sign-in history (lib/auth/two-factor.ts, sign-ins.ts) over Better Auth
 * on a real SQLite file, as the server actions call them: a browser is a cookie jar (Next's
 * cookies(), which Better Auth's nextCookies plugin writes to), mails are kept instead of queued.
 */

const jar = vi.hoisted(() => new Map<string, string>())
const nextHeaders = vi.hoisted(() => () => ({
  cookies: async () => ({
    set: (name: string, value: string, options?: { maxAge?: number }) =>
      options?.maxAge === 0 || value === '' ? jar.delete(name) : jar.set(name, value),
  }),
  headers: async () => new Headers(),
}))
vi.mock('next/headers', nextHeaders)
// What Better Auth's nextCookies plugin does in a request (it imports Next's own module, out of vi.mock's reach).
vi.mock('better-auth/next-js', async () => {
  const { createAuthMiddleware } = await import('better-auth/api')
  const { parseSetCookieHeader } = await import('better-auth/cookies')
  const copyCookies = createAuthMiddleware(async (ctx) => {
    const set = ctx.context.responseHeaders?.get('set-cookie')
    if (!set) return
    parseSetCookieHeader(set).forEach((cookie, name) =>
      cookie['max-age'] === 0 || cookie.value === ''
        ? jar.delete(name)
        : jar.set(name, encodeURIComponent(cookie.value)),
    )
  })
  return {
    nextCookies: () => ({ id: 'test-cookies', hooks: { after: [{ matcher: () => true, handler: copyCookies }] } }),
  }
})
const mails = vi.hoisted(() => [] as Mail[])
vi.mock('@/lib/mail', () => ({ queueMail: async (mail: Mail) => void mails.push(mail) }))
const current = vi.hoisted(() => ({ auth: undefined as Auth | undefined }))
vi.mock('@/lib/auth/instance', async (original) => ({
  ...(await original<typeof import('@/lib/auth/instance')>()),
  authOf: async () => current.auth!,
}))

const { signIn } = await import('@/lib/auth/accounts')
const { resetPassword } = await import('@/lib/auth/passwords')
const { endOtherSessions, recentSignIns } = await import('@/lib/auth/account-sessions')
const { confirmTwoFactor, renewRecoveryCodes, signInWithCode, startTwoFactor, turnOffTwoFactor, twoFactorSettings } =
  await import('@/lib/auth/two-factor')
const { addSignInEvent, HISTORY_LENGTH, signInEvents } = await import('@/lib/auth/sign-in-history')

const EMAIL = 'ada@clinic.example'
const PASSWORD = 'correct horse battery'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/** This browser's request: its user agent and the cookies in the jar. */
const browser = () =>
  new Headers({
    'user-agent': CHROME,
    host: '127.0.0.1:3210',
    cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  })

/** A new browser: nothing in the jar. */
const newBrowser = () => jar.clear()

/** Puts this browser's cookies back when the test ends: the later tests go on in the owner's signed-in browser. */
function restoreBrowserAfterTest() {
  const kept = new Map(jar)
  onTestFinished(() => {
    jar.clear()
    kept.forEach((value, name) => jar.set(name, value))
  })
  return kept
}

let db: DatabaseSync
const resetLinks: AccountLink[] = []
/** The owner's authenticator app, once the account page has printed its key. */
let app: ReturnType<typeof authenticatorApp>
let recoveryCodes: string[] = []
let nextClient = 1
/** A client address of its own, for each part of the story, so that the per-client counts start at zero. */
const newClient = () => `203.0.113.${nextClient++}`

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  db = await freshAuthDatabase('two-factor-')
  current.auth = testAuth({ db, resetLinks, confirmationLinks: [] })
  await current.auth.api.signUpEmail({ body: { name: 'Ada', email: EMAIL, password: PASSWORD }, headers: browser() })
})
afterAll(() => void vi.useRealTimers())

describe('before the address is confirmed', () => {
  it('two-step sign-in cannot be set up: whoever signed the address up may not own it', async () => {
    const client = newClient()
    expect(await twoFactorSettings(browser())).toEqual({ state: 'unconfirmed' })
    expect(await startTwoFactor(PASSWORD, browser(), client)).toEqual({ ok: false, reason: 'unconfirmed' })
    expect(await confirmTwoFactor('123456', browser(), client)).toEqual({ ok: false, reason: 'unconfirmed' })
    db.prepare('UPDATE user SET emailVerified = 1 WHERE email = ?').run(EMAIL)
  })
})

describe('two-step sign-in', () => {
  it('is set up with the password and turned on with a code from the app; the recovery codes come once', async () => {
    const client = newClient()
    expect(await twoFactorSettings(browser())).toEqual({ state: 'off' })
    expect(await startTwoFactor('not the password', browser(), client)).toEqual({ ok: false, reason: 'wrong-password' })
    expect(await startTwoFactor(PASSWORD, browser(), client)).toEqual({ ok: true })
    const pending = await twoFactorSettings(browser())
    expect(pending).toMatchObject({ state: 'pending', uri: expect.stringMatching(/^otpauth:\/\/totp\/MediCore/) })
    // A code works once: the app waits for the next time step by moving this test's clock.
    app = authenticatorApp(pending?.state === 'pending' ? pending.key : '', {
      wait: (ms) => void vi.setSystemTime(Date.now() + ms),
    })
    expect(await confirmTwoFactor('123', browser(), client)).toEqual({ ok: false, reason: 'invalid-code' })
    const confirmed = await confirmTwoFactor(await app.nextCode(), browser(), client)
    expect(confirmed).toMatchObject({ ok: true, recoveryCodes: expect.any(Array) })
    recoveryCodes = confirmed.ok ? confirmed.recoveryCodes : []
    expect(recoveryCodes).toHaveLength(10)
    expect(await twoFactorSettings(browser())).toEqual({ state: 'on' })
    // The owner hears of it, with a link that signs out and mails a reset link, but never turns the factor off.
    const notices = mails.filter((mail) => mail.kind === 'sign-in-method')
    expect(notices).toEqual([expect.objectContaining({ to: EMAIL })])
    expect(notices[0]!.text).toContain('Two-step sign-in was just turned on')
    expect(notices[0]!.text).toMatch(
      /If this was not you, sign out every session .*\n\nhttp:\/\/127\.0\.0\.1:3210\/users\/not-me\?token=/,
    )
  })

  it('signs in with a code, records it, and mails a notice of the new browser with a "This wasn\'t me" link', async () => {
    newBrowser()
    mails.length = 0
    const client = newClient()
    await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)
    expect(await signInWithCode({ code: '12 34', trustBrowser: false }, browser(), client)).toEqual({
      ok: false,
      reason: 'invalid-code',
    })
    const code = await app.nextCode()
    expect(await signInWithCode({ code, trustBrowser: false }, browser(), client)).toEqual({ ok: true, locale: 'en' })
    const [latest] = await recentSignIns(browser())
    expect(latest).toMatchObject({ method: 'code', succeeded: true, userAgent: CHROME, place: null })
    expect(mails).toEqual([expect.objectContaining({ to: EMAIL, kind: 'new-browser' })])
    expect(mails[0]!.text).toMatch(/Chrome on Linux/)
    expect(mails[0]!.text).toMatch(/http:\/\/127\.0\.0\.1:3210\/users\/not-me\?token=[\w-]{32}/)

    // The same code, seen over a shoulder, opens no second session: a code works once.
    restoreBrowserAfterTest()
    newBrowser()
    await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)
    expect(await signInWithCode({ code, trustBrowser: false }, browser(), client)).toEqual({
      ok: false,
      reason: 'wrong-code',
    })
  })

  it('signs in once when two browsers send the same new code at once', async () => {
    restoreBrowserAfterTest()
    const pending = []
    for (let i = 0; i < 2; i++) {
      newBrowser()
      await signIn({ email: EMAIL, password: PASSWORD }, browser(), newClient())
      pending.push(browser())
    }
    const code = await app.nextCode()
    const answers = await Promise.all(
      pending.map((headers) => signInWithCode({ code, trustBrowser: false }, headers, newClient())),
    )
    expect(answers.map((answer) => answer.ok).sort()).toEqual([false, true])
  })

  it("refuses another account's code at this account's code step, even from a browser signed in to that account", async () => {
    restoreBrowserAfterTest()
    // Someone with Ada's password and an account of their own, with two-step sign-in on.
    newBrowser()
    const client = newClient()
    const intruder = { email: 'mallory@clinic.example', password: 'another horse battery' }
    await current.auth!.api.signUpEmail({ body: { name: 'Mallory', ...intruder }, headers: browser() })
    db.prepare('UPDATE user SET emailVerified = 1 WHERE email = ?').run(intruder.email)
    expect(await startTwoFactor(intruder.password, browser(), client)).toEqual({ ok: true })
    const settings = await twoFactorSettings(browser())
    const intrudersApp = authenticatorApp(settings?.state === 'pending' ? settings.key : '', {
      wait: (ms) => void vi.setSystemTime(Date.now() + ms),
    })
    expect(await confirmTwoFactor(await intrudersApp.nextCode(), browser(), client)).toMatchObject({ ok: true })
    const intrudersSession = new Map(jar)
    expect(await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)).toEqual({
      ok: false,
      reason: 'two-step',
    })
    // The password step ends the browser's session; they send its cookies again beside Ada's code step.
    intrudersSession.forEach((value, name) => jar.set(name, value))
    const cookiesBefore = new Map(jar)
    expect(
      await signInWithCode({ code: await intrudersApp.nextCode(), trustBrowser: true }, browser(), client),
    ).toEqual({ ok: false, reason: 'wrong-code' })
    // Nothing of Ada's was handed over (no session, no trusted browser), and her history has the failure.
    expect(jar).toEqual(cookiesBefore)
    const ada = db.prepare('SELECT id FROM user WHERE email = ?').get(EMAIL) as { id: string }
    expect((await signInEvents(current.auth!, ada.id))[0]).toMatchObject({ method: 'code', succeeded: false })
  })

  it('takes a recovery code once', async () => {
    newBrowser()
    const client = newClient()
    await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)
    expect(await signInWithCode({ code: recoveryCodes[0]!, trustBrowser: false }, browser(), client)).toMatchObject({
      ok: true,
    })
    expect((await recentSignIns(browser()))[0]).toMatchObject({ method: 'recovery-code', succeeded: true })
    newBrowser()
    await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)
    expect(await signInWithCode({ code: recoveryCodes[0]!, trustBrowser: false }, browser(), client)).toEqual({
      ok: false,
      reason: 'wrong-code',
    })
    expect(await signInWithCode({ code: recoveryCodes[1]!, trustBrowser: false }, browser(), client)).toMatchObject({
      ok: true,
    })
    const methods = (await recentSignIns(browser())).map((event) => [event.method, event.succeeded])
    expect(methods.slice(0, 2)).toEqual([
      ['recovery-code', true],
      ['recovery-code', false],
    ])
  })

  it('ends a sign-in waiting for its code when the owner signs out everywhere else: the code opens no session', async () => {
    const owner = restoreBrowserAfterTest()
    // Someone with the password, at the code step, relaying a code they tricked the owner into giving.
    newBrowser()
    const client = newClient()
    expect(await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)).toEqual({
      ok: false,
      reason: 'two-step',
    })
    const intruder = new Map(jar)
    jar.clear()
    owner.forEach((value, name) => jar.set(name, value))
    expect(await endOtherSessions(browser())).toBe(true)
    jar.clear()
    intruder.forEach((value, name) => jar.set(name, value))
    expect(await signInWithCode({ code: await app.nextCode(), trustBrowser: true }, browser(), client)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await recentSignIns(browser())).toEqual([])
  })

  it('lets a trusted browser skip the code for 30 days', async () => {
    newBrowser()
    const client = newClient()
    await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)
    expect(await signInWithCode({ code: await app.nextCode(), trustBrowser: true }, browser(), client)).toMatchObject({
      ok: true,
    })
    // Signed out (the session cookie gone), the browser keeps its trust.
    for (const name of [...jar.keys()]) if (name.includes('session_token')) jar.delete(name)
    expect(await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)).toEqual({ ok: true, locale: 'en' })
    expect((await recentSignIns(browser()))[0]).toMatchObject({ method: 'password', succeeded: true })
  })

  it('records a wrong password in the history', async () => {
    const client = newClient()
    const stranger = new Headers({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' })
    expect(await signIn({ email: EMAIL, password: 'wrong password' }, stranger, client)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect((await recentSignIns(browser()))[0]).toMatchObject({ method: 'password', succeeded: false })
  })

  it('asks a new browser for a code after the password; of 30 wrong codes sent at once, only the tries the guard allows are checked, and the right code works once the window is over', async () => {
    // The signed-in browser of the earlier steps comes back for the next test.
    restoreBrowserAfterTest()
    newBrowser()
    const client = newClient()
    // An hour after the earlier steps' wrong guesses: the address's counts start from none.
    const pastTheWindows = () => vi.setSystemTime(Date.now() + SIGN_IN_LIMITS.perAddressWindowSeconds * 1000 + 1_000)
    pastTheWindows()
    expect(await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)).toEqual({
      ok: false,
      reason: 'two-step',
    })
    // No session yet: only the code step's cookie.
    expect(await recentSignIns(browser())).toEqual([])
    const checked = vi.spyOn(current.auth!.api, 'verifyTOTP')
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signInWithCode({ code: '000000', trustBrowser: false }, browser(), client)),
    )
    // The password step keeps one of the guard's five tries until a code is right (accounts.ts): the
    // other four reach Better Auth's check, and the rest are refused unchecked. Of those four, one
    // that comes while another is checked may find the pending sign-in's count taken: 'expired'.
    const tries = SIGN_IN_LIMITS.perBrowser - 1
    expect(checked.mock.calls.length).toBe(tries)
    const reasons = answers.map((answer) => (answer.ok ? 'signed in' : answer.reason))
    expect(reasons.filter((reason) => reason === 'locked')).toHaveLength(30 - tries)
    expect(reasons.filter((reason) => !['locked', 'wrong-code', 'expired'].includes(reason))).toEqual([])
    // The right code from that client waits out the window too...
    expect(await signInWithCode({ code: await app.peekCode(), trustBrowser: false }, browser(), client)).toMatchObject({
      ok: false,
      reason: 'locked',
    })
    // ...and, once the address's counts have run out (an hour), signs in: the guard refused the guesses, not everyone.
    pastTheWindows()
    expect(await signIn({ email: EMAIL, password: PASSWORD }, browser(), client)).toEqual({
      ok: false,
      reason: 'two-step',
    })
    expect(await signInWithCode({ code: await app.nextCode(), trustBrowser: false }, browser(), client)).toMatchObject({
      ok: true,
    })
  })

  it('makes ten new recovery codes with the password and a code; the earlier ones stop working', async () => {
    const client = newClient()
    const [earlier, stillUnused] = [recoveryCodes[4]!, recoveryCodes[5]!]
    expect(await renewRecoveryCodes({ password: PASSWORD, code: '000000' }, browser(), client)).toEqual({
      ok: false,
      reason: 'wrong-code',
    })
    expect(
      await renewRecoveryCodes({ password: 'wrong password', code: await app.peekCode() }, browser(), client),
    ).toEqual({ ok: false, reason: 'wrong-password' })
    mails.length = 0
    const renewed = await renewRecoveryCodes({ password: PASSWORD, code: earlier }, browser(), client)
    if (!renewed.ok) throw new Error(renewed.reason)
    expect(renewed.recoveryCodes).toHaveLength(10)
    expect(renewed.recoveryCodes).not.toContain(stillUnused)
    expect(mails).toEqual([expect.objectContaining({ to: EMAIL, kind: 'sign-in-method' })])
    expect(mails[0]!.text).toContain('New recovery codes were just made')

    // The earlier codes stop working; the new ones work.
    expect(await renewRecoveryCodes({ password: PASSWORD, code: stillUnused }, browser(), client)).toEqual({
      ok: false,
      reason: 'wrong-code',
    })
    const again = await renewRecoveryCodes({ password: PASSWORD, code: renewed.recoveryCodes[0]! }, browser(), client)
    if (!again.ok) throw new Error(again.reason)
    recoveryCodes = again.recoveryCodes
  })

  it('is turned off only with the password and a code', async () => {
    const client = newClient()
    expect(await turnOffTwoFactor({ password: PASSWORD, code: '000000' }, browser(), client)).toEqual({
      ok: false,
      reason: 'wrong-code',
    })
    expect(
      await turnOffTwoFactor({ password: 'wrong password', code: await app.peekCode() }, browser(), client),
    ).toEqual({
      ok: false,
      reason: 'wrong-password',
    })
    expect(await twoFactorSettings(browser())).toEqual({ state: 'on' })
    mails.length = 0
    expect(await turnOffTwoFactor({ password: PASSWORD, code: recoveryCodes[2]! }, browser(), client)).toEqual({
      ok: true,
    })
    expect(await twoFactorSettings(browser())).toEqual({ state: 'off' })
    expect(mails).toEqual([expect.objectContaining({ to: EMAIL, kind: 'sign-in-method' })])
    expect(mails[0]!.text).toContain('Two-step sign-in was just turned off')
  })
})

describe('an address someone else signed up', () => {
  it('a reset from the address removes the two-step sign-in they set up: the owner is signed in, not asked for their code', async () => {
    const squatted = 'squatted@clinic.example'
    const verified = (value: 0 | 1) =>
      db.prepare('UPDATE user SET emailVerified = ? WHERE email = ?').run(value, squatted)
    newBrowser()
    await current.auth!.api.signUpEmail({
      body: { name: 'Mallory', email: squatted, password: PASSWORD },
      headers: browser(),
    })
    // Set up while the address was unconfirmed, as an earlier version allowed.
    verified(1)
    expect(await startTwoFactor(PASSWORD, browser(), newClient())).toEqual({ ok: true })
    const settings = await twoFactorSettings(browser())
    const theirs = authenticatorApp(settings?.state === 'pending' ? settings.key : '')
    expect(await confirmTwoFactor(await theirs.nextCode(), browser(), newClient())).toMatchObject({ ok: true })
    verified(0)

    newBrowser()
    await current.auth!.api.requestPasswordReset({ body: { email: squatted }, headers: browser() })
    const reset = await resetPassword(
      { token: resetLinks.at(-1)!.token, password: 'the owner’s own password' },
      browser(),
    )
    expect(reset).toEqual({ ok: true, locale: 'en', codeStep: false })
    expect(await twoFactorSettings(browser())).toEqual({ state: 'off' })
  })
})

describe('the sign-in history', () => {
  it(`keeps an account's newest ${HISTORY_LENGTH} events, the newest first`, async () => {
    const auth = current.auth!
    const { user } = await auth.api.signUpEmail({
      body: { name: 'Grace', email: 'grace@clinic.example', password: PASSWORD },
      headers: browser(),
    })
    const start = Date.parse('2026-11-20T10:00:00Z')
    for (let minute = 0; minute < HISTORY_LENGTH + 5; minute++) {
      await addSignInEvent(auth, user.id, {
        at: new Date(start + minute * 60_000),
        method: minute % 2 ? 'passkey' : 'password',
        succeeded: minute % 3 !== 0,
        userAgent: null,
        place: null,
      })
    }
    const events = await signInEvents(auth, user.id)
    expect(events).toHaveLength(HISTORY_LENGTH)
    expect(events[0]).toMatchObject({ at: new Date(start + (HISTORY_LENGTH + 4) * 60_000), method: 'password' })
    expect(events.at(-1)!.at).toEqual(new Date(start + 5 * 60_000))
    expect(db.prepare('SELECT COUNT(*) AS n FROM signInEvent WHERE userId = ?').get(user.id)).toEqual({
      n: HISTORY_LENGTH,
    })
  })
})
