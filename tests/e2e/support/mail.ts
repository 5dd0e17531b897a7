import { expect } from '@playwright/test'
import type { ReceivedMail } from '../../support/fake-smtp'
import { smtpControlUrl } from '../../support/servers'

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
