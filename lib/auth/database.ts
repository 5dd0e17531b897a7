import 'server-only'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { NodeSqliteDialect } from '@better-auth/kysely-adapter/node-sqlite-dialect'
import { CompiledQuery, type DatabaseConnection, type Driver } from 'kysely'
import type pg from 'pg'
import type { Env } from '../env/server'
import { databaseUrl, postgresPool, withMigrationLock } from '../postgres'
import { authDbPath } from './environment'

export type AuthDatabase = DatabaseSync | pg.Pool

/**
 * The seam between the accounts and where they are kept: the one function that returns the
 * database Better Auth is given (its Kysely adapter takes either as it is). PostgreSQL when
 * DATABASE_URL is set, the pool the contact messages use; otherwise a SQLite file through Node's
 * built-in node:sqlite.
 */
export function authDatabase(env?: Env): AuthDatabase {
  const url = databaseUrl(env)
  if (url) return postgresPool(url)
  const file = authDbPath(env)
  mkdirSync(path.dirname(file), { recursive: true })
  const db = new DatabaseSync(file, { timeout: 5_000 })
  // WAL lets pages read while a sign-in writes; FULL makes a committed session survive a crash.
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA foreign_keys = ON')
  return db
}

/**
 * The database as Better Auth is given it. On SQLite, its transactions take the write lock when
 * they begin (BEGIN IMMEDIATE, waiting out another writer for the busy timeout) rather than at
 * their first write: Kysely's plain BEGIN reads a snapshot first, and if another connection (a
 * script, a second process) commits meanwhile, the transaction's first write fails at once with
 * SQLITE_BUSY_SNAPSHOT, which no busy timeout retries. A sign-up then failed for its visitor.
 */
export function betterAuthDatabase(database: AuthDatabase) {
  if (!(database instanceof DatabaseSync)) return database
  const dialect = new NodeSqliteDialect({ database })
  const createDriver = dialect.createDriver.bind(dialect)
  dialect.createDriver = (): Driver => {
    const driver = createDriver()
    return {
      init: () => driver.init(),
      acquireConnection: () => driver.acquireConnection(),
      beginTransaction: async (connection: DatabaseConnection) =>
        void (await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'))),
      commitTransaction: (connection) => driver.commitTransaction(connection),
      rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
      releaseConnection: (connection) => driver.releaseConnection(connection),
      destroy: () => driver.destroy(),
    }
  }
  return { dialect, type: 'sqlite' as const, transaction: true }
}

/**
 * Runs Better Auth's migrations once at a time: on PostgreSQL under an advisory lock, so that
 * instances starting together do not race to create the same tables (the later ones find the
 * schema done). SQLite has one process writing its schema at a time already (its own lock).
 */
export function serialisedMigration(database: AuthDatabase, migrate: () => Promise<void>): Promise<void> {
  return database instanceof DatabaseSync ? migrate() : withMigrationLock(database, 'auth-schema', migrate)
}
