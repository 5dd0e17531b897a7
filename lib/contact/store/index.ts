import 'server-only'
import { contentSource, parseContentSource, type ContentSource } from '../../config.ts'
import { ConfigError, variables, type Env } from '../../env/server.ts'
import { createLakeClient } from '../../lake-client.ts'
import { databaseUrl } from '../../postgres.ts'
import { createLakeContactStore } from './lake.ts'
import { createPostgresContactStore } from './postgres.ts'
import { createSqliteContactStore } from './sqlite.ts'
import type { ContactStore } from './types.ts'

export type { ContactStore } from './types.ts'

/**
 * The store the environment asks for (the site and `npm run inbox` both choose here): PostgreSQL
 * when DATABASE_URL is set; the Content Lake when SANITY_API_WRITE_TOKEN is set (the token never
 * leaves the server: no NEXT_PUBLIC_ prefix, server-only module); otherwise SQLite at
 * CONTACT_DB_PATH. Both at once is refused rather than guessed.
 */
export function contactStoreFromEnv(env?: Env, source?: ContentSource): ContactStore {
  const { SANITY_API_WRITE_TOKEN: token, CONTACT_DB_PATH: file } = variables(
    ['SANITY_API_WRITE_TOKEN', 'CONTACT_DB_PATH'],
    env,
  )
  const database = databaseUrl(env)
  if (database && token) {
    throw new ConfigError(
      'DATABASE_URL and SANITY_API_WRITE_TOKEN are both set, so contact messages could go to PostgreSQL or the ' +
        'Content Lake: unset one of them.',
    )
  }
  if (database) return createPostgresContactStore(database)
  if (token) {
    const lake = source ?? (env ? parseContentSource(env) : contentSource)
    if (lake.kind !== 'lake') {
      throw new ConfigError(
        'SANITY_API_WRITE_TOKEN is set, so contact messages go to the Content Lake, but NEXT_PUBLIC_SANITY_PROJECT_ID ' +
          'is not: set the project id and dataset, or unset the token to store messages in SQLite.',
      )
    }
    return createLakeContactStore(createLakeClient(lake, { token }))
  }
  return createSqliteContactStore(file)
}

let cached: { key: string; store: ContactStore } | undefined

/** The process's store, made on first use and again if the environment changed (tests). */
export function defaultContactStore(): ContactStore {
  const key = JSON.stringify(Object.values(variables(['SANITY_API_WRITE_TOKEN', 'CONTACT_DB_PATH', 'DATABASE_URL'])))
  if (cached?.key !== key) cached = { key, store: contactStoreFromEnv() }
  return cached.store
}
