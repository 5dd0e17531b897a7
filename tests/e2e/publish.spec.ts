import { expect, test as base, type APIRequestContext } from '@playwright/test'
import { readFile, writeFile } from 'node:fs/promises'
import { siteText } from '@/lib/i18n/site-text'
import { signedWebhook } from '@/lib/publish/sign'
import { site } from '@/lib/site'
import { planCard } from './support/pages'
import { e2e } from '../support/servers'

/*
 * The publish path on the bundled dataset: staff change a document, Sanity posts a signed
 * webhook, and the pages showing that type are regenerated without a rebuild.
 */

const { dataset, revalidateSecret } = e2e.site

/** Sends the webhook of a published document of `type`, with more of the projection's fields (its language, its slugs). */
async function publish(request: APIRequestContext, type: string, fields: Record<string, unknown> = {}) {
  const webhook = await signedWebhook({ _type: type, ...fields }, revalidateSecret)
  return request.post('/api/revalidate', { headers: webhook.headers, data: webhook.body })
}

type Document = Record<string, unknown>

async function readDataset() {
  const lines = (await readFile(dataset, 'utf8')).split('\n').filter(Boolean)
  return lines.map((line) => JSON.parse(line) as Document)
}

const writeDataset = (documents: Document[]) =>
  writeFile(dataset, documents.map((document) => JSON.stringify(document)).join('\n') + '\n')

/**
 * Visits pages once, so they are regenerated from the restored dataset now: Next keeps the
 * regenerated pages on disk, but not the webhook's expiry, so a server restarted on the same
 * build (E2E_SKIP_BUILD=1) would otherwise serve the test's edits.
 */
async function regenerate(request: APIRequestContext, paths: string[]) {
  for (const path of paths) await request.get(path)
}

/**
 * Each test leaves the server as it found it: the dataset is written back after the test, whether
 * it passed or not, then republished for the types the test named with `restoreAfterTest` and
 * those pages regenerated from it.
 */
const test = base.extend<{ restoreAfterTest: (types: string[], paths?: string[]) => void }>({
  restoreAfterTest: async ({ request }, run) => {
    const original = await readFile(dataset, 'utf8')
    let restore: { types: string[]; paths: string[] } = { types: [], paths: [] }
    await run((types, paths = []) => {
      restore = { types, paths }
    })
    await writeFile(dataset, original)
    for (const type of restore.types) await publish(request, type)
    await regenerate(request, restore.paths)
  },
})

// The tests edit the server's dataset: one at a time.
test.describe.configure({ mode: 'serial' })

async function editDataset(edit: (document: Document) => void) {
  const documents = await readDataset()
  documents.forEach(edit)
  await writeDataset(documents)
}

/**
 * Renames an English document's slug in the dataset and publishes the change: the webhook saves a
 * redirect, and the old address (`from`) leads to the new one (`to`) with a 308.
 */
async function expectRenameRedirects(
  request: APIRequestContext,
  { type, _id, from, to }: { type: string; _id: string; from: string; to: string },
) {
  const [previousSlug, slug] = [from, to].map((path) => path.split('/').at(-1)!)
  await editDataset((document) => {
    if (document._id === _id) document.slug = { _type: 'slug', current: slug }
  })
  const answer = await publish(request, type, { _id, language: 'en', operation: 'update', slug, previousSlug })
  expect(await answer.json()).toMatchObject({ redirects: `${from} → ${to}: 1 new` })
  const moved = await request.get(from, { maxRedirects: 0 })
  expect([moved.status(), moved.headers().location]).toEqual([308, to])
}

test('publishing a price refreshes the pricing page, and only the pages that show plans', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  restoreAfterTest(['pricingPlan', 'faq'], ['/pricing', '/'])
  await page.goto('/pricing')
  await expect(planCard(page, 'Starter').getByText('$29', { exact: true })).toBeVisible()
  await page.goto('/')
  const firstQuestion = (await page.locator('details[name="faq"] summary').first().textContent())!.trim()

  await editDataset((document) => {
    if (document._id === 'plan-starter') document.monthlyPrice = 35
    if (document._type === 'faq') document.question = `Edited: ${document.question}`
  })

  const started = Date.now()
  const webhook = await signedWebhook({ _type: 'pricingPlan', _id: 'plan-starter' }, revalidateSecret)
  const answer = await request.post('/api/revalidate', { headers: webhook.headers, data: webhook.body })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject({ revalidated: ['pricingPlan'] })

  const pricing = await request.get('/pricing')
  const elapsed = Date.now() - started
  expect(await pricing.text()).toContain('$35')
  test.info().annotations.push({ type: 'webhook to updated HTML', description: `${elapsed} ms` })
  console.log(`Publish: webhook to updated /pricing HTML in ${elapsed} ms`)

  await page.goto('/pricing')
  await expect(planCard(page, 'Starter').getByText('$35', { exact: true })).toBeVisible()

  // The FAQ changed in the file too, but no FAQ was published: the home page keeps its copy.
  await page.goto('/')
  await expect(page.locator('details[name="faq"] summary').first()).toHaveText(firstQuestion)

  expect((await publish(request, 'faq')).status()).toBe(200)
  await page.goto('/')
  await expect(page.locator('details[name="faq"] summary').first()).toHaveText(`Edited: ${firstQuestion}`)
})

test('a Spanish publish refreshes the Spanish pages only; an English plan’s price both languages', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  const firstQuestion = async (path: string) => {
    await page.goto(path)
    return (await page.locator('details[name="faq"] summary').first().textContent())!.trim()
  }
  restoreAfterTest(['faq', 'pricingPlan'], ['/', '/es', '/pricing', '/es/pricing'])
  const [english, spanish] = [await firstQuestion('/'), await firstQuestion('/es')]
  const englishPricing = await (await request.get('/pricing')).text()
  await editDataset((document) => {
    if (document._type === 'faq') document.question = `Edited: ${document.question}`
    if (document._id === 'plan-starter__i18n_es') document.tagline = 'Editado: para clínicas pequeñas'
  })

  const faq = await publish(request, 'faq', { _id: 'faq-hipaa__i18n_es', language: 'es', operation: 'update' })
  expect(await faq.json()).toMatchObject({ revalidated: ['faq:es'] })
  expect(await firstQuestion('/es')).toBe(`Edited: ${spanish}`)
  expect(await firstQuestion('/')).toBe(english)

  // A Spanish plan holds only its words: the Spanish pricing page changes, the English one stays byte for byte.
  const plan = await publish(request, 'pricingPlan', { _id: 'plan-starter__i18n_es', language: 'es' })
  expect(await plan.json()).toMatchObject({ revalidated: ['pricingPlan:es'] })
  await page.goto('/es/pricing')
  await expect(planCard(page, 'Starter')).toContainText('Editado: para clínicas pequeñas')
  expect(await (await request.get('/pricing')).text()).toBe(englishPricing)

  // The English plan's price is shared: both pricing pages show it.
  await editDataset((document) => {
    if (document._id === 'plan-starter') document.monthlyPrice = 35
  })
  const price = await publish(request, 'pricingPlan', { _id: 'plan-starter', language: 'en', operation: 'update' })
  expect(await price.json()).toMatchObject({ revalidated: ['pricingPlan'] })
  for (const path of ['/pricing', '/es/pricing']) {
    await page.goto(path)
    await expect(planCard(page, 'Starter').getByText('$35', { exact: true }), path).toBeVisible()
  }
})

const spanishArticle = {
  _id: 'post-hipaa-basics-choosing-software__i18n_es',
  slug: 'conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software',
}
const englishArticlePath = '/blog/hipaa-basics-for-clinics-choosing-software'

/** The page's hreflang alternates, as paths. */
async function hreflangs(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const links = (html.match(/<link\b[^>]*>/g) ?? []).flatMap((link) => {
    const language = /\shreflang="([^"]+)"/i.exec(link)?.[1]
    const href = /\shref="([^"]+)"/.exec(link)?.[1]
    return /\srel="alternate"/.test(link) && language && href ? [[language, new URL(href, 'http://site').pathname]] : []
  })
  return Object.fromEntries(links)
}

test('a Spanish author’s edit reaches the Spanish article, not the English one', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  const spanishPath = `/es/blog/${spanishArticle.slug}`
  restoreAfterTest(['author'], [englishArticlePath, spanishPath])
  await page.goto(englishArticlePath)
  await expect(page.getByText('Product Lead, Pharmacy and Lab')).toBeVisible()
  await editDataset((document) => {
    if (document._id === 'author-daniel-reyes__i18n_es') document.role = 'Editado: líder de producto'
    if (document._id === 'author-daniel-reyes') document.role = 'Edited: product lead'
  })
  const answer = await publish(request, 'author', { _id: 'author-daniel-reyes__i18n_es', language: 'es' })
  expect(await answer.json()).toMatchObject({ revalidated: ['author:es'] })
  await page.goto(spanishPath)
  await expect(page.getByText('Editado: líder de producto')).toBeVisible()
  await page.goto(englishArticlePath)
  await expect(page.getByText('Product Lead, Pharmacy and Lab')).toBeVisible()
})

test('a renamed Spanish article redirects within /es/blog, and the English article’s alternate follows it', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  const [oldPath, newPath] = [`/es/blog/${spanishArticle.slug}`, '/es/blog/hipaa-para-clinicas']
  restoreAfterTest(['post', 'redirect'], [englishArticlePath, oldPath, '/sitemap.xml'])
  expect(await hreflangs(request, englishArticlePath)).toMatchObject({ 'es-US': oldPath })
  await editDataset((document) => {
    if (document._id === spanishArticle._id) document.slug = { _type: 'slug', current: 'hipaa-para-clinicas' }
  })
  const answer = await publish(request, 'post', {
    _id: spanishArticle._id,
    language: 'es',
    operation: 'update',
    slug: 'hipaa-para-clinicas',
    previousSlug: spanishArticle.slug,
  })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject({
    revalidated: ['post', 'post-slug:hipaa-para-clinicas', 'redirect'],
    redirects: `${oldPath} → ${newPath}: 1 new`,
  })

  const moved = await request.get(oldPath, { maxRedirects: 0 })
  expect([moved.status(), moved.headers().location]).toEqual([308, newPath])
  // No English address was made up for it.
  expect((await request.get(`/blog/${spanishArticle.slug}`, { maxRedirects: 0 })).status()).toBe(404)
  await page.goto(oldPath)
  await expect(page).toHaveURL(newPath)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('HIPAA')

  // The pair stays reciprocal: the English page, and the sitemap, name the new address.
  const pair = { 'en-US': englishArticlePath, 'es-US': newPath, 'x-default': englishArticlePath }
  expect(await hreflangs(request, englishArticlePath)).toEqual(pair)
  expect(await hreflangs(request, newPath)).toEqual(pair)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`${newPath}"`)
  expect(sitemap).not.toContain(oldPath)
})

test('publishing translation metadata refreshes the linked pages in every language', async ({
  request,
  restoreAfterTest,
}) => {
  const metadataId = 'translation-metadata-post-hipaa-basics-choosing-software'
  restoreAfterTest(['post'], [englishArticlePath, `/es/blog/${spanishArticle.slug}`])
  expect(Object.keys(await hreflangs(request, englishArticlePath))).toContain('es-US')
  // Staff unlink the Spanish translation: the English article loses its Spanish alternate.
  await editDataset((document) => {
    if (document._id === metadataId)
      document.translations = (document.translations as Document[]).filter((entry) => entry.language === 'en')
  })
  const answer = await publish(request, 'translation.metadata', { _id: metadataId, schemaTypes: ['post'] })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject({ revalidated: ['post'] })
  expect(await hreflangs(request, englishArticlePath)).toEqual({})
  expect(await hreflangs(request, `/es/blog/${spanishArticle.slug}`)).toEqual({})
})

test('the revalidation route reads no more than 64 KiB of a body, declared or streamed', async ({ request }) => {
  // A well-formed, fresh signature header, as anyone can write one: the body is what costs.
  const { headers } = await signedWebhook({ _type: 'faq' }, 'not-the-secret')
  const tooLarge = { message: "The body is larger than 64 KiB: a webhook's projection is a few hundred bytes." }
  const declared = await request.post('/api/revalidate', { headers, data: 'x'.repeat(1024 * 1024) })
  expect(declared.status()).toBe(413)
  expect(await declared.json()).toEqual(tooLarge)

  // Chunked, without a Content-Length: answered at the limit, long before the 64 MiB are sent (the
  // sockets' buffers on either side hold a few MiB that the server never reads).
  let sent = 0
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 64 * 1024 * 1024) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  const streamed = await fetch(new URL('/api/revalidate', test.info().project.use.baseURL), {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit)
  const sentWhenAnswered = sent
  expect(streamed.status).toBe(413)
  expect(await streamed.json()).toEqual(tooLarge)
  expect(sentWhenAnswered).toBeLessThan(16 * 1024 * 1024)
  // The server goes on answering.
  expect((await request.get('/pricing')).status()).toBe(200)
})

test('the revalidation route refuses unsigned and wrongly signed requests', async ({ request }) => {
  const unsigned = await request.post('/api/revalidate', { data: { _type: 'pricingPlan' } })
  expect(unsigned.status()).toBe(401)
  const forged = await signedWebhook({ _type: 'pricingPlan' }, 'not-the-secret')
  const wrong = await request.post('/api/revalidate', { headers: forged.headers, data: forged.body })
  expect(wrong.status()).toBe(401)
  expect(await wrong.json()).toEqual({ message: 'Invalid signature.' })
})

/** New articles, newest first, as staff would publish them: in Clinic operations, with a bundled cover image. */
function newArticles(template: Document, count: number): Document[] {
  return Array.from({ length: count }, (_, index) => ({
    ...template,
    _id: `post-e2e-${index}`,
    title: `Published from the Studio, number ${index + 1}`,
    slug: { _type: 'slug', current: `published-from-the-studio-${index + 1}` },
    excerpt: `An article added by the end-to-end test, number ${index + 1}, to prove that publishing reaches every page without a rebuild.`,
    publishedAt: new Date(Date.UTC(2026, 11, 20 - index)).toISOString(),
  }))
}

async function publishPost(request: APIRequestContext, slug?: string) {
  const webhook = await signedWebhook({ _type: 'post', _id: 'post-e2e', ...(slug && { slug }) }, revalidateSecret)
  const answer = await request.post('/api/revalidate', { headers: webhook.headers, data: webhook.body })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as { revalidated: string[] }
}

test('a published article appears on the blog, its category, its own new page, the feed and the sitemap; unpublished, it is gone', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  restoreAfterTest(['post'], ['/blog', '/blog/category/clinic-operations', '/blog/rss.xml', '/sitemap.xml'])
  const documents = await readDataset()
  const template = documents.find((document) => document._id === 'post-switching-systems-rollout')!
  const category = '/blog/category/clinic-operations'
  const categoryOf = (document: Document) => (document.category as { _ref: string } | undefined)?._ref
  const inCategory = documents.filter(
    (document) => document._type === 'post' && categoryOf(document) === categoryOf(template),
  ).length
  const english = documents.filter((doc) => doc._type === 'post' && (doc.language ?? 'en') === 'en').length
  // Enough for a second page of the blog and of the article's category.
  const [first, ...more] = newArticles(template, 11 - inCategory)
  const firstPath = '/blog/published-from-the-studio-1'
  // Not yet published: a real 404.
  expect((await request.get(firstPath)).status()).toBe(404)

  await writeDataset([...documents, first!])
  expect(await publishPost(request, 'published-from-the-studio-1')).toEqual({
    message: 'Revalidated pages showing post.',
    revalidated: ['post', 'post-slug:published-from-the-studio-1'],
  })

  await page.goto('/blog')
  await expect(page.locator('main article h3').first()).toHaveText('Published from the Studio, number 1')
  await page.goto(category)
  await expect(page.locator('main article h3').first()).toHaveText('Published from the Studio, number 1')
  await page.goto(firstPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Published from the Studio, number 1')
  expect(await (await request.get('/blog/rss.xml')).text()).toContain(`${firstPath}</link>`)
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${firstPath}</loc>`)

  // Ten articles on a first page, the rest on the second, with real links between them: the blog's, and the category's.
  await writeDataset([...documents, first!, ...more])
  await publishPost(request)
  const pages = page.getByRole('navigation', { name: 'Pages of articles' })
  for (const [list, heading, count] of [
    ['/blog', 'The MediCore blog', english + 1 + more.length],
    [category, 'Clinic operations', 11],
  ] as const) {
    await page.goto(list)
    await expect(page.locator('main article')).toHaveCount(10)
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: 'Older articles' }).click()
    await expect(page).toHaveURL(`${list}/page/2`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading}: page 2`)
    await expect(page.locator('main article')).toHaveCount(count - 10)
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    await pages.getByRole('link', { name: 'Page 1' }).click()
    await expect(page).toHaveURL(list)
  }

  // Unpublished again: gone from the list, the feed and the sitemap, and the article is a 404.
  await writeDataset(documents)
  await publishPost(request, 'published-from-the-studio-1')
  expect((await request.get(firstPath)).status()).toBe(404)
  expect((await request.get('/blog/page/2')).status()).toBe(404)
  expect((await request.get(`${category}/page/2`)).status()).toBe(404)
  await page.goto('/blog')
  await expect(page.locator('main article')).toHaveCount(english)
  expect(await (await request.get('/blog/rss.xml')).text()).not.toContain(firstPath)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(firstPath)
})

test('publishing a legal page refreshes it', async ({ page, request, restoreAfterTest }) => {
  restoreAfterTest(['legalPage'], ['/privacy'])
  await editDataset((document) => {
    if (document._id === 'legalpage-privacy') document.title = 'Privacy policy (updated)'
  })
  expect((await publish(request, 'legalPage')).status()).toBe(200)
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy (updated)')
})

test('publishing the home page refreshes only the home page, and the share card drawn from its headline', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  const pricingHeading = 'Simple plans for every size of practice'
  const shareCard = async () => (await request.get('/opengraph-image')).body()
  restoreAfterTest(['page'], ['/', '/opengraph-image'])
  const cardBefore = await shareCard()
  const pricingBefore = await (await request.get('/pricing')).text()
  expect(pricingBefore).toContain(pricingHeading)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'One connected platform for every ward, clinic and lab',
  )

  // The pricing page's words change in the file too, but only the home page is published.
  // Each fixed page is a page document: the first section of each is its heading.
  await editDataset((document) => {
    const [first] = (document.sections ?? []) as Document[]
    if (document._id === 'page-home') first!.heading = 'Edited: one platform for every ward'
    if (document._id === 'page-pricing') first!.heading = 'Edited: plans'
  })
  const answer = await publish(request, 'page', {
    _id: 'page-home',
    language: 'en',
    operation: 'update',
    slug: null,
    previousSlug: null,
    fixedPage: 'home',
  })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject({ revalidated: ['fixed-page:home:en'] })

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited: one platform for every ward')
  await expect
    .poll(async () => (await shareCard()).equals(cardBefore), { message: 'the share card is drawn anew' })
    .toBe(false)
  // The same cached page, byte for byte, with the words it had.
  expect(await (await request.get('/pricing')).text()).toBe(pricingBefore)
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingHeading)
})

test('staff reorder the home page’s sections and add a testimonial to /pricing and /contact-us: published, all show, without a rebuild', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  restoreAfterTest(['page'], ['/', '/pricing', '/es/pricing', '/contact-us'])
  const headings = async (path: string) => {
    await page.goto(path)
    return page.getByRole('heading', { level: 2 }).allTextContents()
  }
  const faq = 'Frequently asked questions'
  const features = 'Everything your care teams need, in one place'
  const before = await headings('/')
  expect(before.indexOf(faq)).toBeGreaterThan(before.indexOf(features))

  const quote = 'MediCore halved the time our nurses spend on handover notes.'
  await editDataset((document) => {
    const sections = document.sections as Document[] | undefined
    if (!sections) return
    // The FAQ moves up, right under the hero.
    if (document._id === 'page-home') {
      const moved = sections.find((section) => section._key === 'faq')!
      document.sections = [sections[0], moved, ...sections.slice(1).filter((section) => section !== moved)]
    }
    if (document._id === 'page-pricing' || document._id === 'page-contact')
      sections.push({
        _key: 'testimonial',
        _type: 'quoteSection',
        quote,
        name: 'Dana Ortiz',
        role: 'Chief Nursing Officer',
      })
  })
  const fixedPage = (name: string) => ({
    _id: `page-${name}`,
    language: 'en',
    operation: 'update',
    slug: null,
    previousSlug: null,
    fixedPage: name,
  })
  expect((await publish(request, 'page', fixedPage('home'))).status()).toBe(200)
  expect((await publish(request, 'page', fixedPage('pricing'))).status()).toBe(200)
  expect((await publish(request, 'page', fixedPage('contact'))).status()).toBe(200)

  const after = await headings('/')
  expect(after.indexOf(faq)).toBeLessThan(after.indexOf(features))
  // Its one-open-at-a-time answers still work where it now stands.
  await page.locator('#faq details summary').first().click()
  await expect(page.locator('#faq details[open]')).toHaveCount(1)
  await page.goto('/pricing')
  await expect(page.getByRole('figure').filter({ hasText: quote })).toContainText('Dana Ortiz')
  // Below the contact form, which is still there.
  await page.goto('/contact-us')
  await expect(page.getByRole('figure').filter({ hasText: quote })).toContainText('Dana Ortiz')
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible()
  // The Spanish pricing page's document was not published: it has no testimonial.
  await page.goto('/es/pricing')
  await expect(page.getByText(quote)).toHaveCount(0)
})

test('publishing the site settings refreshes every page: the footer’s tagline', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  const tagline = 'Edited: one platform for the whole care network.'
  restoreAfterTest(['siteSettings'], ['/', '/pricing'])
  for (const path of ['/', '/pricing']) {
    await page.goto(path)
    await expect(page.getByRole('contentinfo')).not.toContainText(tagline)
  }
  await editDataset((document) => {
    if (document._id === 'siteSettings') document.footerTagline = tagline
  })
  expect((await publish(request, 'siteSettings')).status()).toBe(200)
  for (const path of ['/', '/pricing']) {
    await page.goto(path)
    await expect(page.getByRole('contentinfo'), path).toContainText(tagline)
  }
})

test('a 404 page regenerated after a publish keeps no made-up address’s query string for the next visitor', async ({
  request,
}) => {
  // A mangled reset link: the first 404 after a publish regenerates the page every later 404 shows.
  const query = `token=reset-${Date.now()}&email=alice%40clinic.example`
  expect((await publish(request, 'siteSettings')).status()).toBe(200)
  for (const first of ['/users/password-rese', '/es/no-existe']) {
    const answer = await request.get(`${first}?${query}`, { maxRedirects: 0 })
    expect([answer.status(), answer.headers().location], first).toEqual([307, first])
  }
  expect((await request.get(`/users/password-rese?${query}`)).status()).toBe(404)
  const later = await (await request.get('/another-missing-page')).text()
  expect(later).not.toContain('alice')
  expect(later).not.toContain(query.slice(0, 20))
})

test('the Spanish 404 page, regenerated after a publish, keeps its Spanish title and description', async ({
  page,
  request,
}) => {
  const { description } = siteText('es').notFound
  const title = `${siteText('es').notFound.title} | ${site.name}`
  // Spanish site settings: the Spanish pages only, the 404 page among them, are drawn again on their next visit.
  const answer = await publish(request, 'siteSettings', { _id: 'siteSettings__i18n_es', language: 'es' })
  expect(answer.status()).toBe(200)
  // The first visit after the publish draws the page at run time; the second gets what it drew.
  for (const path of ['/es/no-existe', '/es/tampoco-existe', '/es/blog/no-existe']) {
    const response = await request.get(path)
    const head = (await response.text()).split('</head>')[0]!
    expect([path, response.status()]).toEqual([path, 404])
    expect(head, path).toContain(`<title>${title}</title>`)
    expect(head, path).toContain(`<meta name="description" content="${description}"/>`)
  }
  await page.goto('/es/otra-que-no-existe')
  await expect(page).toHaveTitle(title)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
})

test('a page regenerated after a publish never carries its first visitor’s query, headers or cookies to the next, HTML or RSC, in either language', async ({
  request,
}) => {
  const secret = `SECRET-${Date.now()}`
  const query = `email=victim%40corp.example&token=${secret}`
  // Fixed pages, a page built from sections, an article: each in both languages, all regenerated by the publish.
  const blog = await (await request.get('/blog')).text()
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)![1]!
  const pages = ['/', '/pricing', '/es/pricing', '/security', '/es/security', article, '/es/blog']
  expect((await publish(request, 'siteSettings')).status()).toBe(200)
  for (const path of pages) {
    // The first visitor after the publish, whose request regenerates the page, with a forged host and a cookie.
    const first = await request.get(`${path}?${query}`, {
      maxRedirects: 0,
      headers: { 'x-forwarded-host': `${secret}.evil.example`, cookie: `session=${secret}` },
    })
    expect([path, first.status(), first.headers().location]).toEqual([path, 307, path])
    // Next's router asks with its RSC header and `_rsc` (empty for a request without router state).
    const rsc = await request.get(`${path}?${query}&_rsc=`, { maxRedirects: 0, headers: { rsc: '1' } })
    expect([path, rsc.status(), rsc.headers().location]).toEqual([path, 307, `${path}?_rsc=`])
    // Without the header, `_rsc` is any other parameter, and Next would write it into the page.
    const forged = await request.get(`${path}?_rsc=${secret}`, { maxRedirects: 0 })
    expect([path, forged.status(), forged.headers().location]).toEqual([path, 307, path])
  }
  // The folders that answer for themselves, asked for by their bare names, and a Studio address: never a kept page.
  const folders = ['/api', '/media', '/language', '/studio']
  for (const path of [...folders, '/studio/structure/pricingPlan']) {
    const first = await request.get(`${path}?${query}`, { maxRedirects: 0 })
    expect([path, first.headers()['cache-control']]).toEqual([path, expect.stringMatching(/private|no-store/)])
  }
  for (const path of folders)
    expect([path, (await (await request.get(path)).text()).includes(secret)]).toEqual([path, false])
  for (const path of pages) {
    const html = await (await request.get(path)).text()
    const payload = await (await request.get(`${path}?_rsc=`, { headers: { rsc: '1' } })).text()
    for (const answer of [html, payload]) {
      expect([path, answer.includes(secret), answer.includes('victim')]).toEqual([path, false, false])
    }
  }
})

test('a published redirect leads on without a rebuild, a deleted one leaves the 404 page, the code’s redirects stay', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  restoreAfterTest(['redirect'])
  expect((await request.get('/old-pricing', { maxRedirects: 0 })).status()).toBe(404)
  expect((await request.get('/book-a-demo', { maxRedirects: 0 })).status()).toBe(307)

  // Staff add a redirect and delete the /book-a-demo one, then publish.
  const documents = await readDataset()
  await writeDataset([
    ...documents.filter((document) => document._id !== 'redirect-demo'),
    { _id: 'redirect-e2e', _type: 'redirect', from: '/old-pricing', to: '/pricing', permanent: true },
  ])
  const answer = await publish(request, 'redirect')
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject({ revalidated: ['redirect'] })

  for (const method of ['get', 'head'] as const) {
    const moved = await request[method]('/old-pricing', { maxRedirects: 0 })
    expect(moved.status(), method).toBe(308)
    expect(moved.headers().location, method).toBe('/pricing')
  }
  await page.goto('/old-pricing')
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(planCard(page, 'Starter')).toBeVisible()

  const removed = await page.goto('/book-a-demo')
  expect(removed?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')

  // The redirects in the site's code are not the CMS's: they keep working.
  const features = await request.get('/Features', { maxRedirects: 0 })
  expect([features.status(), features.headers().location]).toEqual([308, '/features'])
  const reset = await request.get('/password-reset', { maxRedirects: 0 })
  expect([reset.status(), reset.headers().location]).toEqual([308, '/users/password-reset'])
})

test('a redirect list that loops (published around the Studio) leaves the loop out, and the other redirects work', async ({
  request,
  restoreAfterTest,
}) => {
  restoreAfterTest(['redirect'])
  const original = await readDataset()
  await writeDataset([
    ...original,
    { _id: 'redirect-loop-a', _type: 'redirect', from: '/loop-a', to: '/loop-b', permanent: false },
    { _id: 'redirect-loop-b', _type: 'redirect', from: '/loop-b', to: '/en/loop-a', permanent: false },
    { _id: 'redirect-off-site', _type: 'redirect', from: '/elsewhere', to: 'http://x', permanent: false },
    { _id: 'redirect-md', _type: 'redirect', from: '/pricing.md', to: 'https://evil.example/', permanent: false },
  ])
  expect((await publish(request, 'redirect')).status()).toBe(200)
  // The server logs each document left out, by _id and field (lib/content/models/redirect.ts).
  for (const path of ['/loop-a', '/loop-b', '/elsewhere', '/no-such-page'])
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404)
  const markdown = await request.get('/pricing.md', { maxRedirects: 0 })
  expect([markdown.status(), markdown.headers()['content-type']]).toEqual([200, 'text/markdown; charset=utf-8'])
  expect((await request.get('/book-a-demo', { maxRedirects: 0 })).status()).toBe(307)
  expect((await request.get('/pricing')).status()).toBe(200)
  expect((await request.get('/Features', { maxRedirects: 0 })).status()).toBe(308)
})

test('a page built from sections, copied and published, is served, listed and searchable in both languages without a rebuild; renamed, its old address redirects', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  const [path, spanishPath, renamed] = ['/hipaa-compliance', '/es/hipaa-compliance', '/hipaa']
  restoreAfterTest(['page', 'redirect'], ['/sitemap.xml', '/llms.txt', '/security'])
  const documents = await readDataset()
  const copyOf = (id: string, title: string) => ({
    ...documents.find((document) => document._id === id)!,
    _id: id.replace('security', 'hipaa-compliance'),
    title,
    slug: { _type: 'slug', current: 'hipaa-compliance' },
  })
  // Not yet published: a real 404, never kept.
  expect((await request.get(path)).status()).toBe(404)

  await writeDataset([
    ...documents,
    copyOf('page-security', 'HIPAA compliance'),
    copyOf('page-security__i18n_es', 'Cumplimiento de HIPAA'),
  ])
  for (const language of ['en', 'es'])
    expect((await publish(request, 'page', { language, operation: 'create', slug: 'hipaa-compliance' })).status()).toBe(
      200,
    )

  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Patient data, protected at every step')
  await expect(page.locator('details[name="faq"]')).toHaveCount(3)
  await page.goto(spanishPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos de pacientes protegidos en cada paso')
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${spanishPath}</loc>`)
  expect(await (await request.get('/llms.txt')).text()).toContain('[HIPAA compliance]')
  const markdown = await request.get(`${path}.md`)
  expect([markdown.status(), await markdown.text()]).toEqual([200, expect.stringContaining('# HIPAA compliance')])
  await page.goto('/search?q=questionnaire')
  await expect(page.getByRole('link', { name: 'HIPAA compliance' })).toBeVisible()

  await expectRenameRedirects(request, { type: 'page', _id: 'page-hipaa-compliance', from: path, to: renamed })
})

test('a case study, copied and published, is listed, served, found and switched between languages without a rebuild; renamed, its old address redirects', async ({
  page,
  request,
  restoreAfterTest,
}) => {
  const [path, spanishPath, renamed] = [
    '/case-studies/lakeside-no-shows',
    '/es/case-studies/lakeside-ausencias',
    '/case-studies/lakeside',
  ]
  restoreAfterTest(['caseStudy', 'redirect'], ['/case-studies', '/es/case-studies', '/sitemap.xml', '/llms.txt'])
  const documents = await readDataset()
  const copyOf = (id: string, slug: string, title: string) => ({
    ...documents.find((document) => document._id === id)!,
    _id: id.replace('riverside', 'lakeside'),
    title,
    slug: { _type: 'slug', current: slug },
  })
  // Not yet published: a real 404, never kept.
  expect((await request.get(path)).status()).toBe(404)

  const translations = documents.find((document) => document._id === 'translation-metadata-case-study-riverside')!
  await writeDataset([
    ...documents,
    copyOf('case-study-riverside', 'lakeside-no-shows', 'Lakeside Clinic halved its no-shows'),
    copyOf(
      'case-study-riverside__i18n_es',
      'lakeside-ausencias',
      'La Clínica Lakeside redujo a la mitad las ausencias',
    ),
    JSON.parse(JSON.stringify(translations).replaceAll('riverside', 'lakeside')) as Document,
  ])
  for (const [language, slug] of [
    ['en', 'lakeside-no-shows'],
    ['es', 'lakeside-ausencias'],
  ])
    expect((await publish(request, 'caseStudy', { language, operation: 'create', slug })).status()).toBe(200)

  await page.goto('/case-studies')
  await page.getByRole('link', { name: 'Lakeside Clinic halved its no-shows' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lakeside Clinic halved its no-shows')
  await expect(page.getByRole('definition').first()).toHaveText('34%')
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Español/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`${spanishPath}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'La Clínica Lakeside redujo a la mitad las ausencias',
  )
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`${spanishPath}</loc>`)
  expect(await (await request.get('/llms.txt')).text()).toContain('[Lakeside Clinic halved its no-shows]')
  const markdown = await request.get(`${path}.md`)
  expect([markdown.status(), await markdown.text()]).toEqual([
    200,
    expect.stringContaining('# Lakeside Clinic halved its no-shows'),
  ])
  await page.goto('/es/search?q=Lakeside')
  await expect(page.getByRole('link', { name: 'La Clínica Lakeside redujo a la mitad las ausencias' })).toBeVisible()

  await expectRenameRedirects(request, { type: 'caseStudy', _id: 'case-study-lakeside', from: path, to: renamed })
})
