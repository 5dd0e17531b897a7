import { expect, test } from '@playwright/test'
import { mockSanityApi } from '../support/sanity-api'
import { e2e } from '../support/servers'

/*
 * The embedded Studio in a build configured with a Sanity project, with Sanity's API
 * answered in the browser over the bundled dataset (see support/sanity-api.ts). The real
 * Structure tool renders: the four content types, the drag-and-drop plan list, a plan's form.
 */

const datasetFiles = ['studio/dataset/production.ndjson']

test('the Studio lists the four content types and opens a pricing plan with its fields', async ({ page }) => {
  test.setTimeout(90_000)
  const api = await mockSanityApi(page, {
    projectId: e2e.lake.projectId,
    dataset: e2e.lake.dataset,
    datasetFiles,
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  if (process.env.DEBUG_SANITY_API) {
    page.on('console', (message) => console.log('[console]', message.type(), message.text().slice(0, 400)))
    page.on('requestfailed', (request) =>
      console.log('[failed]', request.url().slice(0, 200), request.failure()?.errorText),
    )
  }

  await page.goto('/studio')
  // The structure: the four content types the site renders (and the contact inbox).
  const structure = page.getByRole('listbox', { name: 'MediCore content' })
  await expect(structure.getByRole('link')).toHaveText(
    ['Pricing plans', 'Features', 'Marketing claims', 'FAQ', 'Blog', 'Legal pages', 'Inbox'],
    {
      timeout: 30_000,
    },
  )

  // The plans' drag-and-drop list, in the site's order, each previewed with its prices.
  await structure.getByRole('link', { name: 'Pricing plans' }).click()
  const plans = page.getByRole('link', { name: /\$\d+\/mo · \$\d+\/yr$/ })
  await expect(plans).toHaveText([/^Free/, /^Starter/, /^Business/, /^Ultimate/], { timeout: 15_000 })
  const starter = page.getByRole('link', { name: 'Starter $29/mo · $217/yr' })
  await expect(starter).toBeVisible()
  await starter.click()

  // The plan's form, with its fields in plain words and its values from the dataset.
  await expect(page).toHaveURL(/\/studio\/structure\/pricing-plans;plan-starter/)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Starter', { timeout: 20_000 })
  await expect(page.getByLabel('Monthly price')).toHaveValue('29')
  await expect(page.getByLabel('Annual price')).toHaveValue('217')
  await expect(page.getByRole('radio', { name: 'Starter' })).toBeChecked()
  for (const text of ['Tier', 'Tagline (optional)', 'Unlimited integrations', 'HIPAA compliance', 'Highlights']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByText('Which of the four plans this is. Each tier has exactly one plan.')).toBeVisible()
  // The Presentation tool knows where a plan appears.
  await expect(page.getByText('Used on one page')).toBeVisible()

  expect(api.unexpected, 'requests the Sanity API mock does not know').toEqual([])
  expect(errors, 'uncaught errors in the Studio').toEqual([])
})
