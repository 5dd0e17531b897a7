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
  const api = await mockSanityApi(page, {
    projectId: e2e.lake.projectId,
    dataset: e2e.lake.dataset,
    datasetFiles,
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/studio')
  const types = page.getByRole('navigation').or(page.locator('[data-testid="structure-tool-list-pane"]'))
  for (const title of ['Pricing plans', 'Features', 'Marketing claims', 'FAQ']) {
    await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible({ timeout: 20_000 })
  }
  void types

  await page.getByRole('link', { name: 'Pricing plans', exact: true }).first().click()
  const starter = page.getByText('$29/mo · $217/yr')
  await expect(starter).toBeVisible()
  await starter.click()

  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Starter')
  await expect(page.getByLabel('Monthly price')).toHaveValue('29')
  await expect(page.getByLabel('Annual price')).toHaveValue('217')
  for (const field of ['Tier', 'Tagline (optional)', 'Unlimited integrations', 'HIPAA compliance', 'Highlights']) {
    await expect(page.getByText(field, { exact: true }).first()).toBeVisible()
  }

  console.log('answered', [...new Set(api.answered)])
  expect(api.unexpected).toEqual([])
  expect(errors).toEqual([])
})
