import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { openSqlite, transaction } from '../sqlite.ts'
import type { Mail, OutgoingMail } from './types.ts'

/*
 * The mail queue's table, in a SQLite file (lib/sqlite.ts) like the contact store, so that
 * a queued mail survives a crash once `add` returns.
 * A mail's body (text, html, reply-to) is erased when it has been sent: a reset link is
 * a secret, and it stays at rest only until delivery: secure_delete overwrites the freed
 * bytes, and a checkpoint empties the WAL file that still held them. What remains is metadata: kind, recipient, subject, times, attempts.
 *
 * Sending is claimed with a lease (next_attempt_at moves into the future while a worker
 * sends), so two processes on one file never send the same mail at once, and a mail whose
 * worker died mid-send goes out again once the lease has run out.
 */

/** Longer than the SMTP mailer's own timeouts together. */
export const SEND_LEASE_MS = 2 * 60_000

/** The queue's table in either store, given each one's id column and whole-number column for times. */
export const mailQueueSchema = ({ id, time }: { id: string; time: string }) => `
  CREATE TABLE IF NOT EXISTS mail_queue (
    id              ${id},
    kind            TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    message_id      TEXT NOT NULL,
    body            TEXT,
    queued_at       TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at ${time} NOT NULL,
    last_error      TEXT,
    sent_at         TEXT
  );
  CREATE INDEX IF NOT EXISTS mail_queue_pending ON mail_queue (next_attempt_at) WHERE sent_at IS NULL;
`

const SCHEMA = mailQueueSchema({ id: 'INTEGER PRIMARY KEY AUTOINCREMENT', time: 'INTEGER' })

type Body = Pick<Mail, 'text' | 'html' | 'replyTo' | 'calendar' | 'headers'>

/** A queued mail's row as a worker takes it, in either store. */
export type MailRow = {
  id: number
  kind: string
  recipient: string
  subject: string
  message_id: string
  body: string | null
  queued_at: string
  attempts: number
}

/** A queued mail's state, as the table keeps it (no body). */
export type QueuedMailRecord = {
  id: number
  kind: string
  recipient: string
  subject: string
  queuedAt: string
  attempts: number
  nextAttemptAt: number
  sentAt: string | null
  lastError: string | null
  hasBody: boolean
}

/** What `SELECT id, kind, recipient, subject, queued_at, attempts, next_attempt_at, sent_at, last_error, has_body` gives, in either store. */
export const queuedMailRecord = (row: Record<string, string | number | boolean | null>): QueuedMailRecord => ({
  id: Number(row.id),
  kind: String(row.kind),
  recipient: String(row.recipient),
  subject: String(row.subject),
  queuedAt: String(row.queued_at),
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
  sentAt: row.sent_at === null ? null : String(row.sent_at),
  lastError: row.last_error === null ? null : String(row.last_error),
  hasBody: row.has_body === true || Number(row.has_body) === 1,
})

/** The domain of MAIL_FROM's address, for Message-IDs. */
export function senderDomainOf(address: string) {
  return /@([^\s>]+)>?\s*$/.exec(address)?.[1] ?? 'medicore.example'
}

/** Where queued mail is kept: this SQLite file, or PostgreSQL shared by every instance (queue-store-postgres.ts). */
export type MailQueueStore = {
  /** Where, for logs. */
  readonly location: string
  /** Durably stores a mail to send now; resolves with its id. */
  add(mail: Mail, now: number): Promise<number>
  /** Takes the next mail that is due, leasing it for a while; undefined when none is due. */
  claim(now: number): Promise<{ mail: OutgoingMail; attempt: number } | undefined>
  markSent(id: number, now: number): Promise<void>
  markFailed(id: number, error: string, retryAt: number): Promise<void>
  /** When the next pending mail is due (ms since the epoch), or undefined when none is pending. */
  nextDue(): Promise<number | undefined>
  /** Removes a mail not yet sent nor being sent (a reminder for a meeting that moved); false when too late. */
  withdraw(id: number, now: number): Promise<boolean>
  /** Every mail's state, oldest first (tests, and staff looking into the queue). */
  list(): Promise<QueuedMailRecord[]>
  /** Other instances may add mail to this store: look for due mail now and then, not only after one's own. */
  readonly shared: boolean
  close(): Promise<void>
}

/** A queued row as a mail to send. */
export function outgoingMail(row: MailRow): OutgoingMail {
  const body = JSON.parse(row.body ?? '{}') as Body
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: body.text ?? '',
    ...(body.html != null && { html: body.html }),
    ...(body.replyTo != null && { replyTo: body.replyTo }),
    ...(body.calendar != null && { calendar: body.calendar }),
    ...(body.headers != null && { headers: body.headers }),
    messageId: row.message_id,
    date: new Date(row.queued_at),
  }
}

/** The columns a new mail's row fills, in either store's INSERT. */
export const NEW_MAIL_COLUMNS = 'kind, recipient, subject, message_id, body, queued_at, next_attempt_at'

/**
 * A new mail's values for NEW_MAIL_COLUMNS, in their order: a new Message-ID, the body kept until
 * the mail is sent, and due now (or at its `sendAt`).
 */
export const newMailValues = (mail: Mail, now: number, senderDomain: string): (string | number)[] => [
  mail.kind,
  mail.to,
  mail.subject,
  `<${randomUUID()}@${senderDomain}>`,
  JSON.stringify({
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    calendar: mail.calendar,
    headers: mail.headers,
  }),
  new Date(now).toISOString(),
  Math.max(mail.sendAt ?? now, now),
]

export function openMailQueueStore(file: string, { senderDomain = 'medicore.example' } = {}): MailQueueStore {
  const location = path.resolve(file)
  let db: DatabaseSync | undefined

  function database(): DatabaseSync {
    if (db?.isOpen) return db
    db = openSqlite(location, { migrations: [SCHEMA], pragmas: ['secure_delete = ON'] })
    return db
  }

  return {
    location,
    shared: false,

    async add(mail, now) {
      const { lastInsertRowid } = database()
        .prepare(`INSERT INTO mail_queue (${NEW_MAIL_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(...newMailValues(mail, now, senderDomain))
      return Number(lastInsertRowid)
    },

    async claim(now) {
      const db = database()
      return transaction(db, () => {
        const row = db
          .prepare(
            `SELECT id, kind, recipient, subject, message_id, body, queued_at, attempts FROM mail_queue
             WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1`,
          )
          .get(now) as MailRow | undefined
        if (!row) return undefined
        db.prepare('UPDATE mail_queue SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?').run(
          now + SEND_LEASE_MS,
          row.id,
        )
        return { mail: outgoingMail(row), attempt: row.attempts + 1 }
      })
    },

    async markSent(id, now) {
      const db = database()
      db.prepare('UPDATE mail_queue SET sent_at = ?, body = NULL, last_error = NULL WHERE id = ?').run(
        new Date(now).toISOString(),
        id,
      )
      // The old page, link included, would otherwise linger in the WAL file until it is reused.
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    },

    async markFailed(id, error, retryAt) {
      database()
        .prepare('UPDATE mail_queue SET next_attempt_at = ?, last_error = ? WHERE id = ?')
        .run(retryAt, error, id)
    },

    async withdraw(id, now) {
      const { changes } = database()
        .prepare('DELETE FROM mail_queue WHERE id = ? AND sent_at IS NULL AND (attempts = 0 OR next_attempt_at <= ?)')
        .run(id, now)
      return changes > 0
    },

    async nextDue() {
      const row = database()
        .prepare('SELECT MIN(next_attempt_at) AS due FROM mail_queue WHERE sent_at IS NULL')
        .get() as { due: number | null }
      return row.due ?? undefined
    },

    async list() {
      return (
        database()
          .prepare(
            `SELECT id, kind, recipient, subject, queued_at, attempts, next_attempt_at, sent_at, last_error,
                    body IS NOT NULL AS has_body FROM mail_queue ORDER BY id`,
          )
          .all() as Record<string, string | number | null>[]
      ).map(queuedMailRecord)
    },

    async close() {
      if (db?.isOpen) db.close()
    },
  }
}
