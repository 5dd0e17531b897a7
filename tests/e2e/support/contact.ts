import { DatabaseSync } from 'node:sqlite'
import type { Page } from '@playwright/test'
import type { Visitors } from './visitor'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { routes } from '@/lib/routes'
import { uniqueClientAddress } from './clients'
import { fillFields } from './forms'
import { e2e } from '../../support/servers'

/** A contact page (in `locale`) in a context of its own, with a client address of its own for the contact rate limit. */
export async function contactPage(visitors: Visitors, { javaScript = true, locale = 'en' as Locale } = {}) {
  const context = await visitors.newContext({
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  const page = await context.newPage()
  await page.goto(localizedPath(routes.contact.path, locale))
  return page
}

/** A text that makes one test's message unique. */
export const uniqueMarker = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** Fills in and sends the contact form, by its labels in `locale`; the message ends with the marker. */
export async function sendContactMessage(page: Page, marker: string, { locale = 'en' as Locale } = {}) {
  const labels = messagesFor(locale).contact.form
  await fillFields(page, {
    [labels.name]: 'Ada Lovelace',
    [labels.email]: 'ada@clinic.example',
    [labels.subject]: 'Schedule a demo',
    [labels.message]: `Hello from the end-to-end test.\n${marker}`,
  })
  await page.getByRole('button', { name: labels.submit }).click()
}

/** The stored messages containing the marker, oldest first, read from the site server's SQLite file. */
export function storedMessages(marker: string) {
  const db = new DatabaseSync(e2e.site.contactDb, { readOnly: true })
  try {
    return db
      .prepare('SELECT name, email, subject, message FROM contact_messages WHERE message LIKE ? ORDER BY id')
      .all(`%${marker}%`)
  } finally {
    db.close()
  }
}
