import { type Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import { inEnglish, loadBundledDataset } from '../support/dataset'

/*
 * The blog and the legal pages on the bundled dataset, in a real browser: the list newest
 * first with its category filter, a category, an article with its table of contents, the
 * 404, the feed and the structured data. Paging past ten articles is in publish.spec.ts,
 * which adds articles to the server's dataset.
 */

const posts = loadBundledDataset()
  .filter((document) => document._type === 'post' && inEnglish(document))
  .map((post) => ({
    title: post.title as string,
    slug: (post.slug as { current: string }).current,
    publishedAt: post.publishedAt as string,
    category: (post.category as { _ref: string })._ref,
  }))
  .toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt))

const cardTitles = (page: Page) => page.locator('main article h3').allTextContents()

test('/blog lists every article newest first, with links to each and to the categories', async ({ visitor: page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The MediCore blog')
  expect(await cardTitles(page)).toEqual(posts.map((post) => post.title))
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'All articles' }),
  ).toHaveAttribute('aria-current', 'page')
  // Fewer than ten articles: one page, no page links, and no second page.
  await expect(page.getByRole('navigation', { name: 'Pages of articles' })).toHaveCount(0)
  expect((await page.request.get('/blog/page/2')).status()).toBe(404)

  await page.getByRole('link', { name: posts[0]!.title }).click()
  await expect(page).toHaveURL(`/blog/${posts[0]!.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0]!.title)
})

test('a category lists only its articles, through a real URL', async ({ visitor: page }) => {
  await page.goto('/blog')
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Pharmacy and lab' }).click()
  await expect(page).toHaveURL('/blog/category/pharmacy-and-lab')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pharmacy and lab')
  await expect(page.getByRole('link', { name: 'Pharmacy and lab', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  )
  expect(await cardTitles(page)).toEqual(
    posts.filter((post) => post.category === 'category-pharmacy-lab').map((post) => post.title),
  )
})

test('an article has its table of contents, reading time, author card and related articles', async ({
  visitor: page,
}) => {
  await page.goto('/blog/switching-systems-90-day-rollout-plan')
  const article = page.locator('main article').first()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Switching systems without stopping the clinic: a 90-day rollout plan',
  )
  await expect(article.getByText(/^\d+ min read$/)).toBeVisible()
  await expect(article.getByText('By Amara Okafor')).toBeVisible()

  // The table of contents lists the section headings, in order, and each link leads to its heading.
  const toc = page.getByRole('navigation', { name: 'On this page' })
  const links = toc.getByRole('link')
  expect(await links.allTextContents()).toEqual([
    'Days 1–30: prepare',
    'Days 31–60: pilot',
    'Days 61–90: roll out, department by department',
    'After day 90',
  ])
  for (const link of await links.all()) {
    const target = (await link.getAttribute('href'))!
    await expect(page.locator(`article h2${target}`)).toHaveText((await link.textContent())!)
  }
  await toc.getByRole('link', { name: 'After day 90' }).click()
  await expect(page).toHaveURL(/#after-day-90$/)
  await expect(page.locator('#after-day-90')).toBeInViewport()

  // Every kind of block: an image with its caption, a quote, a callout, lists and links.
  await expect(article.locator('figure img[alt^="A bar chart"]')).toHaveCount(1)
  await expect(article.locator('figure blockquote')).toContainText('The phased plan felt slow at the start.')
  await expect(article.getByRole('note')).toContainText('Avoid a big-bang weekend')
  await expect(article.getByRole('link', { name: 'moving a pharmacy off spreadsheets' })).toHaveAttribute(
    'href',
    '/blog/moving-a-pharmacy-off-spreadsheets',
  )

  await expect(page.getByRole('heading', { name: 'About the author' })).toBeVisible()
  await expect(page.getByText('Head of Clinical Operations')).toBeVisible()
  const related = page.getByRole('region', { name: 'More on clinic operations' })
  await expect(related.locator('article')).toHaveCount(2)
  await expect(related).not.toContainText('Switching systems without stopping the clinic')
})

test('the cover image is served by the site, resized and in a modern format', async ({ visitor: page }) => {
  await page.goto('/blog/hipaa-basics-for-clinics-choosing-software')
  const cover = page.locator('main img[fetchpriority="high"]')
  await expect(cover).toHaveAttribute('alt', /padlock/)
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  const source = await cover.evaluate((image: HTMLImageElement) => image.currentSrc)
  expect(source).toMatch(/\/_next\/image\?url=%2Fmedia%2F[0-9a-f]{40}-1600x900\.webp&w=\d+/)
  const response = await page.request.get(source, { headers: { accept: 'image/avif,image/webp,*/*' } })
  expect(response.headers()['content-type']).toBe('image/webp')
})

test('an unknown article, category or list page is a real 404, the whole page in its HTML', async ({ request }) => {
  for (const path of [
    '/blog/no-such-article',
    '/blog/category/no-such-category',
    '/blog/page/abc',
    '/blog/page/99',
    '/blog/category/clinic-operations/page/99',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    // Served as HTML, not left for JavaScript to draw: a crawler, or a visitor without scripts, reads it.
    const html = await response.text()
    expect(html, path).toContain('We can’t find that page</h1>')
    expect(html, path).toContain('<a href="/contact-us"')
  }
  expect((await request.get('/media/not-an-image.webp')).status()).toBe(404)
})

test('the feed is RSS 2.0 with every article, absolute links and excerpts', async ({ visitor: page, request }) => {
  const response = await request.get('/blog/rss.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  await page.goto('/blog')
  const feed = await page.evaluate(
    (xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml')
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        version: document.documentElement.getAttribute('version'),
        items: [...document.querySelectorAll('channel > item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          description: item.querySelector('description')?.textContent,
          pubDate: item.querySelector('pubDate')?.textContent,
        })),
      }
    },
    await response.text(),
  )
  expect(feed.error).toBeNull()
  expect(feed.version).toBe('2.0')
  expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title))
  for (const item of feed.items) {
    expect(item.link).toMatch(/^https?:\/\/[^/]+\/blog\/[a-z0-9-]+$/)
    expect(item.description!.length).toBeGreaterThan(80)
    expect(new Date(item.pubDate!).getTime()).not.toBeNaN()
  }
  // The list page announces the feed.
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/rss\.xml$/,
  )
})

test('an article describes itself and its breadcrumb in JSON-LD, with its canonical URL and share image', async ({
  page,
}) => {
  const post = posts[1]!
  await page.goto(`/blog/${post.slug}`)
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
  const posting = data.find((thing) => thing['@type'] === 'BlogPosting')!
  expect(posting).toMatchObject({ headline: post.title, datePublished: post.publishedAt })
  expect(posting.url).toMatch(new RegExp(`/blog/${post.slug}$`))
  const breadcrumb = data.find((thing) => thing['@type'] === 'BreadcrumbList') as {
    itemListElement: { name: string; position: number }[]
  }
  expect(breadcrumb.itemListElement.map((crumb) => crumb.name)).toEqual([
    'Home',
    'Blog',
    'Compliance and security',
    post.title,
  ])
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.slug}$`))
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toContain(`/blog/${post.slug}/opengraph-image`)
  const card = await page.request.get(new URL(image!).pathname + new URL(image!).search)
  expect(card.headers()['content-type']).toBe('image/png')
})

test('the legal and privacy pages come from the CMS, with their sections', async ({ visitor: page }) => {
  await page.goto('/legal')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of service')
  await expect(page.getByText('Last updated November 1, 2026')).toBeVisible()
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your data' }).click()
  await expect(page.locator('#your-data')).toBeInViewport()
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')

  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
  await expect(page.getByRole('link', { name: 'hello@medicore.example' })).toHaveAttribute(
    'href',
    'mailto:hello@medicore.example',
  )
})
