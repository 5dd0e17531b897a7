import { expect, test } from './support/visitor'
import { en } from '@/lib/i18n/messages/en'
import { es } from '@/lib/i18n/messages/es'
import {
  demoPath,
  demoVisitor,
  fillAndBook,
  invitationIn,
  linkAfter,
  offeredSlots,
  pickSlot,
  specialistMails,
  waitForMails,
} from './support/demo'

/*
 * A visitor books a demo, receives the invitation, moves it, then cancels it, and the time is free
 * again; the specialist receives each version too. Mail goes through the site's queue to the fake
 * SMTP server (playwright.config.ts), and each invitation is read by ical.js.
 */

const uniqueAddress = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@clinic.example`

test('shows a week of times at once: at least 10 times from at least 3 days, with nothing to open', async ({
  page,
}) => {
  await page.goto(demoPath('en'))
  const days = await page
    .locator('input[name="slot"]')
    .evaluateAll((inputs) =>
      inputs
        .filter((input) => input.closest('label')!.checkVisibility())
        .map((input) => input.closest('fieldset')!.querySelector('legend')!.textContent),
    )
  expect(days.length).toBeGreaterThanOrEqual(10)
  expect(new Set(days).size).toBeGreaterThanOrEqual(3)
})

test('with JavaScript: book in the browser’s zone, move, cancel, and the time is free again', async ({ visitors }) => {
  // Three rounds of mail through the queue to the SMTP server, and five pages.
  test.setTimeout(90_000)
  const page = await demoVisitor(visitors, { timezoneId: 'America/Chicago' })
  await page.goto(demoPath('en'))
  // The browser's zone is chosen for the visitor.
  await expect(page.getByLabel(en.demo.zoneLabel)).toHaveValue('America/Chicago')
  const [first, , third] = await offeredSlots(page)
  const email = uniqueAddress('demo-js')

  await pickSlot(page, first!)
  await fillAndBook(page, email)
  await expect(page.getByRole('status')).toContainText('Your demo is booked for')
  await expect(page.getByRole('status')).toContainText(/ C[SD]T\. We sent the invitation to /)
  // The confirmation takes the form's place; on the page again, the booked time is no longer offered.
  await expect(page.getByRole('link', { name: en.demo.confirmation.again })).toBeVisible()
  await page.reload()
  await expect(page.locator(`input[name="slot"][value="${first}"]`)).toHaveCount(0)

  const [booked] = await waitForMails(email, (mail) => mail.subject.startsWith('Your MediCore demo on'), 1)
  const invitation = invitationIn(booked!)
  expect(invitation).toMatchObject({ method: 'REQUEST', sequence: 0, start: first })
  await expect.poll(async () => (await specialistMails(email)).length).toBe(1)
  const [theirs] = await specialistMails(email)
  expect(theirs?.subject).toMatch(/^MediCore demo: New demo booked for /)
  expect(invitationIn(theirs!).uid).toBe(invitation.uid)

  // Move it with the mail's link.
  await page.goto(linkAfter(booked!, en.demo.mails.move))
  await pickSlot(page, third!)
  await page.getByRole('button', { name: en.demo.manage.moveSubmit }).click()
  await expect(page.getByRole('status')).toContainText('Your demo is now on')
  const [moved] = await waitForMails(email, (mail) => mail.subject.startsWith('Your MediCore demo moved to'), 1)
  expect(invitationIn(moved!)).toMatchObject({ method: 'REQUEST', uid: invitation.uid, sequence: 1, start: third })
  // The first link named the version before the move: it no longer works.
  const oldCancel = linkAfter(booked!, en.demo.mails.cancel)
  await page.goto(oldCancel)
  await expect(page.getByText(en.demo.manage.invalid)).toBeVisible()
  // A link cut short is not one of ours: the page says so, rather than that it stopped working.
  await page.goto(oldCancel.slice(0, -4))
  await expect(page.getByText(en.demo.manage.unknown)).toBeVisible()

  // Cancel it with the newest mail's link.
  await page.goto(linkAfter(moved!, en.demo.mails.cancel))
  await page.getByRole('button', { name: en.demo.manage.cancelSubmit }).click()
  await expect(page.getByRole('status')).toContainText('Your demo is canceled.')
  const [cancelled] = await waitForMails(email, (mail) => mail.subject.includes('is canceled'), 1)
  expect(invitationIn(cancelled!)).toMatchObject({ method: 'CANCEL', uid: invitation.uid, sequence: 2 })
  await expect
    .poll(async () => (await specialistMails(email)).map((mail) => invitationIn(mail).method).sort())
    .toEqual(['CANCEL', 'REQUEST', 'REQUEST'])

  // Both times are free again.
  await page.goto(demoPath('en'))
  const offered = await offeredSlots(page)
  expect(offered).toContain(first)
  expect(offered).toContain(third)
  await page.context().close()
})

test('without JavaScript, in Spanish: choose a zone, book, cancel, and the time is free again', async ({
  visitors,
}) => {
  test.setTimeout(60_000)
  const page = await demoVisitor(visitors, { javaScript: false })
  await page.goto(demoPath('es'))
  await page.getByLabel(es.demo.zoneLabel).selectOption('America/Los_Angeles')
  await page.getByRole('button', { name: es.demo.zoneSubmit }).click()
  await expect(page).toHaveURL(/\/es\/demo\?tz=America%2FLos_Angeles$/)
  const slot = (await offeredSlots(page)).at(-5)!
  const email = uniqueAddress('demo-nojs')

  await pickSlot(page, slot)
  await fillAndBook(page, email, 'es')
  await expect(page.getByRole('status')).toContainText('Su demostración está agendada para el')
  await expect(page.getByRole('status')).toContainText(/ P[SD]T\. Enviamos la invitación a /)

  const [booked] = await waitForMails(email, (mail) => mail.subject.startsWith('Su demostración de MediCore el'), 1)
  expect(invitationIn(booked!)).toMatchObject({ method: 'REQUEST', sequence: 0, start: slot })
  expect(booked!.text).toContain(es.demo.mails.invitation)

  await page.goto(linkAfter(booked!, es.demo.mails.cancel))
  await page.getByRole('button', { name: es.demo.manage.cancelSubmit }).click()
  await expect(page.getByRole('status')).toContainText('Su demostración está cancelada.')
  const [cancelled] = await waitForMails(email, (mail) => mail.subject.includes('está cancelada'), 1)
  expect(invitationIn(cancelled!)).toMatchObject({ method: 'CANCEL', sequence: 1 })

  await page.goto(demoPath('es'))
  expect(await offeredSlots(page)).toContain(slot)
  await page.context().close()
})

test('two visitors pick the same time: the second is told it was just taken, keeps what they typed, and sees the nearest times', async ({
  visitors,
}) => {
  const [one, two] = [await demoVisitor(visitors), await demoVisitor(visitors)]
  for (const page of [one, two]) await page.goto(demoPath('en'))
  const slot = (await offeredSlots(one)).at(-12)!
  await pickSlot(one, slot)
  await pickSlot(two, slot)
  await fillAndBook(one, uniqueAddress('demo-first'))
  await expect(one.getByRole('status')).toContainText('Your demo is booked for')
  await fillAndBook(two, uniqueAddress('demo-second'))
  await expect(two.getByRole('status')).toHaveText(en.demo.answers.taken)
  await expect(two.getByRole('group', { name: en.demo.form.nearest }).locator('input[name="slot"]')).toHaveCount(3)
  await expect(two.getByLabel(en.demo.form.organization, { exact: true })).toHaveValue('North Clinic')
  await Promise.all([one.context().close(), two.context().close()])
})
