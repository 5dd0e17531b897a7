import { mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { firstLink, messageOptions } from './compose.ts'
import type { Mailer, OutgoingMail } from './types.ts'

/*
 * The zero-configuration mailer: each mail becomes an RFC 822 file (.eml, which any mail
 * program opens) in the outbox folder, and the server prints where, with the first link,
 * so that a newcomer can follow a password-reset link locally. That print is the one place
 * a reset link is logged, and only without SMTP: on a real deployment, set SMTP_URL.
 */

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

/** A name that sorts by time and says what the mail is: 2026-11-23T10-30-00-000Z-12-password-reset.eml */
function outboxFileName(mail: OutgoingMail): string {
  const stamp = mail.date.toISOString().replace(/:/g, '-').replace('.', '-')
  const kind = mail.kind.replace(/[^a-z0-9-]+/gi, '-').slice(0, 40) || 'mail'
  return `${stamp}-${mail.id}-${kind}.eml`
}

/** Writes the mail into `dir` (created if missing) and returns the file's path. */
async function writeToOutbox(dir: string, mail: OutgoingMail, from: string): Promise<string> {
  const { message } = await composer.sendMail(messageOptions(mail, from))
  await mkdir(dir, { recursive: true })
  const file = path.resolve(dir, outboxFileName(mail))
  // Written aside, then renamed: `npm run outbox` never reads half a mail.
  const partial = `${file}.partial`
  await writeFile(partial, message as Buffer, { mode: 0o600 })
  await rename(partial, file)
  return file
}

export function createOutboxMailer(
  dir: string,
  from: string,
  print: (line: string) => void = (line) => console.log(line),
): Mailer {
  return {
    description: `the outbox folder ${path.resolve(dir)}`,
    async send(mail: OutgoingMail) {
      const file = await writeToOutbox(dir, mail, from)
      const link = firstLink(mail.text)
      print(`[mail] ${mail.kind} to ${mail.to} written to ${file}${link ? `\n[mail] link: ${link}` : ''}`)
    },
  }
}

/** The outbox's .eml files, newest first: their names start with the time. */
export async function outboxFiles(dir: string): Promise<string[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return names
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name))
}
