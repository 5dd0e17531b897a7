import { variable, type Env } from '../../env/server.ts'
import { databaseUrl, describeDatabase, postgresPool } from '../../postgres.ts'
import { createPostgresBookingStore } from './postgres.ts'
import { createSqliteBookingStore } from './sqlite.ts'
import type { BookingStore } from './types.ts'

export type { BookingStore } from './types.ts'

/** PostgreSQL when DATABASE_URL is set (shared by every instance), otherwise SQLite at DEMO_DB_PATH. */
export function bookingStoreFromEnv(env?: Env): BookingStore {
  const url = databaseUrl(env)
  return url
    ? createPostgresBookingStore(postgresPool(url), describeDatabase(url))
    : createSqliteBookingStore(variable('DEMO_DB_PATH', env))
}

let cached: { key: string; store: BookingStore } | undefined

/** The process's store, made on first use and again if the environment changed (tests). */
export function defaultBookingStore(): BookingStore {
  const key = JSON.stringify([databaseUrl(), variable('DEMO_DB_PATH')])
  if (cached?.key !== key) cached = { key, store: bookingStoreFromEnv() }
  return cached.store
}
