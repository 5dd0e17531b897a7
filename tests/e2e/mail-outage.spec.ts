import { expect, test } from '@playwright/test'
import { contactPage, sendContactMessage, storedMessages, uniqueMarker } from './support/contact'
import { mailsTo, queuedMails, setSmtp, waitForMail } from './support/mail'
import { e2e } from '../support/servers'

/*
 * The mail server is down: the contact message is still stored and acknowledged, and the
 * notification goes out once the server is back. Runs in the mail-outage project, after
 * the tests that read mail, since it takes the shared SMTP server down.
 */

test('a contact message is kept during a mail outage, and staff are notified once mail is back', async ({
  browser,
}) => {
  const staff = e2e.site.contactNotifyTo
  const marker = uniqueMarker('e2e-outage')
  await setSmtp('down')
  try {
    const page = await contactPage(browser)
    await sendContactMessage(page, marker)
    await expect(page.getByRole('status')).toHaveText('Your message has been sent. Thank you!')
    expect(storedMessages(marker)).toHaveLength(1)
    await page.context().close()

    // The worker tries, fails on the closed port and keeps the mail for its next try (0.5 s, 1 s, 2 s...).
    await expect
      .poll(() =>
        queuedMails(marker).map(({ attempts, lastError, sentAt }) => ({ tried: attempts > 1, lastError, sentAt })),
      )
      .toEqual([{ tried: true, lastError: expect.stringMatching(/ECONNREFUSED/), sentAt: null }])
  } finally {
    await setSmtp('up')
  }
  const mail = await waitForMail(staff, marker, { timeout: 20_000 })
  expect(mail.subject).toBe('Contact form: Schedule a demo')
  // Delivered once, not once per attempt.
  expect((await mailsTo(staff)).filter((received) => received.text.includes(marker))).toHaveLength(1)
})
