import type pg from 'pg'
import { withMigrationLock } from '../postgres.ts'
import {
  mailQueueSchema,
  NEW_MAIL_COLUMNS,
  newMailValues,
  outgoingMail,
  queuedMailRecord,
  SEND_LEASE_MS,
  type MailQueueStore,
  type MailRow,
  type QueuedMailRecord,
} from './queue-store.ts'

/*
 * The mail queue in PostgreSQL (with DATABASE_URL), shared by every instance. A worker claims
 * a due mail with `FOR UPDATE SKIP LOCKED` and leases it (next_attempt_at moves past the send),
 * so two instances' workers never take the same mail, and each mail is sent once; a mail whose
 * instance died mid-send, or before it could send, is taken by another once it is due. As in
 * SQLite, a sent mail's body (which may hold a link) is erased.
 */

const SCHEMA = mailQueueSchema({ id: 'BIGSERIAL PRIMARY KEY', time: 'BIGINT' })

/** PostgreSQL hands a BIGSERIAL back as a string. */
type Row = Omit<MailRow, 'id'> & { id: string }

export function openPostgresMailQueueStore(
  pool: pg.Pool,
  { location = 'PostgreSQL', senderDomain = 'medicore.example', leaseMs = SEND_LEASE_MS } = {},
): MailQueueStore {
  let ready: Promise<void> | undefined
  const migrated = () =>
    (ready ??= withMigrationLock(pool, 'mail-queue', async () => void (await pool.query(SCHEMA))).catch((error) => {
      ready = undefined
      throw error
    }))
  const query = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
    await migrated()
    return pool.query<T>(sql, values)
  }

  return {
    location,
    shared: true,

    async add(mail, now) {
      const { rows } = await query<{ id: string }>(
        `INSERT INTO mail_queue (${NEW_MAIL_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        newMailValues(mail, now, senderDomain),
      )
      return Number(rows[0]!.id)
    },

    async claim(now) {
      const { rows } = await query<Row>(
        `UPDATE mail_queue SET attempts = attempts + 1, next_attempt_at = $2
         WHERE id = (
           SELECT id FROM mail_queue WHERE sent_at IS NULL AND next_attempt_at <= $1
           ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
         )
         RETURNING id, kind, recipient, subject, message_id, body, queued_at, attempts`,
        [now, now + leaseMs],
      )
      const row = rows[0]
      return row ? { mail: outgoingMail({ ...row, id: Number(row.id) }), attempt: row.attempts } : undefined
    },

    async markSent(id, now) {
      await query('UPDATE mail_queue SET sent_at = $1, body = NULL, last_error = NULL WHERE id = $2', [
        new Date(now).toISOString(),
        id,
      ])
    },

    async markFailed(id, error, retryAt) {
      await query('UPDATE mail_queue SET next_attempt_at = $1, last_error = $2 WHERE id = $3', [retryAt, error, id])
    },

    async withdraw(id, now) {
      // A mail leased by a worker that is sending it (attempted, next try in the future) is left alone.
      const { rowCount } = await query(
        'DELETE FROM mail_queue WHERE id = $1 AND sent_at IS NULL AND (attempts = 0 OR next_attempt_at <= $2)',
        [id, now],
      )
      return (rowCount ?? 0) > 0
    },

    async nextDue() {
      const { rows } = await query<{ due: string | null }>(
        'SELECT MIN(next_attempt_at) AS due FROM mail_queue WHERE sent_at IS NULL',
      )
      return rows[0]?.due == null ? undefined : Number(rows[0].due)
    },

    async list(): Promise<QueuedMailRecord[]> {
      const { rows } = await query<Record<string, string | number | boolean | null>>(
        `SELECT id, kind, recipient, subject, queued_at, attempts, next_attempt_at, sent_at, last_error,
                body IS NOT NULL AS has_body FROM mail_queue ORDER BY id`,
      )
      return rows.map(queuedMailRecord)
    },

    // The pool is the process's, shared with the accounts and the contact store.
    async close() {},
  }
}
