import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactNotification, notifyStaff } from '@/lib/contact/notify'
import { contactLimiter } from '@/lib/contact/rate-limit'
import { defaultContactStore } from '@/lib/contact/store'
import { closeSqliteStores } from '@/lib/contact/store/sqlite'
import type { ContactMessage } from '@/lib/contact/store/types'
import { handleContactSubmission, type ContactContext } from '@/lib/contact/submit'
import { stopMailQueue } from '@/lib/mail'
import { outboxFiles } from '@/lib/mail/outbox'
import { contactFormData, validContactFields } from '../support/contact-form'
import { createFakeSmtp } from '../support/fake-smtp'

/*
 * Staff hear about each stored contact message: the notification is queued after the
 * store has the message, never twice for a double submit, and its failure never changes
 * what the visitor reads. The wiring is checked up to a real outbox file and a real SMTP server.
 */

const SENT = 'Your message has been sent. Thank you!'
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contact-notify-test-'))
  vi.stubEnv('CONTACT_DB_PATH', path.join(dir, 'contact.sqlite'))
  vi.stubEnv('SANITY_API_WRITE_TOKEN', '')
  vi.stubEnv('MAIL_DB_PATH', path.join(dir, 'mail.sqlite'))
  vi.stubEnv('MAIL_OUTBOX_DIR', path.join(dir, 'outbox'))
  vi.stubEnv('SMTP_URL', '')
  vi.stubEnv('MAIL_RETRY_MS', '50')
  vi.stubEnv('CONTACT_NOTIFY_TO', 'staff@medicore.example')
})

afterEach(() => {
  stopMailQueue()
  closeSqliteStores()
  vi.unstubAllEnvs()
  rmSync(dir, { recursive: true, force: true })
})

/** Markup and an ampersand in what the visitor typed, for the notification's escaping. */
const valid = { ...validContactFields, name: 'Ada <b>Lovelace</b>', message: 'Hello,\nplease call me & my team.' }

const form = (fields: Record<string, string> = {}) => contactFormData({ ...valid, ...fields })

function submit(data: FormData, context: Partial<ContactContext> = {}) {
  return handleContactSubmission(data, {
    clientKey: '203.0.113.9',
    limiter: contactLimiter(),
    store: defaultContactStore,
    log: () => undefined,
    ...context,
  })
}

describe('the contact notification', () => {
  it('is queued once the message is stored', async () => {
    const storedWhenNotified: number[] = []
    const notify = vi.fn(async () => {
      storedWhenNotified.push((await defaultContactStore().list()).length)
    })
    expect(await submit(form(), { notify })).toEqual({ status: 'sent', message: SENT })
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({ ...valid, locale: 'en', submittedAt: expect.any(String) })
    expect(storedWhenNotified).toEqual([1])
  })

  it('failing does not change the answer nor lose the message, and is logged without the message', async () => {
    const lines: string[] = []
    const notify = vi.fn(async () => Promise.reject(new Error('SQLITE_FULL: database or disk is full')))
    const state = await submit(form(), { notify, log: (line) => lines.push(line) })
    expect(state).toEqual({ status: 'sent', message: SENT })
    expect(await defaultContactStore().list()).toHaveLength(1)
    expect(lines).toEqual([
      '[contact] a message was stored, but staff could not be notified: SQLITE_FULL: database or disk is full',
    ])
  })

  it('is not sent twice for a double submit, nor for a message that was not stored', async () => {
    const notify = vi.fn(async () => undefined)
    await submit(form(), { notify })
    expect(await submit(form(), { notify })).toEqual({ status: 'sent', message: SENT })
    await submit(form({ email: 'ada@' }), { notify })
    const broken = () => ({ ...defaultContactStore(), save: async () => Promise.reject(new Error('disk I/O error')) })
    await submit(form({ message: 'Another message' }), { notify, store: broken })
    expect(notify).toHaveBeenCalledTimes(1)
  })

  it('carries the sender, the subject and the message, answers to the sender, and escapes the HTML', () => {
    const message: ContactMessage = { ...valid, locale: 'en', submittedAt: '2026-11-23T10:30:00.000Z' }
    const mail = contactNotification(message, 'staff@medicore.example')
    expect(mail).toMatchObject({
      kind: 'contact-notification',
      to: 'staff@medicore.example',
      subject: 'Contact form: Schedule a demo',
      replyTo: 'ada@clinic.example',
    })
    for (const line of [
      'Name:     Ada <b>Lovelace</b>',
      'Email:    ada@clinic.example',
      'Subject:  Schedule a demo',
      'Language: English\n',
      'Received: Mon, 23 Nov 2026 10:30:00 GMT',
      'Hello,\nplease call me & my team.',
    ]) {
      expect(mail.text).toContain(line)
    }
    for (const escaped of ['Ada &#60;b&#62;Lovelace&#60;/b&#62;', 'please call me &#38; my team.']) {
      expect(mail.html).toContain(escaped)
    }
    expect(mail.html).not.toContain('<b>')
    expect(mail.html).toContain('<tr><th align="left">Language</th><td>English</td></tr>')
  })

  it('says a message came from the Spanish site, to be answered in Spanish, under the same subject', () => {
    const message: ContactMessage = { ...valid, locale: 'es', submittedAt: '2026-11-23T10:30:00.000Z' }
    const mail = contactNotification(message, 'staff@medicore.example')
    expect(mail.subject).toBe('Contact form: Schedule a demo')
    expect(mail.text).toContain('Subject:  Schedule a demo\nLanguage: Spanish (answer in Spanish)\nReceived:')
    expect(mail.html).toContain('<tr><th align="left">Language</th><td>Spanish (answer in Spanish)</td></tr>')
  })
})

describe('the contact notification through the real queue', () => {
  async function waitForOutbox() {
    const outbox = path.join(dir, 'outbox')
    await vi.waitFor(async () => expect(await outboxFiles(outbox)).toHaveLength(1), { timeout: 5_000, interval: 20 })
    return simpleParser(readFileSync((await outboxFiles(outbox))[0]!))
  }

  it('on a public site never lands in the outbox nor prints a link: it waits in the queue for SMTP_URL', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://medicore.example')
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    expect(await submit(form(), { notify: notifyStaff })).toEqual({ status: 'sent', message: SENT })
    const queue = new DatabaseSync(path.join(dir, 'mail.sqlite'))
    await vi.waitFor(
      () =>
        expect(queue.prepare('SELECT attempts, sent_at AS sentAt FROM mail_queue').get()).toMatchObject({
          attempts: 1,
          sentAt: null,
        }),
      {
        timeout: 5_000,
        interval: 20,
      },
    )
    queue.close()
    expect(await outboxFiles(path.join(dir, 'outbox'))).toEqual([])
    expect(print).not.toHaveBeenCalled()
  })

  it('lands in the outbox folder when no SMTP server is configured', async () => {
    const print = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    expect(await submit(form(), { notify: notifyStaff })).toEqual({ status: 'sent', message: SENT })
    const mail = await waitForOutbox()
    expect(mail.subject).toBe('Contact form: Schedule a demo')
    expect(mail.replyTo?.text).toBe('ada@clinic.example')
    expect(mail.text).toContain('please call me & my team.')
    expect(print).toHaveBeenCalledWith(
      expect.stringMatching(/^\[mail\] contact-notification to staff@medicore\.example written to .*\.eml$/),
    )
  })

  it('names the language of the page a message was sent from', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    await submit(form({ locale: 'es' }), { notify: notifyStaff })
    const mail = await waitForOutbox()
    expect(mail.text).toContain('Language: Spanish (answer in Spanish)')
  })

  it('goes to each address of CONTACT_NOTIFY_TO over SMTP', async () => {
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const { port } = probe.address() as { port: number }
    await new Promise((resolve) => probe.close(resolve))
    const smtp = createFakeSmtp(port)
    await smtp.start()
    try {
      vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`)
      vi.stubEnv('CONTACT_NOTIFY_TO', 'staff@medicore.example, sales@medicore.example')
      await submit(form(), { notify: notifyStaff })
      await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 5_000, interval: 20 })
      expect(smtp.received.map(({ to }) => to).sort()).toEqual(['sales@medicore.example', 'staff@medicore.example'])
      expect(smtp.received[0]).toMatchObject({
        subject: 'Contact form: Schedule a demo',
        replyTo: 'ada@clinic.example',
      })
    } finally {
      stopMailQueue()
      await smtp.stop()
    }
  })

  it('queues nothing when CONTACT_NOTIFY_TO is unset', async () => {
    vi.stubEnv('CONTACT_NOTIFY_TO', '')
    expect(await submit(form(), { notify: notifyStaff })).toEqual({ status: 'sent', message: SENT })
    expect(existsSync(path.join(dir, 'mail.sqlite'))).toBe(false)
  })
})
