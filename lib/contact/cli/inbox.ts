/*
 * `npm run inbox`: the stored contact messages, newest first, for staff.
 *
 *   npm run inbox               the 20 newest
 *   npm run inbox -- --limit 100
 *   npm run inbox -- --json     one JSON object per line
 *
 * It reads the store the site writes to: SQLite at CONTACT_DB_PATH (default
 * data/contact.sqlite), or the Content Lake when SANITY_API_WRITE_TOKEN is set (with
 * NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET). Runs on Node 24 with
 * type stripping and the react-server condition (see package.json), so it imports
 * the stores themselves rather than a copy of their queries.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createClient } from '@sanity/client'
import { createSanityContactStore } from '../store/sanity.ts'
import { closeSqliteStores, createSqliteContactStore } from '../store/sqlite.ts'
import type { ContactStore, StoredContactMessage } from '../store/types.ts'

const { values: args } = parseArgs({
  options: { limit: { type: 'string', default: '20' }, json: { type: 'boolean', default: false } },
})
const limit = Number(args.limit)
if (!Number.isInteger(limit) || limit < 1) {
  console.error(`--limit must be a positive whole number (got "${args.limit}").`)
  process.exit(2)
}

function storeFromEnv(env: NodeJS.ProcessEnv): ContactStore | undefined {
  const token = env.SANITY_API_WRITE_TOKEN?.trim()
  if (token) {
    const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim()
    const dataset = env.NEXT_PUBLIC_SANITY_DATASET?.trim()
    if (!projectId || !dataset) {
      console.error(
        'SANITY_API_WRITE_TOKEN is set: also set NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET.',
      )
      process.exit(2)
    }
    const apiVersion = env.NEXT_PUBLIC_SANITY_API_VERSION?.trim() || '2026-10-01'
    // SANITY_API_HOST: another API host (a local fake in tests), as for the site itself.
    const apiHost = env.SANITY_API_HOST?.trim()
    const client = createClient({
      projectId,
      dataset,
      apiVersion,
      token,
      useCdn: false,
      ...(apiHost && { apiHost, useProjectHostname: false }),
    })
    return createSanityContactStore(client)
  }
  const file = path.resolve(env.CONTACT_DB_PATH?.trim() || path.join('data', 'contact.sqlite'))
  if (!existsSync(file)) {
    console.log(`No messages yet: ${file} does not exist (it is created with the first message).`)
    return undefined
  }
  return createSqliteContactStore(file)
}

/** Stored text is shown as text: no control sequences reach the terminal. */
const clean = (value: unknown) => String(value ?? '').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\ufffd')

function print(messages: StoredContactMessage[], store: ContactStore) {
  if (args.json) {
    for (const message of messages) console.log(JSON.stringify(message))
    return
  }
  console.log(`${messages.length} newest message${messages.length === 1 ? '' : 's'} in ${store.location}\n`)
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
  for (const { id, name, email, subject, message, submittedAt } of messages) {
    const date = new Date(submittedAt)
    console.log(
      `#${clean(id)}  ${Number.isNaN(date.getTime()) ? 'date unknown' : when.format(date)}  (${clean(submittedAt)})`,
    )
    console.log(`From:    ${clean(name)} <${clean(email)}>`)
    console.log(`Subject: ${clean(subject)}`)
    console.log(clean(message).replace(/^/gm, '  '))
    console.log('')
  }
}

const store = storeFromEnv(process.env)
if (store) {
  try {
    print(await store.list({ limit }), store)
  } catch (error) {
    console.error(`Could not read ${store.location}: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  } finally {
    closeSqliteStores()
  }
}
