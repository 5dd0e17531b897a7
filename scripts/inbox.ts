/*
 * `npm run inbox`: the stored contact messages, newest first, for staff.
 *
 *   npm run inbox               the 20 newest
 *   npm run inbox -- --limit 100
 *   npm run inbox -- --json     one JSON object per line
 *   npm run inbox -- --file 12  saves trust center request 12's attachment here, as request-12.<type>
 *
 * The trust center's requests (a security questionnaire, a BAA, a pen-test letter) follow the
 * contact messages, each with its file's kind and size; they are kept in the trust center's
 * database (TRUST_DB_PATH, or PostgreSQL with DATABASE_URL).
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
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ConfigError } from '../lib/env/server.ts'
import { controlCharacters } from '../lib/control-characters.ts'
import { languageForStaff } from '../lib/contact/language.ts'
import { contactStoreFromEnv } from '../lib/contact/store/index.ts'
import { closeSqliteStores } from '../lib/contact/store/sqlite.ts'
import { closePostgresPools } from '../lib/postgres.ts'
import type { ContactStore, StoredContactMessage } from '../lib/contact/store/types.ts'
import { listOptions } from './list-options.ts'
import { requestStore, type StoredRequest } from '../lib/trust/requests/store.ts'
import { trustDatabaseFromEnv } from '../lib/trust/store/database.ts'
import { requestReference } from '../lib/trust/mails.ts'
import { variable } from '../lib/env/server.ts'
import { databaseUrl } from '../lib/postgres.ts'
import { describeError } from '../lib/log.ts'

const { limit, json, file } = listOptions('file')

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
    if (!json) console.log(`No messages yet: ${store.location} does not exist (it is created with the first message).`)
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

/** The trust center's requests, newest first, each with its file's kind and size (never its bytes). */
function printRequests(requests: StoredRequest[], location: string) {
  if (json) {
    for (const request of requests) console.log(JSON.stringify({ trustRequest: true, ...request }))
    return
  }
  console.log(`${requests.length} newest trust center request${requests.length === 1 ? '' : 's'} in ${location}\n`)
  for (const request of requests) {
    console.log(`${requestReference(request.id)} (#${clean(request.id)})  ${clean(request.submittedAt)}`)
    console.log(`Request:  ${clean(request.kind)}`)
    console.log(`From:     ${clean(request.name)} <${clean(request.email)}>, ${clean(request.organization)}`)
    console.log(`Language: ${languageForStaff(request.locale)}`)
    const attached = request.file
    console.log(
      attached
        ? `File:     ${clean(attached.name)} (${attached.type.toUpperCase()}, ${Math.ceil(attached.size / 1024)} KB, sha256 ${attached.sha256.slice(0, 16)}…): npm run inbox -- --file ${request.id}`
        : 'File:     none',
    )
    if (request.message) console.log(clean(request.message).replace(/^/gm, '  '))
    console.log('')
  }
}

/** Saves a request's attachment in the current folder under a name of ours: the sender's file name is never used for it. */
async function saveFile(id: string) {
  const database = trustDatabaseFromEnv()
  try {
    const found = await requestStore(database).file(id)
    if (!found) {
      console.error(`No trust center request #${id} with a file.`)
      process.exitCode = 1
      return
    }
    const target = path.resolve(`request-${id}.${found.type}`)
    await writeFile(target, found.bytes, { flag: 'wx', mode: 0o600 })
    console.log(`Saved ${target} (${found.bytes.byteLength} bytes).`)
  } catch (error) {
    console.error(`Could not save the file: ${describeError(error)}`)
    process.exitCode = 1
  } finally {
    await database.close()
  }
}

/** The trust center's requests, when its database exists. */
async function trustRequests() {
  if (!databaseUrl() && !existsSync(variable('TRUST_DB_PATH'))) return
  const database = trustDatabaseFromEnv()
  try {
    printRequests(await requestStore(database).list({ limit }), database.location)
  } catch (error) {
    console.error(`Could not read ${database.location}: ${describeError(error)}`)
    process.exitCode = 1
  } finally {
    await database.close()
  }
}

if (file !== undefined) {
  await saveFile(file)
  await closePostgresPools()
} else {
  const store = storeFromEnv()
  try {
    if (store) print(await store.list({ limit }), store)
    await trustRequests()
  } catch (error) {
    console.error(`Could not read ${store?.location}: ${describeError(error)}`)
    process.exitCode = 1
  } finally {
    closeSqliteStores()
    await closePostgresPools()
  }
}
