/*
 * `npm run access`: the restricted trust documents (the SOC 2 report, the pen-test summary), for staff.
 *
 *   npm run access                          the requests waiting for a decision
 *   npm run access -- approve <address>     approve an address (also before it asks); mails it if it asked
 *   npm run access -- refuse <address>      refuse it; mails it if it asked
 *   npm run access -- log                   the downloads, newest first (--limit 100, --json)
 *
 * It reads and writes the trust center's database the site uses (lib/trust/store): SQLite at
 * TRUST_DB_PATH (default data/trust.sqlite), or PostgreSQL when DATABASE_URL is set. An account on
 * one of the approved customer domains (the Studio's trust center settings) needs no decision.
 * Runs on Node 24 with type stripping and the react-server condition, like `npm run inbox`.
 */
import { parseArgs } from 'node:util'
import { siteOrigin } from '../lib/auth/environment.ts'
import { controlCharacters } from '../lib/control-characters.ts'
import { sendDueMail, queueMail, stopMailQueue } from '../lib/mail/index.ts'
import { closePostgresPools } from '../lib/postgres.ts'
import { accessStore, type AccessRecord } from '../lib/trust/access/store.ts'
import { accessDecisionMail } from '../lib/trust/mails.ts'
import { trustDatabaseFromEnv } from '../lib/trust/store/database.ts'
import { trustCopiesFromEnv } from '../lib/trust/studio-copy.ts'
import { describeError } from '../lib/log.ts'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: 'string', default: '20' }, json: { type: 'boolean', default: false } },
})
const [command = 'list', address] = positionals
const limit = Number(values.limit)

const clean = (value: unknown) => String(value ?? '').replace(controlCharacters({ global: true }), '\ufffd')
const emailPattern = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run access [-- approve <address> | refuse <address> | log]`)
  process.exit(2)
}

const database = trustDatabaseFromEnv()
const store = accessStore(database)

function printRecord(record: AccessRecord) {
  if (values.json) return console.log(JSON.stringify(record))
  console.log(`${clean(record.email)}  ${clean(record.name ?? '')}`)
  console.log(
    `  asked ${clean(record.requestedAt ?? 'never')}, NDA version ${clean(record.ndaVersion ?? 'not accepted')}`,
  )
}

async function decide(status: 'approved' | 'refused') {
  if (!address || !emailPattern.test(address))
    usage(`Give the account's e-mail address to ${status === 'approved' ? 'approve' : 'refuse'}.`)
  const email = address.trim().toLowerCase()
  const before = await store.get(email)
  const record = await store.decide(email, status, 'staff (npm run access)', new Date().toISOString())
  console.log(`${email} is ${status}.${before ? '' : ' It has not asked yet: the decision applies when it does.'}`)
  // With a Sanity project, the Studio's copy shows the decision too.
  await trustCopiesFromEnv()?.access(record)
  // Someone who asked hears the decision, in the language they asked in.
  if (before?.requestedAt && before.status !== status) {
    await queueMail(accessDecisionMail(email, record.locale, siteOrigin(new Headers()), status === 'approved'))
    await sendDueMail()
    console.log(`${email} was mailed the decision.`)
  }
}

try {
  if (!Number.isInteger(limit) || limit < 1) usage(`--limit must be a positive whole number (got "${values.limit}").`)
  if (command === 'approve') await decide('approved')
  else if (command === 'refuse') await decide('refused')
  else if (command === 'log') {
    const downloads = await store.downloads({ limit })
    if (values.json) for (const download of downloads) console.log(JSON.stringify(download))
    else {
      console.log(`${downloads.length} newest download${downloads.length === 1 ? '' : 's'} in ${store.location}\n`)
      for (const { at, email, documentKey, document } of downloads)
        console.log(`${clean(at)}  ${clean(email)}  ${clean(document)} (${clean(documentKey)})`)
    }
  } else if (command === 'list') {
    const pending = (await store.pending()).slice(0, limit)
    if (!values.json)
      console.log(`${pending.length} request${pending.length === 1 ? '' : 's'} waiting in ${store.location}\n`)
    pending.forEach(printRecord)
  } else usage(`Unknown command "${command}".`)
} catch (error) {
  console.error(`Could not use ${store.location}: ${describeError(error)}`)
  process.exitCode = 1
} finally {
  stopMailQueue()
  await database.close()
  await closePostgresPools()
}
