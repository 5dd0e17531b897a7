import { localizedPath } from '@/lib/i18n/locales'
import { collectionItemPath } from '@/lib/addresses'
import { collectionTypeNames } from '@/lib/content/document-types'
import { type Locator, type Page } from '@playwright/test'
import { absolute } from './support/page-checks'
import { expect, test } from './support/visitor'
import { loadBundledDataset, loadNdjson } from '../support/dataset'
import { e2e } from '../support/servers'
import { everySectionRoutes, publicRoutes } from '../quality/routes'

/*
 * Quality gate: SEO. Metadata, canonical URLs from SITE_URL (default
 * http://localhost:3000), social cards with the generated image, sitemap and robots, and
 * JSON-LD that parses and says exactly what the page shows.
 */

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

type Thing = Record<string, unknown> & { '@type': string }

async function jsonLd(page: Page): Promise<Thing[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => {
    const data = JSON.parse(text) as Thing
    expect(data['@context']).toBe('https://schema.org')
    return data
  })
}

test('the home page describes the organization, the website and the FAQ it shows', async ({ visitor: page }) => {
  await page.goto('/')
  const data = await jsonLd(page)
  expect(data.map((thing) => thing['@type']).sort()).toEqual(['FAQPage', 'Organization', 'WebSite'])
  const organization = data.find((thing) => thing['@type'] === 'Organization')!
  expect(organization).toMatchObject({ name: 'MediCore', url: absolute('/') })
  expect(data.find((thing) => thing['@type'] === 'WebSite')).toMatchObject({ name: 'MediCore', url: absolute('/') })

  const faq = data.find((thing) => thing['@type'] === 'FAQPage') as unknown as {
    mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
  }
  const items = page.locator('#faq details')
  const count = await items.count()
  expect(count).toBeGreaterThan(0)
  expect(faq.mainEntity).toHaveLength(count)
  for (let index = 0; index < count; index++) {
    const item = items.nth(index)
    const question = faq.mainEntity[index]!
    expect(question['@type']).toBe('Question')
    expect(question.name).toBe(squash(await item.locator('summary').textContent()))
    // The answer as the page shows it once opened.
    await item.locator('summary').click()
    await expect(item.locator('summary + div')).toBeVisible()
    expect(squash(question.acceptedAnswer.text)).toBe(squash(await item.locator('summary + div').innerText()))
  }
})

test('the pricing page offers each plan at the prices it shows, in US dollars', async ({ visitor: page }) => {
  await page.goto('/pricing')
  const data = await jsonLd(page)
  expect(data).toHaveLength(1)
  const app = data[0] as unknown as {
    '@type': string
    name: string
    offers: {
      '@type': string
      name: string
      price: number
      priceCurrency: string
      priceSpecification: { billingDuration: string }
    }[]
  }
  expect(app['@type']).toBe('SoftwareApplication')
  expect(app.name).toBe('MediCore')

  const cards = page.locator('[data-billing-root] > ul > li')
  const shown: { name: string; monthly: number; annual: number }[] = []
  const amount = async (period: string, card: Locator) =>
    Number((await card.locator(`p[data-billing="${period}"] span`).first().textContent())!.replace(/[^0-9.]/g, ''))
  for (const card of await cards.all()) {
    shown.push({
      name: squash(await card.locator('h2').textContent()),
      monthly: await amount('monthly', card),
      annual: await amount('annual', card),
    })
  }
  expect(shown.length).toBeGreaterThan(0)
  expect(app.offers).toHaveLength(shown.length * 2)
  for (const plan of shown) {
    const monthly = app.offers.find((offer) => offer.name === `${plan.name} (monthly billing)`)
    const annual = app.offers.find((offer) => offer.name === `${plan.name} (annual billing)`)
    expect(monthly, plan.name).toMatchObject({ '@type': 'Offer', price: plan.monthly, priceCurrency: 'USD' })
    expect(monthly!.priceSpecification.billingDuration).toBe('P1M')
    expect(annual, plan.name).toMatchObject({ '@type': 'Offer', price: plan.annual, priceCurrency: 'USD' })
    expect(annual!.priceSpecification.billingDuration).toBe('P1Y')
  }
  // And the annual prices are the ones the toggle shows.
  await page.getByText('Annual (Save 20%)').click()
  for (const [index, card] of (await cards.all()).entries()) {
    await expect(card.locator('p[data-billing="annual"] span').first()).toBeVisible()
    expect(await amount('annual', card)).toBe(shown[index]!.annual)
  }
})

test('the sitemap lists exactly the public routes, every article, every category and every collection’s document, and each answers 200', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  // Each language's pages: the fixed ones in both, and each language's own articles and categories.
  const slugs = (type: string, language: string) =>
    loadBundledDataset()
      .filter((document) => document._type === type && (document.language ?? 'en') === language)
      .map((document) => (document.slug as { current: string }).current)
  const pagesIn = (language: 'en' | 'es') =>
    [
      ...publicRoutes,
      ...slugs('post', language).map((slug) => `/blog/${slug}`),
      ...slugs('category', language).map((slug) => `/blog/category/${slug}`),
      ...collectionTypeNames.flatMap((type) => slugs(type, language).map((slug) => collectionItemPath(type, slug))),
    ].map((path) => localizedPath(path, language))
  expect(locations.sort()).toEqual([...pagesIn('en'), ...pagesIn('es')].map(absolute).sort())
  for (const location of locations) expect((await request.get(new URL(location).pathname)).status(), location).toBe(200)
})

test('robots.txt lets crawlers in but keeps them out of the Studio, the account screens and the API', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const lines = (await response.text()).split('\n').map((line) => line.trim())
  // Every line a directive crawlers know, with a value: what Lighthouse's robots-txt audit checks.
  for (const line of lines.filter(Boolean)) expect(line).toMatch(/^(User-Agent|Allow|Disallow|Sitemap|Host): \S+$/)
  expect(lines).toContain('User-Agent: *')
  expect(lines).toContain('Allow: /')
  for (const path of ['/studio', '/users/', '/api/']) expect(lines).toContain(`Disallow: ${path}`)
  expect(lines).toContain(`Sitemap: ${absolute('/sitemap.xml')}`)
})

test('JSON-LD cannot be closed early by content: "<" is escaped', async ({ request }) => {
  // The test page's description ends in a closing script tag (tests/fixtures/every-section.ndjson).
  const [path] = everySectionRoutes
  const fixture = loadNdjson(e2e.site.datasetFiles[1]!).find((document) => document._id === 'page-every-section')
  const { description } = fixture!.seo as { description: string }
  expect(description).toContain('</script>')
  const html = await (await request.get(path)).text()
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  )
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) expect(script).not.toContain('<')
  // Each script is whole, and says what the page says: cut short at the description's tag, it would not parse.
  const things = scripts.map((script) => JSON.parse(script) as Thing)
  expect(things.find((thing) => thing['@type'] === 'WebPage')).toMatchObject({ description })
})
