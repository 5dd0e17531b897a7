import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { signedWebhook } from '@/lib/publish/sign'
import { planCard } from './support/pages'
import { e2e } from '../support/servers'
import { escapeRegExp, fakeLake, openStudio, replaceText, test, type Delivery } from './support/studio'

/*
 * A staff member's day, in Chromium, against the lake build and the fake Content Lake: the
 * Studio edits through the lake's actions, follows its listener, and a publish makes the lake
 * send the webhook of docs/publishing.md to the site. The scenarios change the lake's data, so they run one
 * after the other from the dataset files (reset first) and leave the site as they found it.
 */

test.describe.configure({ mode: 'serial' })
// The Studio under a full run's load takes about twice as long as alone.
test.setTimeout(150_000)

type HomeDraft = { sections?: { _key: string; heading?: string; slides?: { image?: { alt?: string } }[] }[] }

const starterPath = '/structure/pricing-plans;plan-starter'
/** How long an edit in the Studio may take to reach the lake as a draft under a full run's load (alone: a second or two). */
const STUDIO_SAVE_MS = 30_000

/** Waits for the webhook the lake sends for a document's publish, and returns it once answered. */
async function deliveryFor(documentId: string, after: number): Promise<Delivery> {
  let found: Delivery | undefined
  await expect
    .poll(
      async () => {
        found = (await fakeLake.webhooks()).find(
          (delivery) => delivery.documentId === documentId && delivery.sentAt >= after && delivery.answeredAt,
        )
        return found
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBeTruthy()
  return found!
}

/** Where `path` sends a visitor, read without following it. */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers().location }
}

/** Asks for `url` until it answers with `text` in it. */
async function whenServed(request: APIRequestContext, url: string, text: string) {
  await expect
    .poll(async () => (await (await request.get(url)).text()).includes(text), {
      message: `${url} shows ${text}`,
      timeout: 10_000,
    })
    .toBe(true)
}

async function publishButton(page: Page) {
  return page.getByRole('button', { name: 'Publish', exact: true })
}

test.beforeAll(async () => {
  expect((await fakeLake.reset()).ok).toBe(true)
})

test.afterAll(async ({ request }) => {
  // Back to the files, republished, and the pages regenerated from them now (Next keeps them on disk).
  await fakeLake.reset()
  for (const type of ['pricingPlan', 'page', 'faq', 'post', 'redirect']) {
    const webhook = await signedWebhook({ _type: type }, e2e.lake.revalidateSecret)
    await request.post('/api/revalidate', { headers: webhook.headers, data: webhook.body })
  }
  for (const path of ['/pricing', '/']) await request.get(path)
})

test('a price over twelve months is refused in plain words; a valid one, published, is on /pricing after the webhook', async ({
  studioPage: page,
  request,
}) => {
  const homeBefore = await (await request.get('/')).text()
  // A live pricing page has had visitors: the timing below is the regeneration, not the server's first load of the page.
  expect((await request.get('/pricing')).status()).toBe(200)
  const session = await openStudio(page)

  // The Pricing plans list, then the Starter plan (its draft: $39 a month).
  await page.getByRole('listbox', { name: 'MediCore content' }).getByRole('link', { name: 'Pricing plans' }).click()
  await page.getByRole('link', { name: /^Starter/ }).click()
  await expect(page).toHaveURL(/\/studio\/structure\/pricing-plans;(drafts\.)?plan-starter/)
  const monthly = page.getByLabel('Monthly price')
  const annual = page.getByLabel('Annual price')
  await expect(monthly).toHaveValue('39', { timeout: 45_000 })

  await replaceText(monthly, '29')
  await replaceText(annual, '400')
  // Publish is disabled; the Validation panel says why, in plain words.
  await expect(await publishButton(page)).toBeDisabled({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Validation' }).click()
  await expect(
    page
      .getByText(
        'The annual price ($400) is more than 12 × the monthly price ($348). Paying yearly must never cost more than paying monthly: lower it to $348 or less.',
      )
      .filter({ visible: true }),
  ).toBeVisible()
  // The edit reached the lake as a draft; publishing is blocked, so the published plan keeps its prices.
  await expect
    .poll(async () => (await fakeLake.document('drafts.plan-starter'))?.annualPrice, { timeout: STUDIO_SAVE_MS })
    .toBe(400)
  expect((await fakeLake.document('plan-starter'))?.annualPrice).toBe(217)

  await replaceText(annual, '300')
  await expect(page.getByText('is more than 12 × the monthly price')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByText('No validation errors').filter({ visible: true })).toBeVisible()
  await expect
    .poll(async () => (await fakeLake.document('drafts.plan-starter'))?.annualPrice, { timeout: STUDIO_SAVE_MS })
    .toBe(300)
  const publish = await publishButton(page)
  await expect(publish).toBeEnabled({ timeout: 15_000 })
  const publishedAt = Date.now()
  await publish.click()

  const delivery = await deliveryFor('plan-starter', publishedAt)
  expect(delivery.body).toMatchObject({ _type: 'pricingPlan', _id: 'plan-starter' })
  expect(delivery.status, delivery.answer).toBe(200)
  expect(JSON.parse(delivery.answer!)).toMatchObject({ revalidated: ['pricingPlan'] })
  const queriesBefore = (await fakeLake.log()).queries.length
  // How soon after the webhook is not asserted here: `npm run bench:cluster` measures publish to visible.
  await whenServed(request, '/pricing', '$300')

  const pricing = await page.context().newPage()
  await pricing.goto('/pricing')
  await pricing.getByText('Annual (Save 20%)').click()
  await expect(planCard(pricing, 'Starter').getByText('$300', { exact: true })).toBeVisible()
  await expect(planCard(pricing, 'Starter').getByText('$29', { exact: true })).toBeAttached()
  await pricing.close()

  // The home page shows no plan: the same cached render, which asked the lake nothing.
  const queriesForPricing = (await fakeLake.log()).queries.length
  expect(queriesForPricing).toBeGreaterThan(queriesBefore)
  expect(await (await request.get('/')).text()).toBe(homeBefore)
  expect((await fakeLake.log()).queries.length).toBe(queriesForPricing)

  expect(await session.unexpected()).toEqual([])
})

test('a draft never reaches the public page, and draft mode shows it', async ({
  studioPage: page,
  browser,
  request,
}) => {
  const tagline = 'Draft tagline written in the Studio, not yet published'
  const session = await openStudio(page, starterPath)
  const field = page.getByLabel('Tagline (optional)')
  // The Studio's first load, under the load of a full test run, can take a while.
  await expect(field).toBeVisible({ timeout: 45_000 })
  await field.fill(tagline)
  await expect
    .poll(async () => (await fakeLake.document('drafts.plan-starter'))?.tagline, { timeout: STUDIO_SAVE_MS })
    .toBe(tagline)

  // The public page does not show it, even rendered afresh for the plan's type.
  const webhook = await signedWebhook({ _type: 'pricingPlan' }, e2e.lake.revalidateSecret)
  await request.post('/api/revalidate', { headers: webhook.headers, data: webhook.body })
  expect(await (await request.get('/pricing')).text()).not.toContain(tagline)

  // Draft mode, entered as the Presentation tool enters it (its secret, the enable route), shows the draft.
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const preview = await staff.newPage()
  await preview.goto(
    `/api/draft-mode/enable?sanity-preview-secret=${e2e.lake.previewSecret}&sanity-preview-pathname=%2Fpricing`,
  )
  await expect(preview.getByText(tagline)).toBeVisible()
  await expect(preview.getByRole('complementary', { name: 'Preview mode' })).toContainText('Showing drafts')
  await staff.close()
  expect(await session.unexpected()).toEqual([])
})

test('the Presentation tool shows the draft in its preview, and the public page does not', async ({
  studioPage: page,
  request,
}) => {
  const tagline = 'Draft tagline seen in the Presentation tool'
  // The Starter plan's draft, saved as the Studio saves it (a patch through the lake's API).
  await fakeLake.mutate([
    { createIfNotExists: { ...(await fakeLake.document('plan-starter')), _id: 'drafts.plan-starter' } },
    { patch: { id: 'drafts.plan-starter', set: { tagline } } },
  ])

  await openStudio(page, `/presentation?preview=${encodeURIComponent('/pricing')}`)
  // The tool signs a preview secret in the lake, enters draft mode in its iframe and shows the page's drafts.
  const preview = page.frameLocator('iframe')
  await expect(preview.getByRole('complementary', { name: 'Preview mode' })).toContainText('Showing drafts', {
    timeout: 45_000,
  })
  await expect(preview.getByText(tagline)).toBeVisible()
  expect(await (await request.get('/pricing')).text()).not.toContain(tagline)
})

test('the home page’s headline, a slide’s alt text and its sections’ new order, published, are on /', async ({
  studioPage: page,
}) => {
  const headline = 'Every ward, clinic and lab on one record'
  const howItWorks = page.getByRole('button', { name: /^From set-up to better care/ })
  const alt = 'The MediCore dashboard with today’s admissions and lab results'
  const session = await openStudio(page)

  await page
    .getByRole('listbox', { name: 'MediCore content' })
    .getByRole('link', { name: 'Pages', exact: true })
    .click()
  await page.getByRole('link', { name: 'Home page', exact: true }).click()
  await expect(page).toHaveURL(/\/studio\/structure\/pages;page-home/)
  // The home page is a page built from sections: its hero, first, opens in a dialog with its fields.
  await page.getByRole('button', { name: /One connected platform for every ward, clinic and lab/ }).click({
    timeout: 45_000,
  })
  const hero = page.getByRole('dialog').first()
  const heading = hero.getByLabel('Heading', { exact: true })
  await expect(heading).toHaveValue('One connected platform for every ward, clinic and lab')
  await replaceText(heading, headline)

  // The hero's slides; the first opens in a dialog of its own with its picture and alt text.
  await hero.getByRole('button', { name: /Patient queue/ }).click()
  const altField = page.getByRole('dialog').last().getByLabel('Alternative text')
  await expect(altField).toHaveValue(/^MediCore out-patient queue/)
  await replaceText(altField, alt)
  // Escape closes the slide's dialog; the hero's is closed by its close button.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await page.getByRole('dialog').getByRole('button', { name: /close/i }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The features dragged below "How it works" by their handle, as the field’s description says.
  const reordered = ['hero', 'how-it-works', 'features']
  // The order of these three among the page's sections (the customers' logos sit between them).
  const order = async () =>
    ((await fakeLake.document('drafts.page-home')) as HomeDraft | null)?.sections
      ?.map(({ _key }) => _key)
      .filter((key) => reordered.includes(key))
  await expect(async () => {
    if ((await order())?.join() !== reordered.join()) {
      await dragBelow(page, page.getByRole('button', { name: /^Everything your care teams need/ }), howItWorks)
    }
    await expect.poll(order, { timeout: 3_000 }).toEqual(reordered)
  }).toPass({ timeout: 20_000 })
  // The other two edits reached the lake as the home page's draft too.
  await expect
    .poll(
      async () => {
        const draft = (await fakeLake.document('drafts.page-home')) as HomeDraft | null
        const [first] = draft?.sections ?? []
        return { heading: first?.heading, alt: first?.slides?.[0]?.image?.alt }
      },
      { timeout: STUDIO_SAVE_MS },
    )
    .toEqual({ heading: headline, alt })

  const publishedAt = Date.now()
  await (await publishButton(page)).click()
  const delivery = await deliveryFor('page-home', publishedAt)
  expect(delivery.status, delivery.answer).toBe(200)

  const home = await page.context().newPage()
  await home.goto('/')
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(headline)
  await expect(home.getByRole('img', { name: alt })).toBeAttached()
  // The two grids' headings in their new order, one right after the other.
  const headings = await home.getByRole('heading', { level: 2 }).allTextContents()
  const steps = headings.findIndex((text) => text.startsWith('From set-up to better care'))
  expect(steps, headings.join(' | ')).toBeGreaterThanOrEqual(0)
  expect(headings[steps + 1], headings.join(' | ')).toMatch(/^Everything your care teams need/)
  await home.close()
  expect(await session.unexpected()).toEqual([])
})

/**
 * Drags an array item (its row) by its handle to just below `target`'s row, with the mouse as staff
 * do, holding it there until the list has drawn where it would go. The Studio draws only the rows in
 * view, so both are scrolled into it first.
 */
async function dragBelow(page: Page, item: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await item.scrollIntoViewIfNeeded()
  const handle = item.locator('xpath=preceding::button[@data-ui="DragHandleButton"][1]')
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  const x = from.x + from.width / 2
  await page.mouse.move(x, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(x, from.y + from.height / 2 + 5, { steps: 3 })
  await page.mouse.move(x, to.y + to.height * 0.8, { steps: 20 })
  // Let go once the browser has drawn two frames with the pointer there: the list measures where the
  // item would go on its frames, and a drop before then lands it where it was.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.mouse.up()
}

/** Fills a section's call to action (its group, by title) with its words and a page of the list. */
async function fillButton(section: Locator, title: string, label: string, target: string) {
  const group = section.getByRole('group').filter({ hasText: title }).first()
  await group.getByRole('textbox', { name: 'Text' }).fill(label)
  await group.getByRole('combobox', { name: 'Leads to' }).selectOption({ label: target })
}

/** The "Pages built from sections" list, opened from the sidebar as staff do. */
async function openSectionPages(page: Page) {
  await page
    .getByRole('listbox', { name: 'MediCore content' })
    .getByRole('link', { name: 'Pages', exact: true })
    .click()
  await page.getByRole('link', { name: 'More pages' }).click()
  return page.getByRole('listbox', { name: 'Pages built from sections' })
}

/**
 * Waits for the lake's draft of document `id` to hold `saved`. A timeout shows the writes the lake
 * refused meanwhile: a refused write is an edit the Studio dropped.
 */
async function draftHolds(id: string, saved: (draft: Record<string, unknown>) => boolean, timeout: number) {
  const since = Date.now()
  await expect
    .poll(
      async () => ({
        saved: saved((await fakeLake.document(`drafts.${id}`)) ?? {}),
        refusedWrites: (await fakeLake.log()).refused.filter(({ at }) => at >= since),
      }),
      { timeout },
    )
    .toMatchObject({ saved: true })
}

/**
 * Publishes the document in `pane` once its draft holds `saved` (its last edit), and waits for the
 * webhook the lake sends for it. A click on Publish while the Studio is still checking the
 * document's references is sometimes dropped, as a person would see: Publish is still there, so
 * it is clicked again until the draft is gone.
 */
async function publishPane(
  pane: Locator,
  documentId: () => string,
  saved: (draft: Record<string, unknown>) => boolean,
) {
  const id = documentId()
  await draftHolds(id, saved, STUDIO_SAVE_MS)
  const publish = pane.getByRole('button', { name: 'Publish', exact: true })
  const publishedAt = Date.now()
  await expect(async () => {
    if (await fakeLake.document(`drafts.${id}`)) {
      await expect(publish).toBeEnabled()
      await publish.click()
    }
    await expect.poll(() => fakeLake.document(`drafts.${id}`), { timeout: 4_000 }).toBeNull()
  }).toPass({ timeout: 30_000 })
  const delivery = await deliveryFor(id, publishedAt)
  expect(delivery.status, delivery.answer).toBe(200)
}

test('a page staff build from sections and translate in the Studio is served in both languages with no rebuild, found everywhere, and keeps its old address when renamed', async ({
  studioPage: page,
  request,
}) => {
  // Under a full run's load, with the site's tests beside it, about 3 minutes of Studio steps.
  test.setTimeout(300_000)
  const session = await openStudio(page)
  await openSectionPages(page)
  // The list's "+" makes a plain page at once: no fixed page's template (a second home page) is offered.
  await page.getByTestId('pane-header').last().getByRole('link', { name: 'Page', exact: true }).click()
  const pane = page.getByTestId('document-pane').last()
  await pane.getByRole('textbox', { name: 'Title' }).fill('HIPAA compliance')
  await pane.getByRole('button', { name: 'Generate' }).click()
  await expect(pane.getByRole('textbox', { name: 'Address' })).toHaveValue('hipaa-compliance')
  // The panes' document ids, in the Studio's address: the English page's first, its translation's beside it.
  const idsInAddress = () =>
    [...page.url().matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map(String)
  const englishId = () => idsInAddress()[0]!
  // The new page's first save: the Studio draws its pane again when it lands.
  await expect
    .poll(async () => (await fakeLake.document(`drafts.${englishId()}`))?.slug, { timeout: STUDIO_SAVE_MS })
    .toMatchObject({ current: 'hipaa-compliance' })

  /**
   * Adds a section from the list's menu and returns its dialog. A redraw of the pane (a save
   * landing) closes a menu opened just before it, as a person would see: it is opened again,
   * until the section's dialog shows.
   */
  const addSection = async (name: string) => {
    const item = page.getByRole('menuitem', { name, exact: true })
    const dialogs = page.getByRole('dialog')
    await expect(dialogs).toHaveCount(0)
    await expect(async () => {
      if ((await dialogs.count()) === 0) {
        if (!(await item.isVisible())) await pane.getByRole('button', { name: 'Add item...' }).click()
        await item.click({ timeout: 5_000 })
      }
      await expect(dialogs).toHaveCount(1, { timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
    return dialogs.last()
  }
  let section = await addSection('Hero')
  await section.getByRole('textbox', { name: 'Heading' }).fill('HIPAA compliance, built in')
  await section
    .getByRole('textbox', { name: 'Text', exact: true })
    .first()
    .fill('How MediCore keeps patient data private.')
  await fillButton(section, 'Main button', 'Ask for our BAA', 'Contact Us (/contact-us)')
  await page.keyboard.press('Escape')
  section = await addSection('Rich text')
  await section.getByRole('group').filter({ hasText: 'Text' }).getByRole('textbox').click()
  await page.keyboard.type('Every plan signs a business associate agreement before any patient data arrives.')
  await page.keyboard.press('Escape')
  section = await addSection('FAQ')
  await section.getByRole('textbox', { name: 'Heading' }).fill('HIPAA questions')
  await section.getByRole('radio', { name: 'The questions I choose' }).check()
  const chosen = [
    'Is MediCore HIPAA compliant?',
    'How do you keep patient data secure?',
    'Who owns our data, and can we export it?',
  ]
  for (const question of chosen) {
    await section.getByRole('button', { name: 'Add item' }).click()
    await section
      .getByRole('combobox', { name: 'Type to search' })
      .last()
      .fill(question.split(' ').slice(0, 3).join(' '))
    const options = page.getByRole('listbox').last()
    await expect(options.getByRole('option', { name: new RegExp(`^${escapeRegExp(question)}`) })).toBeVisible()
    // Only the page's language is offered: no Spanish question (they open with “¿”).
    await expect(options.getByRole('option', { name: /^¿/ })).toHaveCount(0)
    await options.getByRole('option', { name: new RegExp(`^${escapeRegExp(question)}`) }).click()
  }
  await page.keyboard.press('Escape')
  section = await addSection('Call-to-action band')
  await section.getByRole('textbox', { name: 'Heading' }).fill('Sending us a security questionnaire?')
  await section
    .getByRole('textbox', { name: 'Text', exact: true })
    .first()
    .fill('Our security team answers within two business days.')
  await fillButton(section, 'Main button', 'Contact security', 'Contact Us (/contact-us)')
  await fillButton(section, 'Second button', 'See pricing', 'Pricing (/pricing)')
  await page.keyboard.press('Escape')
  await pane.getByRole('tab', { name: 'SEO' }).click()
  await pane.getByRole('textbox', { name: 'Search title' }).fill('HIPAA compliance | MediCore')
  await pane
    .getByRole('textbox', { name: 'Search description' })
    .fill('How MediCore keeps patient data private: the BAA, hosting and access control.')
  await publishPane(
    pane,
    englishId,
    (draft) => (draft.seo as { description?: string } | undefined)?.description?.endsWith('access control.') === true,
  )

  // Served at once, with the three chosen questions only, and everywhere a published page is.
  await whenServed(request, '/hipaa-compliance', 'HIPAA compliance, built in')
  const english = await (await request.get('/hipaa-compliance')).text()
  for (const question of chosen) expect(english).toContain(question)
  expect(english).not.toContain('Is there a free trial?')
  await whenServed(request, '/sitemap.xml', '/hipaa-compliance</loc>')
  await whenServed(request, '/llms.txt', '/hipaa-compliance.md')
  await whenServed(request, '/hipaa-compliance.md', '# HIPAA compliance')
  await whenServed(request, '/search?q=business+associate', 'href="/hipaa-compliance"')

  // Translated from the plugin's menu: the Spanish copy is a draft of its own, opened beside the English.
  await openSectionPages(page).then((list) => list.getByRole('link', { name: /^HIPAA compliance/ }).click())
  const source = page.getByTestId('document-pane').first()
  await expect(source.getByRole('textbox', { name: 'Title' })).toHaveValue('HIPAA compliance', { timeout: 30_000 })
  const spanishInMenu = () => page.getByRole('button', { name: /^Español/ })
  // The menu's entry acts once the plugin has read the document's translations; until then the menu
  // may redraw under the pointer, so it is opened and chosen again until the Studio answers.
  const chooseSpanish = (answered: () => Promise<void>) =>
    expect(async () => {
      if (!(await spanishInMenu().isVisible())) await source.getByRole('button', { name: 'Translations' }).click()
      await spanishInMenu().click({ timeout: 5_000 })
      await answered()
    }).toPass({ timeout: 40_000 })
  await chooseSpanish(() => expect(page.getByText('Created "Español" translation')).toBeVisible({ timeout: 5_000 }))
  await page.keyboard.press('Escape')
  await chooseSpanish(() => expect(page.getByTestId('document-pane')).toHaveCount(2, { timeout: 5_000 }))
  const spanish = page.getByTestId('document-pane').last()
  const spanishId = () => idsInAddress()[1]!
  // The second pane's fields are found by their test ids: their labels repeat the first pane's.
  const spanishSlug = spanish.getByTestId('field-slug').getByRole('textbox')
  // The copy holds the English address until it is given its own; edited before the copy has
  // loaded, the Studio would merge the two into one address, as it would for a person that quick.
  await expect(spanishSlug).toHaveValue('hipaa-compliance', { timeout: 30_000 })
  await replaceText(spanish.getByTestId('field-title').getByRole('textbox'), 'Cumplimiento de HIPAA')
  // Even then, an edit can meet the copy's last snapshot and the two addresses run together
  // ("hipaa-compliancecumplimiento-de-hipaa"): generated again, as a person would, it is right.
  await expect(async () => {
    if ((await spanishSlug.inputValue()) !== 'cumplimiento-de-hipaa')
      await spanish.getByRole('button', { name: 'Generate' }).click()
    await expect(spanishSlug).toHaveValue('cumplimiento-de-hipaa', { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await publishPane(
    spanish,
    spanishId,
    (draft) => (draft.slug as { current?: string } | undefined)?.current === 'cumplimiento-de-hipaa',
  )
  // Its chosen questions are shown in Spanish, and each version names the other.
  await whenServed(request, '/es/cumplimiento-de-hipaa', '¿MediCore cumple con HIPAA?')
  await whenServed(request, '/hipaa-compliance', '/es/cumplimiento-de-hipaa"')

  // A new address, typed in the English page's Address field (the page alone in its pane) and published: the old one redirects to it.
  const id = englishId()
  await openStudio(page, `/structure/pages;section-pages;${id}`)
  const alone = page.getByTestId('document-pane')
  const address = alone.getByRole('textbox', { name: 'Address' })
  const renamed = (draft: Record<string, unknown>) =>
    (draft.slug as { current?: string } | undefined)?.current === 'hipaa'
  // Typed before the document has loaded, the address would be lost to the loaded one.
  await expect(address).toHaveValue('hipaa-compliance', { timeout: 30_000 })
  // An edit the Studio drops (the field shows the old address again) is typed again, as a person would.
  await expect(async () => {
    if ((await address.inputValue()) !== 'hipaa') await address.fill('hipaa')
    await draftHolds(id, renamed, 10_000)
  }).toPass({ timeout: 2 * STUDIO_SAVE_MS })
  await publishPane(alone, () => id, renamed)
  await expect.poll(() => redirectOf(request, '/hipaa-compliance')).toEqual({ status: 308, location: '/hipaa' })
  expect(await session.unexpected()).toEqual([])
})

test('a content release, published at its scheduled time, puts all its documents on the site at once through the webhook', async ({
  request,
}) => {
  const starter = await fakeLake.document('plan-starter')
  const faq = await fakeLake.document('faq-hipaa')
  const question = 'Is MediCore HIPAA compliant in every plan?'
  // Staff prepared the spring release: a new Starter price and a FAQ answer, scheduled together.
  await fakeLake.mutate([
    { createOrReplace: { ...starter, _id: 'versions.rSpring.plan-starter', monthlyPrice: 31, annualPrice: 297 } },
    { createOrReplace: { ...faq, _id: 'versions.rSpring.faq-hipaa', question } },
  ])
  // A version is not public.
  expect(await (await request.get('/pricing')).text()).not.toContain('$31')

  const published = Date.now()
  await fakeLake.act([{ actionType: 'sanity.action.release.publish', releaseId: 'rSpring' }])
  const [plan, answer] = await Promise.all([
    deliveryFor('plan-starter', published),
    deliveryFor('faq-hipaa', published),
  ])
  expect(plan.status).toBe(200)
  expect(answer.status).toBe(200)
  await whenServed(request, '/pricing', '$31')
  await whenServed(request, '/', question)
})

test('staff add a redirect in the Redirects list: an address the site has is refused in plain words; published, the new one leads on', async ({
  studioPage: page,
  request,
}) => {
  const session = await openStudio(page, '/structure/redirects')
  // The list previews each redirect with where it leads and how.
  const list = page.getByRole('listbox', { name: 'Redirects' })
  await expect(list.getByRole('link', { name: '/book-a-demo → /demo Temporary (307)' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(list.getByRole('link', { name: '/signup → /users/sign-up Permanent (308)' })).toBeVisible()
  // The list's own "+" (the navigation bar has one too).
  await page.getByTestId('action-intent-button').last().click()
  const from = page.getByRole('textbox', { name: 'From' })
  await from.fill('/pricing')
  await page.getByRole('button', { name: 'Validation' }).click()
  await expect(
    page.getByRole('button', { name: /^From The site already answers \/pricing \(one of its pages\)/ }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(await publishButton(page)).toBeDisabled()

  await from.fill('/spring-offer')
  await page.getByRole('textbox', { name: 'To' }).fill('/pricing')
  await page.getByRole('checkbox', { name: 'Permanent (308)' }).check()
  await expect(await publishButton(page)).toBeEnabled({ timeout: STUDIO_SAVE_MS })
  await (await publishButton(page)).click()
  await expect.poll(() => redirectOf(request, '/spring-offer')).toEqual({ status: 308, location: '/pricing' })
  expect(await session.unexpected()).toEqual([])
})

test('a renamed article’s old address redirects permanently to the new one, and a second rename collapses the chain', async ({
  request,
}) => {
  const article = await fakeLake.document('post-hipaa-basics-choosing-software')
  const original = '/blog/hipaa-basics-for-clinics-choosing-software'
  const rename = async (slug: string) => {
    const published = Date.now()
    await fakeLake.mutate([{ createOrReplace: { ...article, slug: { _type: 'slug', current: slug } } }])
    expect((await deliveryFor('post-hipaa-basics-choosing-software', published)).status).toBe(200)
  }
  await rename('hipaa-basics')
  await expect.poll(() => redirectOf(request, original)).toEqual({ status: 308, location: '/blog/hipaa-basics' })
  await whenServed(request, '/blog/hipaa-basics', 'HIPAA basics for a clinic choosing software')

  await rename('hipaa-for-clinics')
  // a → b → c becomes a → c and b → c.
  await expect.poll(() => redirectOf(request, original)).toEqual({ status: 308, location: '/blog/hipaa-for-clinics' })
  expect(await redirectOf(request, '/blog/hipaa-basics')).toEqual({ status: 308, location: '/blog/hipaa-for-clinics' })
})
