import 'server-only'
import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { ContactMessage, ContactStore, SaveResult, StoredContactMessage } from './types'

/*
 * The default store: a SQLite file through Node's built-in node:sqlite. WAL lets the
 * inbox read while the site writes; synchronous=FULL makes every commit reach the disk
 * before `save` returns, so an acknowledged message survives a crash or power loss.
 * node:sqlite is synchronous: a save holds the event loop for one small transaction
 * (about a millisecond or an fsync), which a contact form can afford.
 *
 * Only Node built-ins and type imports here: `npm run inbox` runs this file directly
 * with Node's type stripping.
 */

/** The same message from the same sender within this window is kept once (a double submit). */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000
const BUSY_TIMEOUT_MS = 5_000
const SCHEMA_VERSION = 1

type Row = { id: number; name: string; email: string; subject: string; message: string; submitted_at: string }

const open = new Map<string, DatabaseSync>()

function database(file: string): DatabaseSync {
  const resolved = path.resolve(file)
  let db = open.get(resolved)
  if (db?.isOpen) return db
  mkdirSync(path.dirname(resolved), { recursive: true })
  db = new DatabaseSync(resolved, { timeout: BUSY_TIMEOUT_MS })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  migrate(db)
  open.set(resolved, db)
  return db
}

function migrate(db: DatabaseSync) {
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number }
  if (version >= SCHEMA_VERSION) return
  transaction(db, () => {
    db.exec(`
      CREATE TABLE IF NOT EXISTS contact_messages (
        id           INTEGER PRIMARY KEY AUTOINCREMENT,
        name         TEXT NOT NULL,
        email        TEXT NOT NULL,
        subject      TEXT NOT NULL,
        message      TEXT NOT NULL,
        submitted_at TEXT NOT NULL,
        fingerprint  TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS contact_messages_by_fingerprint ON contact_messages (fingerprint, submitted_at);
      CREATE INDEX IF NOT EXISTS contact_messages_by_time ON contact_messages (submitted_at);
      PRAGMA user_version = ${SCHEMA_VERSION};
    `)
  })
}

/** BEGIN IMMEDIATE takes the write lock up front, waiting out other writers (busy timeout). */
function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}

function fingerprint({ name, email, subject, message }: ContactMessage): string {
  return createHash('sha256')
    .update(JSON.stringify([name, email.toLowerCase(), subject, message]))
    .digest('hex')
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
            'INSERT INTO contact_messages (name, email, subject, message, submitted_at, fingerprint) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(message.name, message.email, message.subject, message.message, message.submittedAt, print)
        return { id: String(lastInsertRowid), duplicate: false }
      })
    },
    async list({ limit = 50 } = {}): Promise<StoredContactMessage[]> {
      const rows = database(location)
        .prepare(
          'SELECT id, name, email, subject, message, submitted_at FROM contact_messages ORDER BY submitted_at DESC, id DESC LIMIT ?',
        )
        .all(limit) as Row[]
      return rows.map(({ id, submitted_at, ...row }) => ({ id: String(id), submittedAt: submitted_at, ...row }))
    },
  }
}

/** Closes every database this process opened (tests, and the CLI before it exits). */
export function closeSqliteStores() {
  for (const db of open.values()) if (db.isOpen) db.close()
  open.clear()
}
