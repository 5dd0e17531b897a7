import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/*
 * A SQLite file through Node's built-in node:sqlite, as the contact store and the mail queue
 * keep theirs: WAL lets readers read while the site writes; synchronous=FULL makes every commit
 * reach the disk before the write returns. Only Node built-ins here: the command-line scripts
 * run the stores directly with Node's type stripping.
 */

const BUSY_TIMEOUT_MS = 5_000

/**
 * Opens (creating its folder) the file, and brings its tables up to date: `migrations[i]` takes
 * them to version i + 1 (the file's user_version), so a file runs only the steps it has not had.
 */
export function openSqlite(
  file: string,
  { migrations, pragmas = [] }: { migrations: string[]; pragmas?: string[] },
): DatabaseSync {
  mkdirSync(path.dirname(file), { recursive: true })
  const db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  for (const pragma of pragmas) db.exec(`PRAGMA ${pragma}`)
  const version = () => (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version
  if (version() < migrations.length) {
    transaction(db, () => {
      // Read again under the write lock: another process may have migrated the file meanwhile.
      for (const step of migrations.slice(version())) db.exec(step)
      db.exec(`PRAGMA user_version = ${migrations.length}`)
    })
  }
  return db
}

/** BEGIN IMMEDIATE takes the write lock up front, waiting out other writers (busy timeout). */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
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
