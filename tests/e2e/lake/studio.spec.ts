import { testEnv } from '../../support/environment.ts'
import { studioSidebarTitles } from '../../support/studio-sidebar.ts'
import { expect, test } from '@playwright/test'
import { fakeLake, openStudio } from '../support/studio'

/*
 * The embedded Studio in a build configured with a Sanity project, talking to the fake Content
 * Lake (tests/support/fake-content-lake.ts) over the bundled dataset. The real Structure tool
 * renders: the four content types, the drag-and-drop plan list, a plan's form.
 */

test('the Studio lists the pages and the content types, and opens a pricing plan with its fields', async ({ page }) => {
  test.setTimeout(90_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
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
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Starter', { timeout: 20_000 })
  await expect(page.getByLabel('Monthly price')).toHaveValue('39')
  await expect(page.getByLabel('Annual price')).toHaveValue('299')
  await expect(page.getByRole('radio', { name: 'Starter' })).toBeChecked()
  for (const text of ['Tier', 'Tagline (optional)', 'Unlimited integrations', 'HIPAA compliance', 'Highlights']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByText('Which of the four plans this is. Each tier has exactly one plan.')).toBeVisible()
  // The Presentation tool knows where a plan appears.
  await expect(page.getByText('Used on one page')).toBeVisible()

  expect(session.unexpected, 'requests that left this machine').toEqual([])
  expect((await fakeLake.log()).unknown, 'requests the fake Content Lake does not know').toEqual([])
  expect(errors, 'uncaught errors in the Studio').toEqual([])
})

test('staff switch from the English home page to its Spanish translation, and see what lacks one', async ({ page }) => {
  test.setTimeout(90_000)
  await openStudio(page)
  const structure = page.getByRole('listbox', { name: 'MediCore content' })
  await structure.getByRole('link', { name: 'Pages', exact: true }).click()
  await page.getByRole('link', { name: 'Home page', exact: true }).click()
  await expect(page.getByLabel('Headline', { exact: true })).toHaveValue(
    'One connected platform for every ward, clinic and lab',
    { timeout: 45_000 },
  )
  await page.getByRole('link', { name: 'Home page (Spanish)' }).click()
  await expect(page.getByLabel('Headline', { exact: true }).last()).toHaveValue(
    'Una plataforma conectada para cada unidad, clínica y laboratorio',
    { timeout: 45_000 },
  )
  // The list of what lacks a Spanish version opens (its GROQ filter is tested in tests/unit/studio-i18n.test.ts).
  await structure.getByRole('link', { name: 'Missing Spanish' }).click()
  await expect(page.getByText('Not yet in Spanish', { exact: true })).toBeVisible({ timeout: 20_000 })
})
