import { expect, test } from './support/visitor'
import { es } from '@/lib/i18n/messages/es'
import { contactPage, sendContactMessage, uniqueMarker } from './support/contact'
import { waitForMail } from './support/mail'
import { e2e } from '../support/servers'

/*
 * Staff hear about each contact message: the site server (SMTP_URL, CONTACT_NOTIFY_TO in
 * playwright.config.ts) mails it to the fake SMTP server, where this test reads it.
 */

const SENT = 'Your message has been sent. Thank you!'

for (const javaScript of [true, false]) {
  test(`a contact message sent ${javaScript ? 'with' : 'without'} JavaScript reaches staff by e-mail`, async ({
    visitors,
  }) => {
    const page = await contactPage(visitors, { javaScript })
    const marker = uniqueMarker(javaScript ? 'e2e-mail-js' : 'e2e-mail-nojs')
    await sendContactMessage(page, marker)
    await expect(page.getByRole('status')).toHaveText(SENT)

    const mail = await waitForMail(e2e.site.contactNotifyTo, marker)
    expect(mail.subject).toBe('Contact form: Schedule a demo')
    expect(mail.from).toBe('no-reply@medicore.example')
    expect(mail.replyTo).toBe('ada@clinic.example')
    expect(mail.text).toContain('Name:     Ada Lovelace')
    expect(mail.text).toContain('Email:    ada@clinic.example')
    expect(mail.text).toContain('Subject:  Schedule a demo')
    expect(mail.text).toContain('Language: English\n')
    expect(mail.text).toContain(`Hello from the end-to-end test.\n${marker}`)
    expect(mail.html).toContain(marker)
    await page.context().close()
  })
}

test('a contact message sent from the Spanish site tells staff to answer in Spanish', async ({ visitors }) => {
  const page = await contactPage(visitors, { locale: 'es' })
  const marker = uniqueMarker('e2e-mail-es')
  await sendContactMessage(page, marker, { locale: 'es' })
  await expect(page.getByRole('status')).toHaveText(es.contactAnswers.sent)

  const mail = await waitForMail(e2e.site.contactNotifyTo, marker)
  expect(mail.subject).toBe('Contact form: Schedule a demo')
  expect(mail.text).toContain('Language: Spanish (answer in Spanish)\n')
  expect(mail.html).toContain('<td>Spanish (answer in Spanish)</td>')
  await page.context().close()
})
