import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactLimiter } from '@/lib/contact/rate-limit'
import type { ContactFormState } from '@/lib/contact/state'
import { contactStoreFromEnv, defaultContactStore } from '@/lib/contact/store'
import { closeSqliteStores, createSqliteContactStore } from '@/lib/contact/store/sqlite'
import type { ContactStore } from '@/lib/contact/store/types'
import { handleContactSubmission } from '@/lib/contact/submit'
import { contactFormData, validContactFields } from '../support/contact-form'
import { testEnv } from '../support/environment'
import { receivedHeaders } from '../support/peer-headers'

/*
 * The contact form's server side against a real SQLite file in a temporary directory,
 * configured the way the site is: CONTACT_DB_PATH.
 */

const SENT = 'Your message has been sent. Thank you!'

let dir: string
let dbPath: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contact-test-'))
  // A directory that does not exist yet: the store creates it on first use.
  dbPath = path.join(dir, 'nested', 'contact.sqlite')
  vi.stubEnv('CONTACT_DB_PATH', dbPath)
  vi.stubEnv('SANITY_API_WRITE_TOKEN', '')
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
  closeSqliteStores()
  rmSync(dir, { recursive: true, force: true })
})

const valid = validContactFields

const form = (fields: Record<string, string> = {}, options?: { honeypot?: string | null }) =>
  contactFormData({ ...valid, ...fields }, options)

/** Every row in the file, read with a connection of our own, as staff would. */
function rows(): Record<string, unknown>[] {
  const db = new DatabaseSync(dbPath, { readOnly: true })
  try {
    return db
      .prepare('SELECT name, email, subject, message, locale, submitted_at FROM contact_messages ORDER BY id')
      .all()
  } finally {
    db.close()
  }
}

/** How many messages the file holds: none while there is no file or no table yet; any other failure fails the test. */
function rowCount(): number {
  if (!existsSync(dbPath)) return 0
  try {
    return rows().length
  } catch (error) {
    if (error instanceof Error && /^no such table: contact_messages$/.test(error.message)) return 0
    throw error
  }
}

const submit = (data: FormData, limiter = contactLimiter(), key = '203.0.113.7') =>
  handleContactSubmission(data, { clientKey: key, limiter, store: defaultContactStore, log: () => undefined })

describe('the contact action with SQLite', () => {
  it('stores a valid message before saying it was sent', async () => {
    const state = await submit(form({ name: '  Ada Lovelace  ', message: 'Hello,\r\nplease call me.' }))
    expect(state).toEqual({ status: 'sent', message: SENT })
    const stored = rows()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      ...valid,
      name: 'Ada Lovelace',
      message: 'Hello,\nplease call me.',
      locale: 'en',
    })
    expect(new Date(String(stored[0]!.submitted_at)).toISOString()).toBe(stored[0]!.submitted_at)
  })

  it('creates the file in WAL mode with a busy timeout, and the message survives a new connection', async () => {
    await submit(form())
    closeSqliteStores()
    const db = new DatabaseSync(dbPath)
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
    db.close()
    const list = await createSqliteContactStore(dbPath).list()
    expect(list.map(({ name, subject }) => ({ name, subject }))).toEqual([{ name: valid.name, subject: valid.subject }])
  })

  it.each([
    ['a missing name', { name: '' }, { name: 'Name is required' }],
    ['a blank subject', { subject: '   ' }, { subject: 'Subject is required' }],
    ['a missing message', { message: '' }, { message: 'Message is required' }],
    ['an invalid email', { email: 'ada@' }, { email: 'Email is invalid' }],
    ['an empty email', { email: '' }, { email: 'Email is required' }],
    ['a name too long', { name: 'n'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
    [
      'an email too long',
      { email: `${'a'.repeat(243)}@clinic.example` },
      { email: 'Email must be at most 254 characters' },
    ],
    ['a subject too long', { subject: 's'.repeat(151) }, { subject: 'Subject must be at most 150 characters' }],
    ['a message too long', { message: 'm'.repeat(5001) }, { message: 'Message must be at most 5,000 characters' }],
    ['a control character', { subject: 'Demo\u0007' }, { subject: 'Subject contains characters that are not allowed' }],
    [
      'a header injection',
      { subject: 'Hi\r\nBcc: all@example.com' },
      { subject: 'Subject contains characters that are not allowed' },
    ],
  ])('refuses %s with its field error and stores nothing', async (_, fields, errors) => {
    const state = await submit(form(fields))
    expect(state.status).toBe('invalid')
    expect(state.errors).toEqual(errors)
    expect(state.message).toBeUndefined()
    // What was typed comes back, so a visitor without JavaScript does not lose it.
    expect(state.values).toEqual({ ...valid, ...fields })
    expect(rowCount()).toBe(0)
  })

  it('refuses a form with every field missing', async () => {
    const data = new FormData()
    data.set('website', '')
    const state = await submit(data)
    expect(state.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    })
    expect(rowCount()).toBe(0)
  })

  it('honours the honeypot: a filled-in or missing trap field stores nothing and says why in no detail', async () => {
    for (const honeypot of ['https://spam.example', ' ', null]) {
      const state = await submit(form({}, { honeypot }))
      expect(state.status).toBe('error')
      expect(state.message).toBe(
        'Sorry, your message could not be sent. Please email us at hello@medicore.example instead.',
      )
      expect(state.message).not.toMatch(/honeypot|bot|website/i)
    }
    expect(rowCount()).toBe(0)
  })

  it('allows 5 messages per client in 10 minutes, then refuses until the window moves on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'))
    const limiter = contactLimiter()
    for (let i = 1; i <= 5; i++) {
      expect((await submit(form({ message: `Message ${i}` }), limiter)).status).toBe('sent')
    }
    const refused = await submit(form({ message: 'Message 6' }), limiter)
    expect(refused.status).toBe('error')
    expect(refused.message).toBe(
      'You have sent several messages in the last few minutes. Please wait a while before sending another, or email us at hello@medicore.example.',
    )
    expect(refused.values?.message).toBe('Message 6')
    // Another client is not affected.
    expect((await submit(form({ message: 'From elsewhere' }), limiter, '198.51.100.1')).status).toBe('sent')
    expect(rowCount()).toBe(6)

    vi.setSystemTime(new Date('2026-11-21T10:09:59Z'))
    expect((await submit(form({ message: 'Still too soon' }), limiter)).status).toBe('error')
    vi.setSystemTime(new Date('2026-11-21T10:10:00Z'))
    expect((await submit(form({ message: 'Message 7' }), limiter)).status).toBe('sent')
    expect(rowCount()).toBe(7)
  })

  it('does not count invalid submits against the limit', async () => {
    const limiter = contactLimiter()
    for (let i = 0; i < 10; i++) await submit(form({ email: 'nope' }), limiter)
    expect((await submit(form(), limiter)).status).toBe('sent')
  })

  it('keeps a double submit of the same message once', async () => {
    expect((await submit(form())).status).toBe('sent')
    expect((await submit(form())).status).toBe('sent')
    expect(rowCount()).toBe(1)
  })

  it('keeps the language of the page each message was sent from, once for a double submit', async () => {
    await submit(form({ locale: 'es', message: 'Hola, llámenme por favor.' }))
    await submit(form({ locale: 'es', message: 'Hola, llámenme por favor.' }))
    // No language, or one the site does not have: English, as the answer the visitor read was.
    await submit(form({ message: 'No language field' }))
    await submit(form({ locale: 'fr', message: 'Bonjour' }))
    expect(rows().map(({ message, locale }) => ({ message, locale }))).toEqual([
      { message: 'Hola, llámenme por favor.', locale: 'es' },
      { message: 'No language field', locale: 'en' },
      { message: 'Bonjour', locale: 'en' },
    ])
    const listed = await createSqliteContactStore(dbPath).list()
    expect(listed.map(({ message, locale }) => ({ message, locale }))).toEqual([
      { message: 'Bonjour', locale: 'en' },
      { message: 'No language field', locale: 'en' },
      { message: 'Hola, llámenme por favor.', locale: 'es' },
    ])
  })

  it('gives a clear error, never the success text, when the store fails, and does not count it', async () => {
    const failing: ContactStore = {
      kind: 'sqlite',
      location: 'nowhere',
      save: async () => {
        throw new Error('disk I/O error')
      },
      list: async () => [],
    }
    const limiter = contactLimiter(new RateLimiterMemory({ points: 1, duration: 60 }))
    const logged: string[] = []
    const state = await handleContactSubmission(form(), {
      clientKey: 'k',
      limiter,
      store: () => failing,
      log: (line) => logged.push(line),
    })
    expect(state).toMatchObject({
      status: 'error',
      message:
        'Sorry, your message could not be sent. Please try again in a few minutes, or email us at hello@medicore.example.',
      values: valid,
    })
    expect(JSON.stringify(state)).not.toContain(SENT)
    expect(logged.join('\n')).toContain('disk I/O error')
    // Nothing of the message itself reaches the log.
    expect(logged.join('\n')).not.toContain(valid.email)
    expect(await limiter.take('k')).toBe(true)
  })

  it('gives the clear error when the file cannot be created', async () => {
    // A path through a regular file: no directory can be made there.
    const blocker = path.join(dir, 'blocker')
    writeFileSync(blocker, '')
    vi.stubEnv('CONTACT_DB_PATH', path.join(blocker, 'contact.sqlite'))
    const state = await submit(form())
    expect(state.status).toBe('error')
    expect(state.message).toMatch(/^Sorry, your message could not be sent/)
  })

  it('refuses to send with a write token but no Sanity project, rather than storing elsewhere', async () => {
    vi.stubEnv('SANITY_API_WRITE_TOKEN', 'sk-test')
    vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', '')
    expect(() => contactStoreFromEnv({ SANITY_API_WRITE_TOKEN: 'sk-test' })).toThrow(/NEXT_PUBLIC_SANITY_PROJECT_ID/)
    const state = await submit(form())
    expect(state.status).toBe('error')
    expect(rowCount()).toBe(0)
  })
})

describe('a contact file from before messages kept their language', () => {
  /** The file as the site wrote it then (schema version 1), with one message a minute old. */
  function fileFromBefore() {
    const old = { ...valid, submittedAt: new Date(Date.now() - 60_000).toISOString() }
    mkdirSync(path.dirname(dbPath), { recursive: true })
    const db = new DatabaseSync(dbPath)
    db.exec(`
      CREATE TABLE contact_messages (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        name         TEXT NOT NULL,
        email        TEXT NOT NULL,
        subject      TEXT NOT NULL,
        message      TEXT NOT NULL,
        submitted_at TEXT NOT NULL,
        fingerprint  TEXT NOT NULL
      );
      CREATE INDEX contact_messages_by_fingerprint ON contact_messages (fingerprint, submitted_at);
      CREATE INDEX contact_messages_by_time ON contact_messages (submitted_at);
      PRAGMA user_version = 1;
    `)
    const print = createHash('sha256')
      .update(JSON.stringify([old.name, old.email.toLowerCase(), old.subject, old.message]))
      .digest('hex')
    db.prepare(
      'INSERT INTO contact_messages (name, email, subject, message, submitted_at, fingerprint) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(old.name, old.email, old.subject, old.message, old.submittedAt, print)
    db.close()
    return old
  }

  it('reads its messages as English, knows their double submits, and keeps the language of new ones', async () => {
    const old = fileFromBefore()
    expect(await createSqliteContactStore(dbPath).list()).toEqual([{ id: '1', ...old, locale: 'en' }])
    // A retry of the message stored before the upgrade is still the same message.
    expect((await submit(form())).status).toBe('sent')
    expect(rowCount()).toBe(1)
    expect((await submit(form({ locale: 'es', message: 'Hola' }))).status).toBe('sent')
    expect(rows().map(({ message, locale }) => ({ message, locale }))).toEqual([
      { message: valid.message, locale: 'en' },
      { message: 'Hola', locale: 'es' },
    ])
    const db = new DatabaseSync(dbPath, { readOnly: true })
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 2 })
    db.close()
  })

  it('`npm run inbox` shows each message’s language, an older one’s as English', async () => {
    fileFromBefore()
    await createSqliteContactStore(dbPath).save({
      ...valid,
      subject: 'Solicitar una cotización',
      message: 'Hola',
      locale: 'es',
      submittedAt: new Date().toISOString(),
    })
    closeSqliteStores()
    const inbox = spawnSync(process.execPath, ['--conditions=react-server', path.join('scripts', 'inbox.ts')], {
      encoding: 'utf8',
      env: { ...testEnv, CONTACT_DB_PATH: dbPath, DATABASE_URL: '', SANITY_API_WRITE_TOKEN: '' },
    })
    expect(inbox.stderr).toBe('')
    expect(inbox.status).toBe(0)
    expect(inbox.stdout).toContain('Subject:  Solicitar una cotización\nLanguage: Spanish (answer in Spanish)\n')
    expect(inbox.stdout).toContain('Subject:  Schedule a demo\nLanguage: English\n')
  })
})

describe('the server action', () => {
  const actionWithForgedHeaders = async () => {
    vi.resetModules()
    let call = 0
    // A client that makes up a new X-Forwarded-For for every message, over a real connection on loopback.
    vi.doMock('next/headers', () => ({
      headers: () => receivedHeaders({ 'x-forwarded-for': `192.0.2.${++call}` }),
    }))
    const { sendContactMessage } = await import('@/lib/contact/action')
    const initial: ContactFormState = { status: 'idle' }
    const results = []
    for (let i = 0; i < 6; i++)
      results.push((await sendContactMessage(initial, form({ message: `Action ${i}` }))).status)
    vi.doUnmock('next/headers')
    return results
  }

  it('holds the limit against made-up X-Forwarded-For headers (no proxy settings)', async () => {
    expect(await actionWithForgedHeaders()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'error'])
    expect(rowCount()).toBe(5)
  })

  it('holds it when the connection is not a listed proxy', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8')
    expect(await actionWithForgedHeaders()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'error'])
  })

  it('counts each address a trusted proxy wrote separately', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '127.0.0.1')
    expect(await actionWithForgedHeaders()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'sent'])
  })
})
