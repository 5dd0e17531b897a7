import { expect, test } from '@playwright/test'
import { planCard } from '../support/pages'
import { e2e, lakeUrl } from '../../support/servers'

/*
 * A build configured with a Sanity project. The fake Content Lake holds the bundled content
 * plus a draft of the Starter plan at $39 and of an article's title, and the preview secret the
 * Presentation tool makes.
 */

const enableUrl = (secret: string) =>
  `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent('/pricing')}`

test('published pages come from the Content Lake and never show drafts', async ({ page }) => {
  await page.goto('/pricing')
  await expect(planCard(page, 'Starter').getByText('$29', { exact: true })).toBeVisible()
  await expect(page.getByText('$39', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Preview mode — exit' })).toHaveCount(0)
})

test('a wrong preview secret is refused and sets no cookie', async ({ request }) => {
  const answer = await request.get(enableUrl('guessed-secret'), { maxRedirects: 0 })
  expect(answer.status()).toBe(401)
  expect(answer.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
})

test('the Presentation secret enters draft mode, pages show drafts, and staff can leave it', async ({
  page,
  context,
}) => {
  await page.goto(enableUrl(e2e.lake.previewSecret))
  await expect(page).toHaveURL(/\/pricing/)
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('__prerender_bypass')
  await expect(planCard(page, 'Starter').getByText('$39', { exact: true })).toBeVisible()
  // A page with drafts is never kept by a shared cache.
  const cacheControl = (await page.request.get('/pricing')).headers()['cache-control']
  expect(cacheControl).toMatch(/private/)
  expect(cacheControl).not.toMatch(/public|s-maxage/)

  await page.goto('/api/draft-mode/disable?redirect=/pricing')
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(planCard(page, 'Starter').getByText('$29', { exact: true })).toBeVisible()
})

test('in draft mode every public page offers a way out, back to the same page', async ({ page, context }) => {
  await page.goto(enableUrl(e2e.lake.previewSecret))
  await expect(page).toHaveURL(/\/pricing/)
  // A collection's list and documents too, in both languages (app/draft's generic collection routes).
  const caseStudies = [
    '/case-studies',
    '/case-studies/riverside-emergency-wait-times',
    '/es/case-studies/riverside-espera-en-urgencias',
  ]
  for (const pathname of [...caseStudies, '/', '/features', '/pricing']) {
    await page.goto(pathname)
    await expect(page.getByRole('complementary', { name: 'Preview mode' })).toContainText('Showing drafts')
  }
  await page.getByRole('link', { name: 'Preview mode — exit' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
  await expect(planCard(page, 'Starter').getByText('$29', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Preview mode — exit' })).toHaveCount(0)
})

test('a stale draft mode cookie is cleared and the published page shown', async ({ page, context }) => {
  await context.addCookies([{ name: '__prerender_bypass', value: 'from-an-older-build', url: lakeUrl }])
  await page.goto('/pricing')
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(planCard(page, 'Starter').getByText('$29', { exact: true })).toBeVisible()
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
})

test('in draft mode the blog shows a draft article, and the published blog does not', async ({ page }) => {
  const article = '/blog/hipaa-basics-for-clinics-choosing-software'
  const revised = 'HIPAA basics for a clinic choosing software, revised'
  await page.goto(article)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HIPAA basics for a clinic choosing software')

  await page.goto(enableUrl(e2e.lake.previewSecret))
  await expect(page).toHaveURL(/\/pricing/)
  await page.goto(article)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(revised)
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toContainText('Showing drafts')
  await page.goto('/blog')
  await expect(page.getByRole('link', { name: revised })).toHaveAttribute('href', article)
  await page.goto('/blog/category/compliance-and-security')
  await expect(page.getByRole('link', { name: revised })).toBeVisible()
})

test('draft mode works in Spanish too: the Spanish pricing page shows the English plan’s draft price', async ({
  page,
}) => {
  await page.goto(enableUrl(e2e.lake.previewSecret))
  await expect(page).toHaveURL(/\/pricing/)
  await page.goto('/es/pricing')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('complementary', { name: 'Preview mode' })).toContainText('Showing drafts')
  await expect(planCard(page, 'Free')).toBeVisible()
  await expect(planCard(page, 'Starter').getByText('$39', { exact: true })).toBeVisible()
})
