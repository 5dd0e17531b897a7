import 'server-only'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { authDbPath } from './environment'

type Env = Record<string, string | undefined>

/**
 * The seam between the accounts and where they are kept: the one function that returns the
 * database Better Auth is given. Today a SQLite file through Node's built-in node:sqlite (Better
 * Auth's Kysely adapter takes a DatabaseSync as it is). To move the accounts to PostgreSQL, return
 * a `pg` Pool for DATABASE_URL here; the migrations in server.ts then run against it unchanged.
 */
export function authDatabase(env: Env = process.env): DatabaseSync {
  const file = authDbPath(env)
  mkdirSync(path.dirname(file), { recursive: true })
  const db = new DatabaseSync(file, { timeout: 5_000 })
  // WAL lets pages read while a sign-in writes; FULL makes a committed session survive a crash.
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec('PRAGMA foreign_keys = ON')
  return db
}
