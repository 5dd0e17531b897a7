import { testEnv } from '../../support/environment.ts'
import { studioSidebarTitles } from '../../support/studio-sidebar.ts'
import { expect } from '@playwright/test'
import type { SanityDocument } from '@/lib/content/sources/bundled'
import { lakeDocumentsAsEdited } from '../support/lake-content'
import { englishWithout, translationOf } from '../support/translations'
import { contactPage, sendContactMessage, uniqueMarker } from '../support/contact'
import { demoPath, demoVisitor, fillAndBook, offeredSlots, pickSlot } from '../support/demo'
import { escapeRegExp, fakeLake, openStudio, test } from '../support/studio'

/*
 * The embedded Studio in a build configured with a Sanity project, talking to the fake Content
 * Lake (tests/support/fake-content-lake.ts) over the bundled dataset. The real Structure tool
 * renders: the four content types, the drag-and-drop plan list, a plan's form, an article and its
 * Spanish translation opened from the translation plugin's menu, and the list of what lacks one.
 */

test('the Studio lists the pages and the content types, and opens a pricing plan with its fields', async ({
  studioPage: page,
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // Chromium logs each thing the Studio's policy blocks (lake/policies.spec.ts) as a console error.
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  if (testEnv.DEBUG_STUDIO) {
    page.on('console', (message) => console.log('[console]', message.type(), message.text().slice(0, 400)))
    page.on('requestfailed', (request) =>
      console.log('[failed]', request.url().slice(0, 200), request.failure()?.errorText),
    )
  }
  const session = await openStudio(page)

  // The structure: the page documents, the content the site renders, the redirects and the contact inbox.
  const structure = page.getByRole('listbox', { name: 'MediCore content' })
  await expect(structure.getByRole('link')).toHaveText(studioSidebarTitles, { timeout: 30_000 })

  // The plans' drag-and-drop list, in the site's order, each previewed with its prices.
  await structure.getByRole('link', { name: 'Pricing plans' }).click()
  const plans = page.getByRole('link', { name: /\$\d+\/mo · \$\d+\/yr$/ })
  await expect(plans).toHaveText([/^Free/, /^Starter/, /^Business/, /^Ultimate/], { timeout: 15_000 })
  // The Starter plan has a draft in the fake lake ($39): the list previews the draft, as staff edit it.
  const starter = page.getByRole('link', { name: 'Starter $39/mo · $299/yr' })
  await expect(starter).toBeVisible()
  await starter.click()

  // The plan's form, with its fields in plain words and its values from the dataset.
  // (The drag-and-drop list links a plan with a draft by the draft's id.)
  await expect(page).toHaveURL(/\/studio\/structure\/pricing-plans;(drafts\.)?plan-starter/)
  // The form's fields come in chunks of their own: on a busy two-core machine they took 25 s to arrive.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Starter', { timeout: 45_000 })
  await expect(page.getByLabel('Monthly price')).toHaveValue('39')
  await expect(page.getByLabel('Annual price')).toHaveValue('299')
  await expect(page.getByRole('radio', { name: 'Starter' })).toBeChecked()
  for (const text of ['Tier', 'Tagline (optional)', 'Unlimited integrations', 'HIPAA compliance', 'Highlights']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByText('Which of the four plans this is. Each tier has exactly one plan.')).toBeVisible()
  // The Presentation tool knows where a plan appears: its prices show on both languages' pricing pages.
  await page.getByRole('button', { name: /prices, limits and features are shown in every language/ }).click()
  await expect(page.getByRole('link', { name: /Pricing \(English\)/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Pricing \(Español\)/ })).toBeVisible()

  expect(await session.unexpected(), 'requests that left this machine').toEqual([])
  expect((await fakeLake.log()).unknown, 'requests the fake Content Lake does not know').toEqual([])
  expect(errors, 'uncaught errors in the Studio').toEqual([])
  expect(blocked, 'what the Studio’s policy blocked').toEqual([])
})

test('staff open an English article, then its Spanish translation from the Translations menu', async ({
  studioPage: page,
}) => {
  test.setTimeout(90_000)
  const documents = lakeDocumentsAsEdited()
  const english = documents.find(
    (document) =>
      document._type === 'post' && document.language === 'en' && translationOf(documents, document._id, 'es'),
  )!
  const spanish = translationOf(documents, english._id, 'es')!
  const session = await openStudio(page)

  // Through the Structure tool, as staff find an article: Blog, Articles, the article.
  await page.getByRole('listbox', { name: 'MediCore content' }).getByRole('link', { name: 'Blog' }).click()
  await page.getByRole('listbox', { name: 'Blog' }).getByRole('link', { name: 'Articles' }).click()
  await page
    .getByRole('listbox', { name: 'Articles, newest first' })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(english.title as string)}`) })
    .click()
  const englishPane = page.getByTestId('document-pane').first()
  await expect(englishPane.getByLabel('Title', { exact: true })).toHaveValue(english.title as string, {
    timeout: 30_000,
  })

  // The plugin's Translations menu, in the document's toolbar: English is this document, Español opens beside it.
  await englishPane.getByRole('button', { name: 'Translations' }).click()
  await expect(page.getByRole('button', { name: /^English/ })).toBeDisabled()
  await page.getByRole('button', { name: /^Español/ }).click()
  await expect(page).toHaveURL(new RegExp(`;${english._id};${spanish._id}(%2C|$)`))
  const spanishPane = page.getByTestId('document-pane').last()
  await expect(spanishPane.getByTestId('document-panel-document-title')).toHaveText(spanish.title as string, {
    timeout: 30_000,
  })
  await expect(spanishPane.getByTestId('field-title').getByRole('textbox')).toHaveValue(spanish.title as string)
  await expect(spanishPane.getByTestId('field-excerpt').getByRole('textbox')).toHaveValue(spanish.excerpt as string)
  // The English document stays open beside it, unchanged.
  await expect(englishPane.getByLabel('Title', { exact: true })).toHaveValue(english.title as string)

  expect(await session.unexpected(), 'requests that left this machine').toEqual([])
  expect((await fakeLake.log()).unknown, 'requests the fake Content Lake does not know').toEqual([])
})

test('the Missing Spanish list names exactly the English documents without a Spanish version', async ({
  studioPage: page,
}) => {
  test.setTimeout(60_000)
  const untranslated = englishWithout(lakeDocumentsAsEdited(), 'es')
  // The bundled dataset translates everything; the fake lake's drafts add an English question
  // not yet translated (tests/fixtures/lake-drafts.ndjson).
  expect(untranslated.map((document) => document._id)).toContain('faq-onboarding-time')
  const session = await openStudio(page)
  await page.getByRole('listbox', { name: 'MediCore content' }).getByRole('link', { name: 'Missing Spanish' }).click()

  const list = page.getByRole('listbox', { name: 'Not yet in Spanish' })
  const items = list.getByRole('link')
  await expect(items).toHaveCount(untranslated.length, { timeout: 20_000 })
  // Each item opens its document by id, and is previewed with its title.
  const listed = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split(';').at(-1)))
  expect(listed.sort()).toEqual(untranslated.map((document) => document._id).sort())
  for (const document of untranslated) {
    await expect(list.getByRole('link', { name: new RegExp(`^${escapeRegExp(previewTitle(document))}`) })).toBeVisible()
  }

  expect(await session.unexpected(), 'requests that left this machine').toEqual([])
  expect((await fakeLake.log()).unknown, 'requests the fake Content Lake does not know').toEqual([])
})

/** The title a document's preview shows in the Studio's lists. */
const previewTitle = (document: SanityDocument) => String(document.title ?? document.question ?? document.name)

test('staff read a contact message in the Inbox and a demo booking in Demo bookings, and can change neither', async ({
  studioPage: page,
  browser,
}) => {
  test.setTimeout(90_000)
  // A visitor writes and another books on the lake build's site, without JavaScript: the site writes both to the lake.
  const marker = uniqueMarker('studio-inbox')
  const writer = await contactPage(browser, { javaScript: false })
  await sendContactMessage(writer, marker)
  await expect(writer.getByRole('status')).toHaveText('Your message has been sent. Thank you!')
  await writer.context().close()
  const booker = await demoVisitor(browser, { javaScript: false })
  await booker.goto(demoPath('en'))
  const [slot] = await offeredSlots(booker)
  await pickSlot(booker, slot!)
  const email = `studio-booking-${Date.now()}@clinic.example`
  await fillAndBook(booker, email)
  await expect(booker.getByRole('status')).toContainText('Your demo is booked for')
  await booker.context().close()

  const session = await openStudio(page)
  const structure = page.getByRole('listbox', { name: 'MediCore content' })
  await structure.getByRole('link', { name: 'Inbox' }).click()
  const inbox = page.getByRole('listbox', { name: 'Inbox: contact form messages' })
  // Newest first: the message just sent, by its sender and subject.
  await expect(inbox.getByRole('link').first()).toContainText(/Ada Lovelace.*Schedule a demo/, { timeout: 30_000 })
  await inbox.getByRole('link').first().click()
  const message = page.getByTestId('document-pane').last()
  await expect(message.getByLabel('Message')).toHaveValue(new RegExp(marker), { timeout: 30_000 })
  await expect(message.getByLabel('Message')).toHaveAttribute('readonly', '')
  // Staff may delete a message (spam, a request to be forgotten), nothing else: no Publish.
  await expect(message.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)

  await structure.getByRole('link', { name: 'Demo bookings' }).click()
  const bookings = page.getByRole('listbox', { name: 'Demo bookings, earliest first' })
  await bookings
    .getByRole('link', { name: /^Ada Lovelace, North Clinic/ })
    .first()
    .click()
  const booking = page.getByTestId('document-pane').last()
  await expect(booking.getByLabel('Work email')).toHaveValue(email, { timeout: 30_000 })
  await expect(booking.getByLabel('Work email')).toHaveAttribute('readonly', '')
  await expect(booking.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0)

  expect(await session.unexpected(), 'requests that left this machine').toEqual([])
})
