/*
 * `npm run outbox`: the mails the site wrote to its outbox folder (no SMTP configured),
 * newest first, with the first link of each (a password-reset link, for example).
 *
 *   npm run outbox               the 20 newest
 *   npm run outbox -- --limit 100
 *   npm run outbox -- --json     one JSON object per line
 *
 * The folder is MAIL_OUTBOX_DIR (default data/outbox), read from the environment, .env.local
 * or .env, as the server reads it. Open a file in any mail program to see the mail as sent.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { firstLink } from '../lib/mail/compose.ts'
import { mailConfigFromEnv } from '../lib/mail/config.ts'
import { outboxFiles } from '../lib/mail/outbox.ts'
import { listOptions } from './list-options.ts'

for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile(file)

const { limit, json } = listOptions()

const config = mailConfigFromEnv()
const dir = path.resolve(config.outboxDir)
if (config.smtpUrl) console.log('SMTP_URL is set: the site sends its mail over SMTP, not to this folder.\n')

/** Mail text is shown as text: no control sequences reach the terminal. */
const clean = (value: unknown) => String(value ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '\ufffd')

const files = await outboxFiles(dir)
if (files.length === 0) {
  console.log(`No mail yet in ${dir} (the site writes one .eml file per mail there).`)
} else {
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' })
  if (!json) console.log(`${Math.min(limit, files.length)} of ${files.length} mails in ${dir}, newest first\n`)
  for (const file of files.slice(0, limit)) {
    const mail = await simpleParser(readFileSync(file))
    const to = [mail.to ?? []]
      .flat()
      .map((address) => address.text)
      .join(', ')
    const entry = {
      date: mail.date?.toISOString() ?? null,
      to,
      subject: mail.subject ?? '',
      link: firstLink(mail.text ?? '') ?? null,
      file,
    }
    if (json) {
      console.log(JSON.stringify(entry))
      continue
    }
    console.log(`${mail.date ? when.format(mail.date) : 'date unknown'}  to ${clean(entry.to)}`)
    console.log(`  Subject: ${clean(entry.subject)}`)
    if (entry.link) console.log(`  Link:    ${clean(entry.link)}`)
    console.log(`  File:    ${file}\n`)
  }
}
