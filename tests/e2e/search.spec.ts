import { expect, test, type Visitors } from './support/visitor'
import { SEARCH_RATE_LIMIT } from '@/lib/search/limit'
import { uniqueClientAddress } from './support/clients'

/* Site search as a visitor without JavaScript uses it: the header's form, the results page, its states. */

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })

/** A visitor of their own (the e2e server trusts loopback as a proxy), so the search limit is theirs alone. */
async function visitor(visitors: Visitors) {
  const context = await visitors.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': uniqueClientAddress() },
  })
  return context.newPage()
}

const results = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('listitem')

test('a word from one article, typed in the header, finds that article first, with the word marked', async ({
  visitors,
}) => {
  const page = await visitor(visitors)
  await page.goto('/blog')
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('spreadsheets')
  await page.getByRole('button', { name: 'Search' }).first().click()

  await expect(page).toHaveURL('/search?q=spreadsheets')
  await expect(page.getByText(/\d+ results? for “spreadsheets”/)).toBeVisible()
  const first = results(page).first()
  await expect(first.getByRole('link')).toHaveText('Moving a pharmacy off spreadsheets: a practical guide')
  await expect(first.getByRole('link')).toHaveAttribute('href', '/blog/moving-a-pharmacy-off-spreadsheets')
  await expect(first.locator('mark').first()).toHaveText(/^spreadsheets$/i)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('a word of a FAQ question leads to that answer, opened on the home page', async ({ visitors }) => {
  const page = await visitor(visitors)
  await page.goto('/search?q=BAA')
  // The result whose kind label is exactly "Question" (the Security page's text says "questionnaire"),
  // of the question whose answer names the BAA first (the Free plan's answer names it too).
  const answer = results(page)
    .filter({ has: page.getByText('Question', { exact: true }) })
    .filter({ has: page.getByRole('link', { name: 'Is MediCore HIPAA compliant?' }) })
  await expect(answer.getByRole('link')).toHaveText('Is MediCore HIPAA compliant?')
  await expect(answer.locator('mark')).toContainText(['BAA'])

  await answer.getByRole('link').click()
  await expect(page).toHaveURL(/\/#answer-faq-hipaa$/)
  // Without JavaScript: the answer shows, though its <details> is closed.
  const answerText = page.locator('#answer-faq-hipaa').getByText(/Business Associate Agreement/)
  await expect(answerText).toBeVisible()
  await expect(answerText).toBeInViewport()
  // The other answers stay closed.
  await expect(page.locator('#answer-faq-change-plan').getByText(/Upgrade or downgrade/)).toBeHidden()
})

test('nonsense gives the no-results state; an empty search explains what to type', async ({ visitors }) => {
  const page = await visitor(visitors)
  await page.goto('/search?q=qwzxv+plorth')
  await expect(page.getByRole('heading', { name: 'Nothing matches “qwzxv plorth”' })).toBeVisible()
  await expect(results(page)).toHaveCount(0)

  await page.goto('/search')
  await expect(page.getByText('Type a word or two above to search')).toBeVisible()
})

test('a 10,000-character query is refused plainly, and what was typed stays in the box', async ({ visitors }) => {
  const page = await visitor(visitors)
  const query = 'heart '.repeat(1667).trim()
  const response = await page.goto(`/search?q=${encodeURIComponent(query)}`)
  expect(response?.status()).toBeLessThan(500)
  const box = page.getByRole('searchbox', { name: 'Search the site' }).last()
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(`Your search is ${query.length} characters long: use at most 100.`)).toBeVisible()
  await expect(box).toHaveValue(query)
  await expect(results(page)).toHaveCount(0)
})

test(`searches are limited to ${SEARCH_RATE_LIMIT.perClient} a minute per client, counted before they run`, async ({
  visitors,
}) => {
  const page = await visitor(visitors)
  const request = page.context().request
  const answers = await Promise.all(
    Array.from({ length: SEARCH_RATE_LIMIT.perClient + 5 }, (_, index) =>
      request.get(`/search?q=clinic+${index}`).then((response) => response.text()),
    ),
  )
  const refused = answers.filter((html) => html.includes('You have searched many times in a short while'))
  expect(refused).toHaveLength(5)
  // Another visitor still searches.
  const other = await visitor(visitors)
  await other.goto('/search?q=clinic')
  await expect(results(other).first()).toBeVisible()
})
