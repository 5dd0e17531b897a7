import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/visitor'
import { contactHref } from '@/lib/links'
import { planCard } from './support/pages'

/* The public site, as a visitor meets it in a real browser, on the bundled content. */

/** The header's and footer's links as the specification lists them (the bundled site settings hold them). */
const headerLinks = [
  { label: 'Features', href: '/Features' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Contact Us', href: '/contact-us' },
]
const footerGroups = [
  {
    title: 'PRODUCT',
    links: [
      { label: 'Download User Manuals', href: '/resources' },
      // A link without a destination of its own yet leads to the closest one and says so under its words.
      { label: 'View Invoices Ask our billing team for a copy', href: contactHref('invoices') },
      { label: 'Get a Quote', href: contactHref('quote') },
    ],
  },
  {
    title: 'RESOURCES',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Affiliate Partner Program Apply with a message', href: contactHref('affiliate') },
    ],
  },
  {
    title: 'COMPANY',
    links: [
      { label: 'Legal', href: '/legal' },
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Security and HIPAA', href: '/security' },
      { label: 'Accessibility', href: '/accessibility' },
    ],
  },
  {
    title: 'GET IN TOUCH',
    links: [
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Chat with a Trade Specialist Book a call: no live chat yet', href: '/demo' },
    ],
  },
]

test.describe('every public route answers with its content', () => {
  const routes = [
    { path: '/', title: /MediCore/, text: 'Start Free Trial' },
    { path: '/features', title: /Features/, text: 'Schedule a Demo' },
    { path: '/pricing', title: /Pricing/, text: 'Annual (Save 20%)' },
    { path: '/contact-us', title: /Contact/, text: 'Send Message' },
    { path: '/blog', title: /Blog/, text: 'MediCore' },
    { path: '/legal', title: /Legal|Terms/, text: 'MediCore' },
    { path: '/privacy', title: /Privacy/, text: 'HIPAA' },
    // Pages built from sections (studio/dataset/production.ndjson), linked from the footer.
    { path: '/security', title: /Security and HIPAA/, text: 'Business Associate Agreement (BAA)' },
    { path: '/accessibility', title: /Accessibility statement/, text: 'WCAG) 2.2 at Level AA' },
    { path: '/es/security', title: /Seguridad y cumplimiento de HIPAA/, text: 'Acuerdo de socio comercial (BAA)' },
  ]
  for (const route of routes) {
    test(route.path, async ({ visitor: page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(route.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByText(route.text, { exact: false }).first()).toBeVisible()
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
    })
  }
})

/** Where an address sends a client that does not follow redirects. */
async function redirectOf(request: APIRequestContext, path: string, method: 'get' | 'head' = 'get') {
  const response = await request[method](path, { maxRedirects: 0 })
  const { location, 'cache-control': cacheControl } = response.headers()
  return { status: response.status(), location, cacheControl }
}

test('the header links lead where the specification says', async ({ visitor: page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  for (const link of headerLinks) {
    await expect(header.getByRole('link', { name: link.label, exact: true }).first()).toHaveAttribute('href', link.href)
  }
  await expect(header.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/users/sign-in')
  await expect(header.getByRole('link', { name: 'Get Started for Free' }).first()).toHaveAttribute(
    'href',
    '/users/sign-up',
  )
})

test('every header and footer link resolves, and the footer links the company’s social accounts', async ({
  visitor: page,
  request,
}) => {
  await page.goto('/')
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  const footer = page.getByRole('contentinfo')
  for (const group of footerGroups) {
    await expect(footer.getByText(group.title, { exact: true })).toBeVisible()
    for (const link of group.links)
      await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href)
  }
  // Plus the social icons: each a link named for its network, the one kind that leaves the site (no network here to follow it).
  const social = footer.getByRole('list', { name: 'MediCore on social media' }).getByRole('link')
  await expect(social).toHaveText(['', '', ''])
  expect(await social.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual([
    'MediCore on LinkedIn',
    'MediCore on YouTube',
    'MediCore on X',
  ])
  const external = await social.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  expect(external.every((href) => href.startsWith('https://'))).toBe(true)
  expect(hrefs).not.toContain('#')
  for (const href of new Set(hrefs.filter((href) => !external.includes(href)))) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
  }
})

test('/Features, as the header links it, and /password-reset redirect permanently, in both languages', async ({
  request,
  visitor: page,
}) => {
  expect(await redirectOf(request, '/Features')).toMatchObject({ status: 308, location: '/features' })
  expect(await redirectOf(request, '/password-reset')).toMatchObject({ status: 308, location: '/users/password-reset' })
  expect(await redirectOf(request, '/es/Features')).toMatchObject({ status: 308, location: '/es/features' })
  expect(await redirectOf(request, '/es/password-reset')).toMatchObject({
    status: 308,
    location: '/es/users/password-reset',
  })
  await page.goto('/Features')
  await expect(page).toHaveURL(/\/features$/)
})

test('the redirects staff manage lead on from addresses the site does not have: /book-a-demo for now, /signup for good', async ({
  request,
  visitor: page,
}) => {
  expect(await redirectOf(request, '/book-a-demo')).toMatchObject({
    status: 307,
    location: '/demo',
    cacheControl: expect.stringMatching(/no-store/),
  })
  for (const method of ['get', 'head'] as const) {
    expect(await redirectOf(request, '/signup', method), method).toMatchObject({
      status: 308,
      location: '/users/sign-up',
    })
  }
  // With a trailing slash, Next drops the slash first; the redirect then applies.
  expect(await redirectOf(request, '/signup/')).toMatchObject({ status: 308, location: '/signup' })

  await page.goto('/book-a-demo')
  await expect(page).toHaveURL(/\/demo$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a demo' })).toBeVisible()
})

test('the home page shows the CMS content: capabilities, claims and the FAQ', async ({ visitor: page }) => {
  await page.goto('/')
  // A figure is followed by its footnote mark, a link to its source note.
  const adminBurden = page.locator('[data-claim="claim-admin-burden"]')
  await expect(adminBurden.getByText(/^50%/)).toBeVisible()
  await expect(adminBurden.getByRole('link', { name: 'Source 1' })).toHaveAttribute('href', /#.*note-1$/)
  await expect(page.getByText('less administrative burden')).toBeVisible()
  await expect(page.locator('[data-claim="claim-doctor-time"]').getByText(/^5 hours per week/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Free Trial' }).first()).toHaveAttribute('href', '/users/sign-up')
  await expect(page.getByRole('link', { name: 'See a Demo' }).first()).toHaveAttribute('href', '/demo')
  expect(await page.locator('details[name="faq"]').count()).toBeGreaterThanOrEqual(6)
})

test('the FAQ keeps only one answer open', async ({ visitor: page }) => {
  await page.goto('/')
  const items = page.locator('details[name="faq"]')
  await items.nth(0).locator('summary').click()
  await expect(items.nth(0)).toHaveAttribute('open', '')
  await items.nth(1).locator('summary').click()
  await expect(items.nth(1)).toHaveAttribute('open', '')
  await expect(items.nth(0)).not.toHaveAttribute('open')
  await expect(page.locator('details[name="faq"][open]')).toHaveCount(1)
})

test('the carousel shows three slides and can be paused and moved by hand', async ({ visitor: page }) => {
  await page.goto('/')
  const carousel = page.locator('[aria-roledescription="carousel"]')
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(3)
  const slide = (n: number) => carousel.locator(`[aria-roledescription="slide"][aria-label="${n} of 3"]`)
  await expect(slide(1)).not.toHaveAttribute('inert')
  await expect(slide(2)).toHaveAttribute('inert')
  await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click()
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible()
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(slide(2)).not.toHaveAttribute('inert')
  await expect(slide(1)).toHaveAttribute('inert')
})

test('without JavaScript the carousel’s slides are a row to scroll through, with no controls that would do nothing', async ({
  visitors,
}) => {
  const context = await visitors.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/')
  const carousel = page.locator('[aria-roledescription="carousel"]')
  await expect(carousel.getByRole('button')).toHaveCount(0)
  const slides = carousel.locator('[aria-roledescription="slide"]')
  for (const n of [1, 2, 3]) {
    const slide = slides.nth(n - 1)
    await slide.scrollIntoViewIfNeeded()
    await expect(slide.locator('img')).toBeInViewport()
    expect(await slide.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  }
  await context.close()
})

test('the pricing toggle switches every plan between monthly and annual prices', async ({ visitor: page }) => {
  await page.goto('/pricing')
  const expected = {
    Free: ['$0', '$0'],
    Starter: ['$29', '$217'],
    Business: ['$49', '$367'],
    Ultimate: ['$99', '$742'],
  }
  const shownPrice = (plan: string, price: string) =>
    planCard(page, plan).getByText(price, { exact: true }).filter({ visible: true })
  const shownPeriod = (plan: string, period: '/mo' | '/yr') =>
    planCard(page, plan).getByText(period, { exact: true }).filter({ visible: true })

  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  for (const [plan, [monthly]] of Object.entries(expected)) {
    await expect(shownPrice(plan, monthly!)).toHaveCount(1)
    await expect(shownPeriod(plan, '/mo')).toHaveCount(1)
    await expect(shownPeriod(plan, '/yr')).toHaveCount(0)
  }
  await expect(shownPrice('Starter', '$217')).toHaveCount(0)

  await page.getByText('Annual (Save 20%)', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Annual (Save 20%)' })).toBeChecked()
  for (const [plan, [, annual]] of Object.entries(expected)) {
    await expect(shownPrice(plan, annual!)).toHaveCount(1)
    await expect(shownPeriod(plan, '/yr')).toHaveCount(1)
    await expect(shownPeriod(plan, '/mo')).toHaveCount(0)
  }
  await expect(shownPrice('Starter', '$29')).toHaveCount(0)

  await expect(planCard(page, 'Free').getByText('Up to 10 integrations')).toBeVisible()
  await expect(planCard(page, 'Starter').getByText('Up to 50 integrations')).toBeVisible()
  await expect(planCard(page, 'Business').getByText('Unlimited integrations')).toBeVisible()
  await expect(planCard(page, 'Ultimate').getByText('Unlimited integrations')).toBeVisible()
})

test('an unknown path gets a helpful 404 with the header and a way home', async ({ visitor: page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle('Page not found | MediCore')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
  await expect(page.getByRole('banner')).toBeVisible()
  for (const path of ['/no-such-page', '/deeper/no-such/page', '/Pricing', '/users/no-such-page', '/api/no-such-route'])
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  expect((await page.request.head('/no-such-page')).status()).toBe(404)
  // The page itself is in the HTML, not drawn later by JavaScript.
  expect(await (await page.request.get('/no-such-page')).text()).toMatch(/<h1[^>]*>We can’t find that page<\/h1>/)
  await expect(page.getByRole('main').getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/')
  await expect(page.getByRole('main').getByRole('link', { name: /^Pricing/ })).toHaveAttribute('href', '/pricing')
})

test('/studio answers and, with no project configured, says how to connect one', async ({ visitor: page }) => {
  const response = await page.goto('/studio')
  expect(response?.status()).toBe(200)
  await expect(page.getByText('NEXT_PUBLIC_SANITY_PROJECT_ID').first()).toBeVisible()
  await expect(page.getByText(/bundled dataset/i).first()).toBeVisible()
})
