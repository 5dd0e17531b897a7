import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type pg from 'pg'
import { variable, type Env } from '../../env/server.ts'
import { databaseUrl, describeDatabase, postgresPool, withMigrationLock } from '../../postgres.ts'
import { openSqlite } from '../../sqlite.ts'

/*
 * The trust center's database: a SQLite file (TRUST_DB_PATH, data/trust.sqlite) by default, or the
 * PostgreSQL of DATABASE_URL shared by every instance, as the contact messages and demo bookings.
 * Its statements are written once, with `?` parameters, in the SQL both engines speak; the schema
 * differs only in its id and file columns. Only Node built-ins, packages and local .ts files:
 * `npm run access` and `npm run inbox` run it with Node's type stripping.
 */

export type Row = Record<string, unknown>
type Params = (string | number | null | Uint8Array)[]
export type Query = (sql: string, params?: Params) => Promise<Row[]>

export type TrustDatabase = {
  readonly location: string
  query: Query
  /** Runs `work` in one transaction: every statement or none. */
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** The tables, in each engine's words for an id and for bytes. */
const schema = ({ id, bytes }: { id: string; bytes: string }) => `
  CREATE TABLE IF NOT EXISTS trust_subscribers (
    id              ${id},
    email           TEXT NOT NULL UNIQUE,
    locale          TEXT NOT NULL,
    status          TEXT NOT NULL,
    confirm_hash    TEXT,
    confirm_expires BIGINT,
    created_at      TEXT NOT NULL,
    confirmed_at    TEXT,
    unsubscribed_at TEXT
  );
  CREATE INDEX IF NOT EXISTS trust_subscribers_by_confirm ON trust_subscribers (confirm_hash);
  CREATE TABLE IF NOT EXISTS trust_announcements (
    change_id    TEXT PRIMARY KEY,
    locale       TEXT NOT NULL,
    announced_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS trust_notices (
    change_id     TEXT NOT NULL,
    subscriber_id BIGINT NOT NULL,
    claimed_at    BIGINT,
    mail_id       BIGINT,
    PRIMARY KEY (change_id, subscriber_id)
  );
  CREATE TABLE IF NOT EXISTS trust_requests (
    id           ${id},
    kind         TEXT NOT NULL,
    name         TEXT NOT NULL,
    email        TEXT NOT NULL,
    organization TEXT NOT NULL,
    message      TEXT NOT NULL,
    locale       TEXT NOT NULL,
    submitted_at TEXT NOT NULL,
    fingerprint  TEXT NOT NULL,
    file_name    TEXT,
    file_type    TEXT,
    file_size    BIGINT,
    file_sha256  TEXT,
    file_data    ${bytes}
  );
  CREATE INDEX IF NOT EXISTS trust_requests_by_fingerprint ON trust_requests (fingerprint, submitted_at);
  CREATE TABLE IF NOT EXISTS trust_access (
    email           TEXT PRIMARY KEY,
    user_id         TEXT,
    name            TEXT,
    locale          TEXT NOT NULL,
    status          TEXT NOT NULL,
    nda_version     TEXT,
    nda_accepted_at TEXT,
    requested_at    TEXT,
    decided_at      TEXT,
    decided_by      TEXT
  );
  CREATE TABLE IF NOT EXISTS trust_downloads (
    id            ${id},
    email         TEXT NOT NULL,
    user_id       TEXT NOT NULL,
    document_key  TEXT NOT NULL,
    document      TEXT NOT NULL,
    locale        TEXT NOT NULL,
    downloaded_at TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS trust_downloads_by_time ON trust_downloads (downloaded_at);
`

const sqliteSchema = schema({ id: 'INTEGER PRIMARY KEY AUTOINCREMENT', bytes: 'BLOB' })
const postgresSchema = schema({ id: 'BIGSERIAL PRIMARY KEY', bytes: 'BYTEA' })

/** SQLite's `?` parameters as PostgreSQL's numbered ones. */
const numbered = (sql: string) => {
  let index = 0
  return sql.replace(/\?/g, () => `$${++index}`)
}

const sqliteFiles = new Map<string, DatabaseSync>()

function sqliteDatabase(file: string): TrustDatabase {
  const location = path.resolve(file)
  const open = () => {
    let db = sqliteFiles.get(location)
    if (!db?.isOpen) {
      db = openSqlite(location, { migrations: [sqliteSchema], pragmas: ['secure_delete = ON'] })
      sqliteFiles.set(location, db)
    }
    return db
  }
  const run: Query = async (sql, params = []) =>
    open()
      .prepare(sql)
      .all(...params) as Row[]
  // One connection: while a transaction awaits between its statements, other statements wait their turn
  // rather than land inside it (and be rolled back with it).
  let turn: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work, work)
    turn = result.catch(() => undefined)
    return result
  }
  return {
    location,
    query: (sql, params) => inTurn(() => run(sql, params)),
    transaction: (work) =>
      inTurn(async () => {
        const db = open()
        db.exec('BEGIN IMMEDIATE')
        try {
          const result = await work(run)
          db.exec('COMMIT')
          return result
        } catch (error) {
          if (db.isTransaction) db.exec('ROLLBACK')
          throw error
        }
      }),
    async close() {
      sqliteFiles.get(location)?.close()
      sqliteFiles.delete(location)
    },
  }
}

const migrated = new Map<pg.Pool, Promise<void>>()

function postgresDatabase(url: string): TrustDatabase {
  const pool = postgresPool(url)
  const ready = () => {
    let done = migrated.get(pool)
    if (!done) {
      done = withMigrationLock(pool, 'trust-schema', async () => void (await pool.query(postgresSchema))).catch(
        (error: unknown) => {
          migrated.delete(pool)
          throw error
        },
      )
      migrated.set(pool, done)
    }
    return done
  }
  const on =
    (client: pg.Pool | pg.PoolClient): Query =>
    async (sql, params = []) =>
      (await client.query(numbered(sql), params)).rows as Row[]
  return {
    location: describeDatabase(url),
    async query(sql, params) {
      await ready()
      return on(pool)(sql, params)
    },
    async transaction(work) {
      await ready()
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(on(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    // The pool is the process's, shared with the accounts and the other stores.
    async close() {},
  }
}

/** The database the settings ask for: PostgreSQL with DATABASE_URL, else SQLite at TRUST_DB_PATH. */
export function trustDatabaseFromEnv(env?: Env): TrustDatabase {
  const url = databaseUrl(env)
  return url ? postgresDatabase(url) : sqliteDatabase(variable('TRUST_DB_PATH', env))
}

let cached: { key: string; database: TrustDatabase } | undefined

/** The process's database, made on first use and again if the settings changed (tests). */
export function trustDatabase(): TrustDatabase {
  const key = JSON.stringify([databaseUrl(), variable('TRUST_DB_PATH')])
  if (cached?.key !== key) cached = { key, database: trustDatabaseFromEnv() }
  return cached.database
}
