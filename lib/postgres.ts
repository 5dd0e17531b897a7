import pg from 'pg'
import { variable, type Env } from './env/server.ts'

/*
 * PostgreSQL, when DATABASE_URL is set: one pool per process (contact messages and accounts
 * share it), and migrations that are safe to start from several instances at once. Each runs
 * under a PostgreSQL advisory lock, so the first instance migrates while the others wait, then
 * find nothing left to do.
 *
 * Only packages and relative .ts imports here: `npm run inbox` runs this file with Node's type
 * stripping.
 */

const pools = new Map<string, pg.Pool>()

/** DATABASE_URL, when set (postgres://user:password@host:5432/database). */
export const databaseUrl = (env?: Env) => variable('DATABASE_URL', env)

export function postgresPool(url: string): pg.Pool {
  let pool = pools.get(url)
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 })
    // An idle connection that breaks (the server restarts) is dropped from the pool; the next query opens another.
    pool.on('error', (error) => console.error(`[postgres] an idle connection failed: ${error.message}`))
    pools.set(url, pool)
  }
  return pool
}

/** Where, for logs and the inbox: the URL without its password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.password = ''
    return `PostgreSQL ${parsed.host}${parsed.pathname}`
  } catch {
    return 'PostgreSQL'
  }
}

/** An advisory lock key per purpose: a stable 32-bit number from its name. */
const lockKey = (name: string) => {
  let hash = 0
  for (const character of `medicore:${name}`) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0
  return hash
}

/**
 * Runs `work` while holding the advisory lock `name` for this database: other instances calling
 * it at the same moment wait their turn. The lock is a session lock on one connection of the
 * pool, so `work` may use other connections (Better Auth's migrations do).
 */
export async function withMigrationLock<T>(pool: pg.Pool, name: string, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockKey(name)])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockKey(name)])
    }
  } finally {
    client.release()
  }
}

/** Closes every pool this process opened (tests, and the inbox before it exits). */
export async function closePostgresPools() {
  const open = [...pools.values()]
  pools.clear()
  await Promise.all(open.map((pool) => pool.end()))
}
