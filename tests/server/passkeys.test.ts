import type { DatabaseSync } from 'node:sqlite'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountLink, Auth } from '@/lib/auth/better-auth'
import type { Mail } from '@/lib/mail'
import { redeemNotMeToken, secureAccount } from '@/lib/auth/not-me'
import {
  addPasskey,
  listPasskeys,
  PASSKEYS_PER_ACCOUNT,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInOptions,
  signInWithPasskey,
} from '@/lib/auth/passkeys'
import { PASSKEY_SIGN_IN_LIMITS, reservePasskeySignIn } from '@/lib/auth/request-limits'
import { countsAsTwoFactors } from '@/lib/auth/sessions'
import { UNIDENTIFIED_CLIENT } from '@/lib/limits/client-key'
import { freshAuthDatabase, testAuth } from '../support/auth-server'
import { softwareAuthenticator } from '../support/software-authenticator'

/*
 * Passkeys (lib/auth/passkeys.ts over Better Auth's passkey plugin) on a real SQLite file, with a
 * software authenticator that signs with a real P-256 key: adding one, signing in with it, and
 * every answer the server must refuse with a reason (never an error): a challenge expired or used
 * twice, another origin, a credential nobody holds, a device that did not check its user.
 */

const PASSWORD = 'correct horse battery'
const ORIGIN = 'http://localhost:3210'
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0', host: 'localhost:3210' }

const mails = vi.hoisted(() => [] as Mail[])
vi.mock('@/lib/mail', () => ({ queueMail: async (mail: Mail) => void mails.push(mail) }))

let db: DatabaseSync
let auth: Auth
let confirmations: AccountLink[]

beforeEach(async () => {
  db = await freshAuthDatabase('passkeys-')
  confirmations = []
  mails.length = 0
  auth = testAuth({ db, resetLinks: [], confirmationLinks: confirmations })
})

/** A browser's cookie jar: each request sends what the earlier answers set. */
function jar(cookies: string[] = []) {
  const values = new Map<string, string>()
  const headers = () =>
    new Headers({ ...browser, cookie: [...values].map(([name, value]) => `${name}=${value}`).join('; ') })
  const take = (set: string[]) => {
    for (const cookie of set) {
      const [pair, ...attributes] = cookie.split(';')
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
      if (attributes.some((attribute) => /max-age=0/i.test(attribute))) values.delete(name)
      else values.set(name, value)
    }
  }
  take(cookies)
  return { headers, take }
}

/** A signed-up account, its address confirmed unless said otherwise, signed in: its browser's jar. */
async function signedIn(email = 'ada@clinic.example', { confirmed = true } = {}) {
  const { headers } = await auth.api.signUpEmail({
    body: { name: 'Ada', email, password: PASSWORD },
    headers: new Headers(browser),
    returnHeaders: true,
  })
  if (confirmed) {
    const link = confirmations.find((candidate) => candidate.email === email)!
    await auth.api.verifyEmail({ query: { token: link.token }, headers: new Headers(browser) })
  }
  return jar(headers.getSetCookie())
}

type Jar = ReturnType<typeof jar>
type Device = ReturnType<typeof softwareAuthenticator>

/** Adds a passkey of `device` to the account signed in with `browserJar`, as /account does. */
async function register(browserJar: Jar, device: Device, name?: string, bend?: Parameters<Device['register']>[1]) {
  const options = await registrationOptions(auth, browserJar.headers())
  if (!options.ok) return options
  browserJar.take(options.cookies)
  const answer = device.register(options.options, bend) as unknown as RegistrationResponseJSON
  return addPasskey(auth, browserJar.headers(), answer, name)
}

/** Signs in with `device` from a browser with no session, as the sign-in screen does. */
async function signInWith(device: Device, bend?: Parameters<Device['signIn']>[1], browserJar = jar()) {
  const options = await signInOptions(auth, browserJar.headers())
  if (!options.ok) throw new Error(options.reason)
  browserJar.take(options.cookies)
  const answer = device.signIn(options.options, bend) as unknown as AuthenticationResponseJSON
  const result = await signInWithPasskey(auth, browserJar.headers(), answer)
  return { result, browserJar, answer }
}

describe('adding a passkey', () => {
  it('stores it under its name on a confirmed account, and lists it', async () => {
    const ada = await signedIn()
    expect(await register(ada, softwareAuthenticator('localhost', ORIGIN), '  Work laptop\u0007 ')).toEqual({
      ok: true,
    })
    expect(await listPasskeys(auth, ada.headers())).toEqual([
      { id: expect.any(String), name: 'Work laptop', createdAt: expect.any(Date) },
    ])
  })

  it('asks for user verification and a discoverable credential of this site', async () => {
    const options = await registrationOptions(auth, (await signedIn()).headers())
    expect(options).toMatchObject({
      ok: true,
      options: {
        rp: { id: 'localhost', name: 'MediCore' },
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      },
    })
  })

  it('is refused signed out, and on an address nobody has confirmed: its registrant may not be its owner', async () => {
    expect(await registrationOptions(auth, jar().headers())).toEqual({ ok: false, reason: 'signed-out' })
    const squatter = await signedIn('victim@clinic.example', { confirmed: false })
    expect(await registrationOptions(auth, squatter.headers())).toEqual({ ok: false, reason: 'unconfirmed' })
  })

  it('refuses a device that did not check its user, an answer made for another site, and a used challenge', async () => {
    const ada = await signedIn()
    const device = softwareAuthenticator('localhost', ORIGIN)
    expect(await register(ada, device, undefined, { userVerified: false })).toEqual({
      ok: false,
      reason: 'not-verified',
    })
    expect(await register(ada, device, undefined, { origin: 'https://medicore.evil.example' })).toEqual({
      ok: false,
      reason: 'wrong-origin',
    })
    const options = await registrationOptions(auth, ada.headers())
    if (!options.ok) throw new Error(options.reason)
    ada.take(options.cookies)
    const answer = device.register(options.options) as unknown as RegistrationResponseJSON
    expect(await addPasskey(auth, ada.headers(), answer)).toEqual({ ok: true })
    expect(await addPasskey(auth, ada.headers(), { ...answer, id: 'another' })).toMatchObject({ ok: false })
    expect(await listPasskeys(auth, ada.headers())).toHaveLength(1)
  })

  it('refuses a credential already registered, to this account or another', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    expect(await register(await signedIn(), device)).toEqual({ ok: true })
    expect(await register(await signedIn('grace@clinic.example'), device)).toEqual({ ok: false, reason: 'exists' })
  })

  it(`keeps at most ${PASSKEYS_PER_ACCOUNT} passkeys per account`, async () => {
    const ada = await signedIn()
    for (let count = 0; count < PASSKEYS_PER_ACCOUNT; count++) {
      expect(await register(ada, softwareAuthenticator('localhost', ORIGIN))).toEqual({ ok: true })
    }
    expect(await register(ada, softwareAuthenticator('localhost', ORIGIN))).toEqual({ ok: false, reason: 'full' })
  })
})

describe('signing in with a passkey', () => {
  it('signs its account in with a short session that counts as two factors, its cookie ending with the browser', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    await register(await signedIn(), device)
    const { result } = await signInWith(device)
    expect(result).toMatchObject({ ok: true, user: { email: 'ada@clinic.example' }, locale: 'en' })
    if (!result.ok) return
    const sessionCookies = result.cookies.filter((cookie) => cookie.startsWith('better-auth.session_token='))
    expect(sessionCookies.at(-1)).not.toMatch(/max-age|expires/i)
    expect(result.cookies.some((cookie) => cookie.startsWith('better-auth.dont_remember='))).toBe(true)

    const signedInJar = jar(result.cookies)
    const session = await auth.api.getSession({ headers: signedInJar.headers() })
    expect(session?.session).toMatchObject({ signInMethod: 'passkey' })
    expect(countsAsTwoFactors(session!.session)).toBe(true)
    const hours = (new Date(session!.session.expiresAt).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(11.9)
    expect(hours).toBeLessThanOrEqual(12)
  })

  it('records a password sign-in as one factor', async () => {
    const ada = await signedIn()
    const session = await auth.api.getSession({ headers: ada.headers() })
    expect(session?.session).toMatchObject({ signInMethod: 'password' })
    expect(countsAsTwoFactors(session!.session)).toBe(false)
  })

  it('asks for user verification, and refuses a device that did not check its user', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    await register(await signedIn(), device)
    const options = await signInOptions(auth, jar().headers())
    expect(options).toMatchObject({ ok: true, options: { rpId: 'localhost', userVerification: 'required' } })
    expect((await signInWith(device, { userVerified: false })).result).toEqual({ ok: false, reason: 'not-verified' })
  })

  it('uses each challenge once: the same answer sent again is refused', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    await register(await signedIn(), device)
    const { result, browserJar, answer } = await signInWith(device)
    expect(result.ok).toBe(true)
    expect(await signInWithPasskey(auth, browserJar.headers(), answer)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses an answer to a challenge older than 5 minutes', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    await register(await signedIn(), device)
    const browserJar = jar()
    const options = await signInOptions(auth, browserJar.headers())
    if (!options.ok) throw new Error(options.reason)
    browserJar.take(options.cookies)
    const challenge = db.prepare('SELECT expiresAt FROM verification ORDER BY createdAt DESC LIMIT 1').get() as {
      expiresAt: string
    }
    const minutes = (Date.parse(challenge.expiresAt) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(4.9)
    expect(minutes).toBeLessThanOrEqual(5)
    db.prepare('UPDATE verification SET expiresAt = ?').run(new Date(Date.now() - 1_000).toISOString())
    const answer = device.signIn(options.options) as unknown as AuthenticationResponseJSON
    expect(await signInWithPasskey(auth, browserJar.headers(), answer)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses an answer without a challenge, made for another origin, or of the other ceremony', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    await register(await signedIn(), device)
    const answer = device.signIn({ challenge: 'bm8tY2hhbGxlbmdl' }) as unknown as AuthenticationResponseJSON
    expect(await signInWithPasskey(auth, jar().headers(), answer)).toEqual({ ok: false, reason: 'expired' })
    expect((await signInWith(device, { origin: 'https://medicore.evil.example' })).result).toEqual({
      ok: false,
      reason: 'wrong-origin',
    })
    expect((await signInWith(device, { type: 'webauthn.create' })).result).toEqual({ ok: false, reason: 'invalid' })
    expect(await signInWithPasskey(auth, jar().headers(), 'not an answer' as never)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('logs a refused answer on one line: a line break in its challenge or type forges no log line', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    await register(await signedIn(), device)
    const forged = '\n[auth] FAKE admin password reset for ceo@hospital.example'
    const answered = async (bend: (answer: AuthenticationResponseJSON) => AuthenticationResponseJSON) => {
      const browserJar = jar()
      const options = await signInOptions(auth, browserJar.headers())
      if (!options.ok) throw new Error(options.reason)
      browserJar.take(options.cookies)
      const challenge = `${options.options.challenge}${forged}`
      const answer = device.signIn({ ...options.options, challenge }) as unknown as AuthenticationResponseJSON
      return signInWithPasskey(auth, browserJar.headers(), bend(answer))
    }
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await answered((answer) => answer)).toEqual({ ok: false, reason: 'invalid' })
      expect(await answered((answer) => ({ ...answer, type: `public-key${forged}` as 'public-key' }))).toEqual({
        ok: false,
        reason: 'invalid',
      })
      const lines = logged.mock.calls.map((call) => call.map(String).join(' '))
      expect(lines.filter((line) => line.includes('FAKE admin'))).toHaveLength(2)
      for (const line of lines) expect(line).toMatch(/^\[auth\] [^\n\r]*$/)
    } finally {
      logged.mockRestore()
    }
  })

  it('refuses a credential no account holds, and a forged signature', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    await register(await signedIn(), device)
    const stranger = softwareAuthenticator('localhost', ORIGIN)
    expect((await signInWith(stranger)).result).toEqual({ ok: false, reason: 'unknown' })
    // Another key's signature over the registered credential's id.
    expect((await signInWith(stranger, { credentialId: device.credentialId })).result).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })
})

describe('the passkey sign-in limit', () => {
  it('hands one client 20 challenges in 15 minutes, counted before any is made, even when asked all at once', async () => {
    const client = '203.0.113.77'
    const granted = await Promise.all(Array.from({ length: 30 }, () => reservePasskeySignIn(client)))
    expect(granted.filter(Boolean)).toHaveLength(PASSKEY_SIGN_IN_LIMITS.perClient)
    expect(PASSKEY_SIGN_IN_LIMITS).toMatchObject({ perClient: 20, windowSeconds: 15 * 60 })
    // Another client is not held back; clients that cannot be told apart share a site-wide ceiling instead.
    expect(await reservePasskeySignIn('198.51.100.4')).toBe(true)
    expect(await reservePasskeySignIn(UNIDENTIFIED_CLIENT)).toBe(true)
  })
})

describe('naming and removing passkeys', () => {
  it('renames and removes only the visitor’s own; a removed passkey no longer signs in', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    const ada = await signedIn()
    await register(ada, device, 'Phone')
    const [passkey] = await listPasskeys(auth, ada.headers())
    const grace = await signedIn('grace@clinic.example')
    expect(await renamePasskey(auth, grace.headers(), passkey!.id, 'Mine now')).toEqual({
      ok: false,
      reason: 'unknown',
    })
    expect(await removePasskey(auth, grace.headers(), passkey!.id)).toMatchObject({ ok: false })
    expect(await renamePasskey(auth, ada.headers(), passkey!.id, ' Work phone ')).toEqual({ ok: true })
    expect((await listPasskeys(auth, ada.headers()))[0]).toMatchObject({ name: 'Work phone' })
    expect(await renamePasskey(auth, ada.headers(), passkey!.id, '')).toEqual({ ok: true })
    expect((await listPasskeys(auth, ada.headers()))[0]).toMatchObject({ name: null })

    expect(await removePasskey(auth, ada.headers(), passkey!.id)).toEqual({ ok: true })
    expect(await listPasskeys(auth, ada.headers())).toEqual([])
    expect((await signInWith(device)).result).toEqual({ ok: false, reason: 'unknown' })
  })
})

describe('the notices of a passkey added or removed', () => {
  const notMeToken = (mail: Mail) => /\/users\/not-me\?token=([\w-]{32})/.exec(mail.text)?.[1]

  it('mails the owner each change by name; the "This wasn\'t me" link removes the passkey added, and signs out', async () => {
    const device = softwareAuthenticator('localhost', ORIGIN)
    const ada = await signedIn()
    await register(ada, device, 'Unknown laptop')
    const added = mails.filter((mail) => mail.kind === 'sign-in-method')
    expect(added).toEqual([expect.objectContaining({ to: 'ada@clinic.example' })])
    expect(added[0]!.text).toContain('A passkey named “Unknown laptop” was just added')
    expect(added[0]!.text).toContain('If this was not you, remove it, sign out every session')

    const report = await redeemNotMeToken(auth, notMeToken(added[0]!)!)
    expect(report).toMatchObject({ user: { email: 'ada@clinic.example' }, passkeyId: expect.any(String) })
    await secureAccount(auth, report!.user, new Headers(browser), '198.51.100.7', report!.passkeyId)
    expect(await auth.api.getSession({ headers: ada.headers() })).toBeNull()
    expect((await signInWith(device)).result).toEqual({ ok: false, reason: 'unknown' })
    // Whoever signed in knew the password: it no longer works, until the owner resets it.
    await expect(
      auth.api.signInEmail({
        body: { email: 'ada@clinic.example', password: PASSWORD },
        headers: new Headers(browser),
      }),
    ).rejects.toMatchObject({ body: { code: 'INVALID_EMAIL_OR_PASSWORD' } })
    // The link works once.
    expect(await redeemNotMeToken(auth, notMeToken(added[0]!)!)).toBeNull()
  })

  it('says which passkey was removed, and its link removes nothing else', async () => {
    const ada = await signedIn()
    await register(ada, softwareAuthenticator('localhost', ORIGIN), 'Phone')
    const kept = softwareAuthenticator('localhost', ORIGIN)
    await register(ada, kept)
    const [phone] = (await listPasskeys(auth, ada.headers())).filter((passkey) => passkey.name === 'Phone')
    mails.length = 0
    expect(await removePasskey(auth, ada.headers(), phone!.id)).toEqual({ ok: true })
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('The passkey “Phone” was just removed')
    const report = await redeemNotMeToken(auth, notMeToken(mails[0]!)!)
    expect(report?.passkeyId).toBeUndefined()
    await secureAccount(auth, report!.user, new Headers(browser), '198.51.100.8')
    expect((await signInWith(kept)).result).toMatchObject({ ok: true })
  })
})
