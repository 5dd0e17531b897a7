import type pg from 'pg'
import { asLocale } from '../../i18n/locales.ts'
import { describeDatabase, postgresPool, withMigrationLock } from '../../postgres.ts'
import { DUPLICATE_WINDOW_MS, fingerprint } from './fingerprint.ts'
import { contactMessagesLocaleColumn, contactMessagesSchema } from './schema.ts'
import type { ContactMessage, ContactStore, SaveResult, StoredContactMessage } from './types'

/*
 * The store for several instances on PostgreSQL (DATABASE_URL). The table is created once, under
 * an advisory lock, by whichever instance gets there first. A save commits before it returns;
 * the same message from the same sender within DUPLICATE_WINDOW_MS is kept once, checked under a
 * transaction lock on the message's fingerprint, so that a retry sent to another instance at the
 * same moment is not stored twice either.
 */

type Row = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  locale: string
  submitted_at: Date
}

const schemaReady = new Map<pg.Pool, Promise<void>>()

function migrate(pool: pg.Pool): Promise<void> {
  let ready = schemaReady.get(pool)
  if (!ready) {
    ready = withMigrationLock(pool, 'contact-schema', async () => {
      await pool.query(contactMessagesSchema({ id: 'BIGSERIAL PRIMARY KEY', time: 'TIMESTAMPTZ' }))
      // A table made before the language column gets it; a new one gets it here too.
      await pool.query(contactMessagesLocaleColumn({ ifNotExists: true }))
    }).catch((error: unknown) => {
      schemaReady.delete(pool)
      throw error
    })
    schemaReady.set(pool, ready)
  }
  return ready
}

export function createPostgresContactStore(url: string): ContactStore {
  const pool = postgresPool(url)
  return {
    kind: 'postgres',
    location: describeDatabase(url),
    async save(message: ContactMessage): Promise<SaveResult> {
      await migrate(pool)
      const print = fingerprint(message)
      const since = new Date(Date.parse(message.submittedAt) - DUPLICATE_WINDOW_MS)
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [print])
        const earlier = await client.query<{ id: string }>(
          'SELECT id FROM contact_messages WHERE fingerprint = $1 AND submitted_at >= $2 LIMIT 1',
          [print, since],
        )
        if (earlier.rows[0]) {
          await client.query('COMMIT')
          return { id: String(earlier.rows[0].id), duplicate: true }
        }
        const inserted = await client.query<{ id: string }>(
          'INSERT INTO contact_messages (name, email, subject, message, locale, submitted_at, fingerprint) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
          [message.name, message.email, message.subject, message.message, message.locale, message.submittedAt, print],
        )
        await client.query('COMMIT')
        return { id: String(inserted.rows[0]!.id), duplicate: false }
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async list({ limit = 50 } = {}): Promise<StoredContactMessage[]> {
      await migrate(pool)
      const { rows } = await pool.query<Row>(
        'SELECT id, name, email, subject, message, locale, submitted_at FROM contact_messages ORDER BY submitted_at DESC, id DESC LIMIT $1',
        [limit],
      )
      return rows.map(({ id, locale, submitted_at, ...row }) => ({
        id: String(id),
        submittedAt: submitted_at.toISOString(),
        locale: asLocale(locale),
        ...row,
      }))
    },
  }
}
