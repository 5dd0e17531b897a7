import { expect, type Page } from '@playwright/test'
import type { Visitors } from './visitor'
import ICAL from 'ical.js'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { messagesFor } from '@/lib/i18n/messages'
import { routes } from '@/lib/routes'
import { uniqueClientAddress } from './clients'
import { fillFields } from './forms'
import { mailsTo } from './mail'
import type { ReceivedMail } from '../../support/fake-smtp'

/* A visitor booking a demo on /demo, and the invitations they and the specialist receive. */

/** The bundled dataset's specialists (studio/dataset/production.ndjson). */
const specialistAddresses = ['dana.lee@medicore.example', 'marco.ruiz@medicore.example']

/** A visitor in a context of their own: their own client address (the booking limits) and time zone. */
export async function demoVisitor(visitors: Visitors, { javaScript = true, timezoneId = 'America/Chicago' } = {}) {
  const context = await visitors.newContext({
    javaScriptEnabled: javaScript,
    timezoneId,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  return context.newPage()
}

export const demoPath = (locale: Locale) => localizedPath(routes.demo.path, locale)

/** The free times offered on the page, as the instants the radio buttons send. */
export const offeredSlots = (page: Page) =>
  page.locator('input[name="slot"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))

/** Picks the time `value` by its button (the radio itself is visually hidden inside its label). */
export async function pickSlot(page: Page, value: string) {
  const option = page.locator(`label:has(> input[name="slot"][value="${value}"])`).first()
  // The calendar shows one week at a time: the time's week first, by its tab.
  const week = page.locator('[data-week]', { has: option })
  if ((await week.count()) && !(await option.isVisible())) await week.locator(':scope > label').click()
  await option.click()
  await expect(page.locator(`input[name="slot"][value="${value}"]`).first()).toBeChecked()
}

/** Fills in the visitor's details by their labels in `locale`, and books. */
export async function fillAndBook(page: Page, email: string, locale: Locale = 'en') {
  const labels = messagesFor(locale).demo.form
  await fillFields(page, {
    [labels.name]: 'Ada Lovelace',
    [labels.email]: email,
    [labels.organization]: 'North Clinic',
  })
  await page.getByLabel(labels.role).selectOption('clinic')
  await page.getByLabel(labels.size).selectOption('11-50')
  await page.getByRole('button', { name: labels.submit }).click()
}

/** Waits for the `count`th mail to `to` whose subject matches, and returns it. */
export async function waitForMails(to: string, test: (mail: ReceivedMail) => boolean, count: number) {
  let found: ReceivedMail[] = []
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).filter(test)
        return found.length
      },
      { timeout: 20_000, message: `${count} mail(s) to ${to}` },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

/** The invitation a mail carries, as an independent parser (ical.js) reads it. */
export function invitationIn(mail: ReceivedMail) {
  expect(mail.calendars, mail.subject).toHaveLength(1)
  const calendar = new ICAL.Component(ICAL.parse(mail.calendars[0]!))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  }
}

/** The link after `label` in a mail's text ("Move it to another time:\nhttps://…"). */
export function linkAfter(mail: ReceivedMail, label: string) {
  const match = new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n(\\S+)`).exec(mail.text)
  if (!match) throw new Error(`No link after "${label}" in "${mail.subject}"`)
  const url = new URL(match[1]!)
  return `${url.pathname}${url.search}`
}

/** The specialist's mails about this visitor. */
export async function specialistMails(visitorEmail: string) {
  return (await Promise.all(specialistAddresses.map((address) => mailsTo(address))))
    .flat()
    .filter((mail) => mail.replyTo === visitorEmail || mail.text.includes(visitorEmail))
}
