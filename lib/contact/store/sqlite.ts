import 'server-only'
import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { asLocale } from '../../i18n/locales.ts'
import { openSqlite, transaction } from '../../sqlite.ts'
import { DUPLICATE_WINDOW_MS, fingerprint } from './fingerprint.ts'
import { contactMessagesLocaleColumn, contactMessagesSchema } from './schema.ts'
import type { ContactMessage, ContactStore, SaveResult, StoredContactMessage } from './types'

/*
 * The default store: a SQLite file (lib/sqlite.ts). Every commit reaches the disk before
 * `save` returns, so an acknowledged message survives a crash or power loss.
 * node:sqlite is synchronous: a save holds the event loop for one small transaction
 * (about a millisecond or an fsync), which a contact form can afford.
 *
 * Only Node built-ins and local files named with their .ts extension: `npm run inbox` runs
 * this file directly with Node's type stripping.
 */

type Row = {
  id: number
  name: string
  email: string
  subject: string
  message: string
  locale: string
  submitted_at: string
}

/** The file's steps, in order (lib/sqlite.ts): a file made before the language column gets it on opening. */
const MIGRATIONS = [
  contactMessagesSchema({ id: 'INTEGER PRIMARY KEY AUTOINCREMENT', time: 'TEXT' }),
  contactMessagesLocaleColumn({ ifNotExists: false }),
]

const open = new Map<string, DatabaseSync>()

function database(file: string): DatabaseSync {
  const resolved = path.resolve(file)
  let db = open.get(resolved)
  if (db?.isOpen) return db
  db = openSqlite(resolved, { migrations: MIGRATIONS })
  open.set(resolved, db)
  return db
}

export function createSqliteContactStore(file: string): ContactStore {
  const location = path.resolve(file)
  return {
    kind: 'sqlite',
    location,
    async save(message: ContactMessage): Promise<SaveResult> {
      const db = database(location)
      const print = fingerprint(message)
      const since = new Date(Date.parse(message.submittedAt) - DUPLICATE_WINDOW_MS).toISOString()
      return transaction(db, () => {
        const earlier = db
          .prepare('SELECT id FROM contact_messages WHERE fingerprint = ? AND submitted_at >= ? LIMIT 1')
          .get(print, since) as { id: number } | undefined
        if (earlier) return { id: String(earlier.id), duplicate: true }
        const { lastInsertRowid } = db
          .prepare(
            'INSERT INTO contact_messages (name, email, subject, message, locale, submitted_at, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            message.name,
            message.email,
            message.subject,
            message.message,
            message.locale,
            message.submittedAt,
            print,
          )
        return { id: String(lastInsertRowid), duplicate: false }
      })
    },
    async list({ limit = 50 } = {}): Promise<StoredContactMessage[]> {
      const rows = database(location)
        .prepare(
          'SELECT id, name, email, subject, message, locale, submitted_at FROM contact_messages ORDER BY submitted_at DESC, id DESC LIMIT ?',
        )
        .all(limit) as Row[]
      return rows.map(({ id, locale, submitted_at, ...row }) => ({
        id: String(id),
        submittedAt: submitted_at,
        locale: asLocale(locale),
        ...row,
      }))
    },
  }
}

/** Closes every database this process opened (tests, and the CLI before it exits). */
export function closeSqliteStores() {
  for (const db of open.values()) if (db.isOpen) db.close()
  open.clear()
}
