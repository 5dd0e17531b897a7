/*
 * `npm run inbox`: the stored contact messages, newest first, for staff.
 *
 *   npm run inbox               the 20 newest
 *   npm run inbox -- --limit 100
 *   npm run inbox -- --json     one JSON object per line
 *
 * Each message says the language of the site it was sent from (answer in it).
 *
 * It reads the store the site writes to, chosen by the site's own contactStoreFromEnv:
 * SQLite at CONTACT_DB_PATH (default data/contact.sqlite), PostgreSQL when DATABASE_URL is
 * set, or the Content Lake when
 * SANITY_API_WRITE_TOKEN is set (with NEXT_PUBLIC_SANITY_PROJECT_ID and
 * NEXT_PUBLIC_SANITY_DATASET). Runs on Node 24 with type stripping and the react-server
 * condition (see package.json), under which `server-only` imports nothing.
 */
import { existsSync } from 'node:fs'
import { ConfigError } from '../lib/env/server.ts'
import { controlCharacters } from '../lib/control-characters.ts'
import { languageForStaff } from '../lib/contact/language.ts'
import { contactStoreFromEnv } from '../lib/contact/store/index.ts'
import { closeSqliteStores } from '../lib/contact/store/sqlite.ts'
import { closePostgresPools } from '../lib/postgres.ts'
import type { ContactStore, StoredContactMessage } from '../lib/contact/store/types.ts'
import { listOptions } from './list-options.ts'

const { limit, json } = listOptions()

function storeFromEnv(): ContactStore | undefined {
  let store: ContactStore
  try {
    store = contactStoreFromEnv()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(2)
  }
  if (store.kind === 'sqlite' && !existsSync(store.location)) {
    console.log(`No messages yet: ${store.location} does not exist (it is created with the first message).`)
    return undefined
  }
  return store
}

/** Stored text is shown as text: no control sequences reach the terminal. */
const clean = (value: unknown) =>
  String(value ?? '').replace(controlCharacters({ allowed: '\t\n', global: true }), '\ufffd')

function print(messages: StoredContactMessage[], store: ContactStore) {
  if (json) {
    for (const message of messages) console.log(JSON.stringify(message))
    return
  }
  console.log(`${messages.length} newest message${messages.length === 1 ? '' : 's'} in ${store.location}\n`)
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
  for (const { id, name, email, subject, message, locale, submittedAt } of messages) {
    const date = new Date(submittedAt)
    console.log(
      `#${clean(id)}  ${Number.isNaN(date.getTime()) ? 'date unknown' : when.format(date)}  (${clean(submittedAt)})`,
    )
    console.log(`From:     ${clean(name)} <${clean(email)}>`)
    console.log(`Subject:  ${clean(subject)}`)
    console.log(`Language: ${languageForStaff(locale)}`)
    console.log(clean(message).replace(/^/gm, '  '))
    console.log('')
  }
}

const store = storeFromEnv()
if (store) {
  try {
    print(await store.list({ limit }), store)
  } catch (error) {
    console.error(`Could not read ${store.location}: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  } finally {
    closeSqliteStores()
    await closePostgresPools()
  }
}
