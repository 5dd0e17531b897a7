import { type Page } from '@playwright/test'
import { localizedPath } from '@/lib/i18n/locales'
import { publicPaths } from '@/lib/routes'
import {
  allPageRoutes,
  authRoutes,
  caseStudyRoute,
  forms,
  notFoundRoute,
  publicRoutes,
  templateRoutes,
} from '../quality/routes'
import {
  expectFitsAPhone,
  expectNoViolations,
  expectSeoMetadata,
  expectSpanishPage,
  keyboardWalk,
  spanishPages,
  watchConsole,
} from './support/page-checks'
import { englishWordsIn, pageWords } from './support/english-words'
import { trackRequests } from './support/settled'
import { expect, test } from './support/visitor'

/*
 * The quality gates that read a page in the browser, every page in one visit: axe (WCAG 2.2 AA)
 * in its default state and in the states a visitor reaches (an FAQ answer open, annual prices, a
 * form showing its errors), the keyboard walk on each template, a phone's width, no console error and no CSP
 * violation, the SEO metadata, and on the Spanish pages their language and none of the site's
 * English words. A visit costs more than most checks on it: one per page instead of one per page
 * and gate took a fifth off these gates' CPU (docs/testing.md). Each check is a step, named in a
 * failure's report.
 */

const seoRoutes: readonly string[] = [...publicRoutes, caseStudyRoute]
const noindexRoutes: readonly string[] = authRoutes
const keyboardRoutes: readonly string[] = [...templateRoutes, '/users/sign-in']
const spanishPublicPaths = new Map(publicPaths.map((path) => [localizedPath(path, 'es'), path]))

/** What a visitor does on the page that changes what it shows, and what shows it was done. */
async function useThePage(page: Page, path: string) {
  if (path === '/') {
    await page.locator('#faq details summary').first().click()
    await expect(page.locator('#faq details[open]')).toHaveCount(1)
    return 'with an FAQ answer open'
  }
  if (path === '/pricing') {
    await page.getByText('Annual (Save 20%)').click()
    await expect(page.locator('p[data-billing="annual"]').first()).toBeVisible()
    return 'showing annual prices'
  }
  const submit = forms.find((form) => form.path === path)?.submit
  if (submit) {
    await page.getByRole('button', { name: submit }).click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    return 'showing its errors (submitted empty)'
  }
  return undefined
}

for (const path of allPageRoutes) {
  test(`${path} passes every check of a page`, async ({ visitor: page }) => {
    const problems = watchConsole(page)
    const requests = trackRequests(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(path === notFoundRoute ? 404 : 200)
    await requests.settled()

    await test.step('axe: no WCAG 2.2 AA violation', () => expectNoViolations(page))
    if (seoRoutes.includes(path))
      await test.step('SEO: title, description, canonical address and social cards', () =>
        expectSeoMetadata(page, path))
    if (noindexRoutes.includes(path))
      await test.step('SEO: asks not to be indexed', () =>
        expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/))
    const english = spanishPublicPaths.get(path)
    if (english)
      await test.step('Spanish: its language, words, canonical address and alternates', () =>
        expectSpanishPage(page, english))
    if (spanishPages.includes(path))
      await test.step("Spanish: none of the site's English words, to the eye or to a screen reader", async () =>
        expect(englishWordsIn(await pageWords(page))).toEqual([]))
    if (keyboardRoutes.includes(path))
      await test.step('keyboard: the skip link comes first and every focus is visible', () => keyboardWalk(page))
    await test.step('phone: nothing wider than its screen, so the page never scrolls sideways', () =>
      expectFitsAPhone(page))

    const used = await useThePage(page, path)
    if (used) await test.step(`axe, ${used}`, () => expectNoViolations(page))
    await test.step('no console error and no CSP violation', async () => {
      // Whatever the page loaded on demand has arrived, and run.
      await requests.settled()
      requests.stop()
      // The 404 page's own status is the one error the browser logs.
      const expected =
        path === notFoundRoute ? [/^console: Failed to load resource: the server responded with a status of 404/] : []
      expect(problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([])
    })
  })
}
