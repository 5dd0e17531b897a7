import { DatabaseSync } from 'node:sqlite'
import { expect } from '@playwright/test'
import type { ReceivedMail } from '../../support/fake-smtp'
import { e2e, smtpControlUrl } from '../../support/servers'

/*
 * The fake SMTP server's control API (tests/support/fake-smtp.ts), for tests that read the
 * site's mail or take the mail server down.
 */

/** The mails the SMTP server received for `to`, oldest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${smtpControlUrl}/messages?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`The fake SMTP server answered ${response.status}`)
  return (await response.json()) as ReceivedMail[]
}

/** Waits until a mail for `to` whose text contains `marker` has arrived, and returns it. */
export async function waitForMail(to: string, marker: string, { timeout = 15_000 } = {}): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((mail) => mail.text.includes(marker))
        return found !== undefined
      },
      { timeout, message: `a mail to ${to} containing "${marker}"` },
    )
    .toBe(true)
  return found!
}

/** Takes the SMTP server down (connections refused) or brings it back up. */
export async function setSmtp(state: 'up' | 'down') {
  const response = await fetch(`${smtpControlUrl}/${state}`, { method: 'POST' })
  if (!response.ok) throw new Error(`Could not take the fake SMTP server ${state}: ${response.status}`)
}

type QueuedMail = { subject: string; attempts: number; lastError: string | null; sentAt: string | null }

/**
 * The site server's mail queue (a SQLite file), read as staff would: every mail the site queued,
 * sent or not, with how many times it was tried and its last error. A mail is queued before the
 * form that sends it answers, so once a form has answered, what it queued is there.
 */
function queued(where: string, value: string): QueuedMail[] {
  const db = new DatabaseSync(e2e.site.mailDb, { readOnly: true, timeout: 5_000 })
  try {
    return db
      .prepare(
        `SELECT subject, attempts, last_error AS lastError, sent_at AS sentAt FROM mail_queue WHERE ${where} ORDER BY id`,
      )
      .all(value) as QueuedMail[]
  } finally {
    db.close()
  }
}

/** The queued mails whose body holds `marker` (a body is erased once the mail is sent). */
export const queuedMails = (marker: string) => queued('body LIKE ?', `%${marker}%`)

/** The mails queued for `to`, with this subject when one is given. */
export const queuedFor = (to: string, subject?: string) =>
  queued('recipient = ?', to).filter((mail) => subject === undefined || mail.subject === subject)
