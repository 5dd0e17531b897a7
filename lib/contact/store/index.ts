import 'server-only'
import path from 'node:path'
import { ConfigError, contentSource, parseContentSource, type ContentSource } from '../../config.ts'
import { createLakeClient } from '../../lake-client.ts'
import { createLakeContactStore } from './lake.ts'
import { createSqliteContactStore } from './sqlite.ts'
import type { ContactStore } from './types.ts'

export type { ContactStore } from './types.ts'

type Env = Record<string, string | undefined>

/** data/contact.sqlite under the directory the server was started from. */
const DEFAULT_CONTACT_DB_PATH = path.join('data', 'contact.sqlite')

/**
 * The store the environment asks for (the site and `npm run inbox` both choose here): the Content Lake when SANITY_API_WRITE_TOKEN is
 * set (the token never leaves the server: no NEXT_PUBLIC_ prefix, server-only module),
 * otherwise SQLite at CONTACT_DB_PATH.
 */
export function contactStoreFromEnv(env: Env = process.env, source?: ContentSource): ContactStore {
  const token = env.SANITY_API_WRITE_TOKEN?.trim()
  if (token) {
    const lake = source ?? (env === process.env ? contentSource : parseContentSource(env))
    if (lake.kind !== 'lake') {
      throw new ConfigError(
        'SANITY_API_WRITE_TOKEN is set, so contact messages go to the Content Lake, but NEXT_PUBLIC_SANITY_PROJECT_ID ' +
          'is not: set the project id and dataset, or unset the token to store messages in SQLite.',
      )
    }
    return createLakeContactStore(createLakeClient(lake, { token }))
  }
  return createSqliteContactStore(env.CONTACT_DB_PATH?.trim() || DEFAULT_CONTACT_DB_PATH)
}

let cached: { key: string; store: ContactStore } | undefined

/** The process's store, made on first use and again if the environment changed (tests). */
export function defaultContactStore(): ContactStore {
  const key = JSON.stringify([process.env.SANITY_API_WRITE_TOKEN, process.env.CONTACT_DB_PATH])
  if (cached?.key !== key) cached = { key, store: contactStoreFromEnv() }
  return cached.store
}
