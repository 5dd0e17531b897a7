import { testEnv } from '../support/environment.ts'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstLink } from '@/lib/mail/compose'
import { createOutboxMailer, outboxFiles } from '@/lib/mail/outbox'
import type { OutgoingMail } from '@/lib/mail/types'

/*
 * The zero-configuration mailer: .eml files in a real temporary folder, read back with a
 * real mail parser, as a mail program would.
 */

let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mail-outbox-test-'))
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

const FROM = 'MediCore <no-reply@medicore.example>'

function mail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    id: 7,
    kind: 'password-reset',
    to: 'ada@clinic.example',
    subject: 'Reset your MediCore password',
    text: 'Open this link within an hour:\nhttp://localhost:3000/users/password-reset?token=abc123.\n\nMediCore',
    html: '<p>Open <a href="http://localhost:3000/users/password-reset?token=abc123">this link</a> within an hour.</p>',
    messageId: '<7.test@medicore.example>',
    date: new Date('2026-11-23T10:30:00.000Z'),
    ...overrides,
  }
}

describe('the outbox mailer', () => {
  it('writes an RFC 822 file that parses back to the same mail, and prints its path and link', async () => {
    const printed: string[] = []
    const outbox = path.join(dir, 'nested', 'outbox')
    await createOutboxMailer(outbox, FROM, (line) => printed.push(line)).send(mail({ replyTo: 'staff@clinic.example' }))

    const files = await outboxFiles(outbox)
    expect(files).toHaveLength(1)
    expect(path.basename(files[0]!)).toBe('2026-11-23T10-30-00-000Z-7-password-reset.eml')
    const parsed = await simpleParser(readFileSync(files[0]!))
    expect(parsed.from?.value).toEqual([{ name: 'MediCore', address: 'no-reply@medicore.example' }])
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.text).toBe('ada@clinic.example')
    expect(parsed.replyTo?.text).toBe('staff@clinic.example')
    expect(parsed.subject).toBe('Reset your MediCore password')
    expect(parsed.text?.trim()).toBe(mail().text)
    expect(parsed.html).toContain('href="http://localhost:3000/users/password-reset?token=abc123"')
    expect(parsed.messageId).toBe('<7.test@medicore.example>')
    expect(parsed.date?.toISOString()).toBe('2026-11-23T10:30:00.000Z')
    // Only the owner reads it: it may hold a reset link.
    expect(statSync(files[0]!).mode & 0o077).toBe(0)

    expect(printed.join('\n')).toBe(
      `[mail] password-reset to ada@clinic.example written to ${files[0]}\n` +
        '[mail] link: http://localhost:3000/users/password-reset?token=abc123',
    )
  })

  it('keeps non-ASCII text intact and lists the files newest first', async () => {
    const outbox = createOutboxMailer(dir, FROM, () => undefined)
    await outbox.send(mail({ id: 1, subject: 'Première', text: 'Grüße, José', date: new Date('2026-11-23T09:00:00Z') }))
    await outbox.send(mail({ id: 2, subject: 'Second', text: 'No link here', date: new Date('2026-11-23T11:00:00Z') }))
    const files = await outboxFiles(dir)
    const parsed = await Promise.all(files.map(async (file) => simpleParser(readFileSync(file))))
    expect(parsed.map(({ subject }) => subject)).toEqual(['Second', 'Première'])
    expect(parsed[1]!.text?.trim()).toBe('Grüße, José')
  })

  it('lists nothing when the folder does not exist yet', async () => {
    expect(await outboxFiles(path.join(dir, 'missing'))).toEqual([])
  })
})

describe('firstLink', () => {
  it.each([
    [
      'Open https://site.example/users/password-reset?token=a-b_c.',
      'https://site.example/users/password-reset?token=a-b_c',
    ],
    ['(see http://localhost:3000/x)', 'http://localhost:3000/x'],
    ['no link', undefined],
  ])('finds the link in %j', (text, link) => {
    expect(firstLink(text)).toBe(link)
  })
})

// Each case starts Node on the script: slow on a busy 2-core machine.
describe('npm run outbox', { timeout: 15_000 }, () => {
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--conditions=react-server', path.resolve('scripts/outbox.ts'), ...args], {
      cwd: dir, // no .env.local here
      env: { PATH: testEnv.PATH, NODE_ENV: 'test', MAIL_OUTBOX_DIR: path.join(dir, 'outbox') },
      encoding: 'utf8',
    })

  it('lists the mails newest first, with their date, recipient, subject and link', async () => {
    const outbox = createOutboxMailer(path.join(dir, 'outbox'), FROM, () => undefined)
    await outbox.send(mail({ id: 1, to: 'ada@clinic.example', date: new Date('2026-11-23T09:00:00Z') }))
    await outbox.send(
      mail({
        id: 2,
        kind: 'contact-notification',
        to: 'staff@medicore.example',
        subject: 'Contact form: Demo',
        text: 'No link',
        html: undefined,
      }),
    )
    const lines = run('--json')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map(({ file, ...entry }) => ({ ...entry, file: path.basename(file) }))).toEqual([
      {
        date: '2026-11-23T10:30:00.000Z',
        to: 'staff@medicore.example',
        subject: 'Contact form: Demo',
        link: null,
        file: '2026-11-23T10-30-00-000Z-2-contact-notification.eml',
      },
      {
        date: '2026-11-23T09:00:00.000Z',
        to: 'ada@clinic.example',
        subject: 'Reset your MediCore password',
        link: 'http://localhost:3000/users/password-reset?token=abc123',
        file: '2026-11-23T09-00-00-000Z-1-password-reset.eml',
      },
    ])
    const text = run()
    expect(text).toMatch(/^2 of 2 mails in .*outbox, newest first/)
    expect(text.indexOf('Contact form: Demo')).toBeLessThan(text.indexOf('Reset your MediCore password'))
    expect(text).toContain('  Link:    http://localhost:3000/users/password-reset?token=abc123')
  })

  it('says so when there is no mail yet', () => {
    expect(run()).toMatch(/^No mail yet in .*outbox/)
  })
})
