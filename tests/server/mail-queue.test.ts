import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMailQueue, retryDelay, type MailQueue } from '@/lib/mail/queue'
import { openMailQueueStore } from '@/lib/mail/queue-store'
import { createSmtpMailer } from '@/lib/mail/smtp'
import type { Mail, Mailer } from '@/lib/mail/types'
import { createFakeSmtp } from '../support/fake-smtp'

/*
 * The mail queue against a real SQLite file and a real SMTP server (smtp-server, in
 * process), taken down and brought back up as an outage would.
 */

const FROM = 'MediCore <no-reply@medicore.example>'
let dir: string
let file: string
const queues: MailQueue[] = []
let smtp: ReturnType<typeof createFakeSmtp> | undefined

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mail-queue-test-'))
  file = path.join(dir, 'data', 'mail.sqlite')
})

afterEach(async () => {
  for (const queue of queues.splice(0)) queue.stop()
  await smtp?.stop()
  smtp = undefined
  rmSync(dir, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function realSmtp() {
  const port = await freePort()
  smtp = createFakeSmtp(port)
  await smtp.start()
  return { server: smtp, mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, FROM) }
}

function queue(mailer: Mailer, options: { retryMs?: number; now?: () => number; log?: (line: string) => void } = {}) {
  const created = createMailQueue({
    store: openMailQueueStore(file),
    mailer,
    retryMs: options.retryMs ?? 50,
    maxRetryMs: 400,
    log: options.log ?? (() => undefined),
    now: options.now,
  })
  queues.push(created)
  return created
}

const reset: Mail = {
  kind: 'password-reset',
  to: 'ada@clinic.example',
  subject: 'Reset your MediCore password',
  text: 'Open http://localhost:3000/users/password-reset?token=secret-token-123 within an hour.',
  html: '<p><a href="http://localhost:3000/users/password-reset?token=secret-token-123">Reset</a></p>',
}

/** The table's rows, read with a connection of our own. */
function rawColumns() {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return db.prepare('SELECT * FROM mail_queue').all()
  } finally {
    db.close()
  }
}

describe('the mail queue', () => {
  it('queues a mail durably, sends it over SMTP, then erases its body', async () => {
    const { server, mailer } = await realSmtp()
    const mailQueue = queue(mailer)
    await mailQueue.enqueue(reset)
    // Durable before any sending: another connection sees it at once.
    expect(rawColumns()).toMatchObject([{ recipient: 'ada@clinic.example', sent_at: null, attempts: 0 }])
    expect(JSON.stringify(rawColumns())).toContain('secret-token-123')

    await mailQueue.processDue()
    expect(server.received).toMatchObject([
      {
        to: 'ada@clinic.example',
        from: 'no-reply@medicore.example',
        subject: 'Reset your MediCore password',
        text: reset.text,
      },
    ])
    expect(server.received[0]!.html).toContain('token=secret-token-123')
    const [record] = await mailQueue.store.list()
    expect(record).toMatchObject({ kind: 'password-reset', attempts: 1, hasBody: false, lastError: null })
    expect(record!.sentAt).not.toBeNull()
    // The link is gone from the table, and from the bytes on disk: only metadata is left.
    expect(JSON.stringify(rawColumns())).not.toContain('secret-token-123')
    for (const part of [file, `${file}-wal`]) {
      if (existsSync(part)) expect(readFileSync(part).includes('secret-token-123')).toBe(false)
    }
  })

  it('retries a failed delivery later, with the same Message-ID, until the server is back', async () => {
    const { server, mailer } = await realSmtp()
    await server.stop()
    const lines: string[] = []
    const mailQueue = queue(mailer, { log: (line) => lines.push(line) })
    await mailQueue.enqueue(reset)
    await mailQueue.processDue()

    const [failed] = await mailQueue.store.list()
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, hasBody: true })
    expect(failed!.lastError).toMatch(/ECONNREFUSED/)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^\[mail\] #1 \(password-reset\) to smtp:\/\/127\.0\.0\.1:\d+: attempt 1 failed .*ECONNREFUSED/,
    )
    // The log line names the mail, never its content.
    expect(lines[0]).not.toContain('secret-token')
    expect(lines[0]).not.toContain('ada@clinic.example')

    await server.start()
    // No call from the test: the worker's own timer retries.
    await vi.waitFor(() => expect(server.received).toHaveLength(1), { timeout: 5_000, interval: 20 })
    await vi.waitFor(async () => expect((await mailQueue.store.list())[0]!.sentAt).not.toBeNull())
    const [sent] = await mailQueue.store.list()
    expect(sent!.attempts).toBeGreaterThanOrEqual(2)
    expect(sent!.hasBody).toBe(false)
    expect(server.received[0]!.messageId).toMatch(/^<[0-9a-f-]+@medicore\.example>$/)
  })

  it('waits twice as long after each failure, up to the cap', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z')
    const failing: Mailer = {
      description: 'a broken server',
      send: async () => Promise.reject(new Error('451 try later')),
    }
    const mailQueue = queue(failing, { retryMs: 100, now: () => clock })
    await mailQueue.enqueue(reset)
    const waits: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      await mailQueue.processDue()
      const { nextAttemptAt } = (await mailQueue.store.list())[0]!
      waits.push(nextAttemptAt - clock)
      clock = nextAttemptAt
    }
    expect(waits).toEqual([100, 200, 400, 400, 400])
    expect((await mailQueue.store.list())[0]).toMatchObject({ attempts: 5, sentAt: null, hasBody: true })
    expect(retryDelay(1, 30_000, 600_000)).toBe(30_000)
    expect(retryDelay(6, 30_000, 600_000)).toBe(600_000)
  })

  it('sends, after a restart, what the previous process left pending', async () => {
    const down: Mailer = { description: 'down', send: async () => Promise.reject(new Error('connect ECONNREFUSED')) }
    const first = queue(down, { retryMs: 60_000 })
    await first.enqueue(reset)
    await first.processDue()
    first.stop()

    // A new process on the same file, once the retry is due (later than the first one's timer).
    const { server, mailer } = await realSmtp()
    const second = queue(mailer, { now: () => Date.now() + 61_000 })
    await second.processDue()
    expect(server.received.map(({ subject }) => subject)).toEqual([reset.subject])
    expect((await second.store.list())[0]).toMatchObject({ attempts: 2, hasBody: false })
  })

  it('never hands one mail to two workers at once', async () => {
    let release!: () => void
    const slow: Mailer = {
      description: 'slow',
      send: () => new Promise<void>((resolve) => (release = resolve)),
    }
    const counting = { description: 'counting', send: vi.fn(async () => undefined) }
    const one = queue(slow)
    const two = queue(counting)
    await one.enqueue(reset)
    const sending = one.processDue()
    await vi.waitFor(() => expect(release).toBeDefined())
    await two.processDue()
    expect(counting.send).not.toHaveBeenCalled()
    release()
    await sending
    expect((await one.store.list())[0]!.sentAt).not.toBeNull()
  })

  it('creates the file in WAL mode with full sync, migrated to its schema version', async () => {
    await queue({ description: 'none', send: async () => undefined }).enqueue(reset)
    const db = new DatabaseSync(file, { readOnly: true })
    try {
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
      expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: 1 })
    } finally {
      db.close()
    }
  })
})
