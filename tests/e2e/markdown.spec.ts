import { expect, test } from '@playwright/test'
import { formatUsd } from '@/lib/format'
import { markdownCopyOf, markdownPath } from '@/lib/addresses'
import { splitLocale } from '@/lib/i18n/locales'
import { inEnglish, loadBundledDataset } from '../support/dataset'
import { englishWordsIn } from './support/english-words'
import { sitemapPaths } from './support/pages'

/* What AI agents read: /llms.txt, and a Markdown copy of each page at its address plus .md or by content negotiation. */

const dataset = loadBundledDataset()
const articles = dataset.filter((document) => document._type === 'post' && inEnglish(document)) as unknown as {
  slug: { current: string }
  title: string
}[]
const plans = dataset.filter((document) => document._type === 'pricingPlan' && inEnglish(document)) as unknown as {
  name: string
  monthlyPrice: number
  annualPrice: number
}[]

test('/llms.txt says what MediCore is and links the Markdown copy of every public page and article', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/llms.txt')
  expect(response.headers()['content-type']).toContain('text/plain')
  const text = await response.text()
  expect(text).toMatch(/^# MediCore\n\n> /)
  const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => new URL(match[1]!).pathname)
  for (const path of [
    '/index.md',
    '/features.md',
    '/pricing.md',
    '/contact-us.md',
    '/blog.md',
    '/legal.md',
    '/privacy.md',
  ]) {
    expect(links).toContain(path)
  }
  for (const article of articles) expect(links).toContain(`/blog/${article.slug.current}.md`)
  // Every link answers.
  for (const path of links) expect((await request.get(new URL(path, baseURL).pathname)).status(), path).toBe(200)
})

test('an article’s .md and its Accept: text/markdown copy are the same Markdown, kept apart from the HTML by Vary', async ({
  request,
}) => {
  const article = articles[0]!
  const path = `/blog/${article.slug.current}`
  const copy = await request.get(`${path}.md`)
  expect(copy.status()).toBe(200)
  expect(copy.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  const markdown = await copy.text()
  expect(markdown.startsWith(`# ${article.title}\n`)).toBe(true)

  const negotiated = await request.get(path, { headers: { accept: 'text/markdown' } })
  expect(negotiated.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  expect(negotiated.headers().vary).toMatch(/accept/i)
  expect(await negotiated.text()).toBe(markdown)

  const html = await request.get(path, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
  expect(html.headers()['content-type']).toContain('text/html')
  expect(html.headers().vary).toMatch(/accept/i)
})

test('the pricing page’s copy is a table of the plans with the dataset’s prices', async ({ request }) => {
  const markdown = await (await request.get('/pricing.md')).text()
  expect(markdown).toContain('| Plan | Monthly | Annual | Integrations | HIPAA compliance |')
  for (const plan of plans) {
    expect(markdown).toContain(`| ${plan.name} | ${formatUsd(plan.monthlyPrice)} | ${formatUsd(plan.annualPrice)} |`)
  }
})

test('the home page’s copy has its headline and FAQ, and an unknown copy is a 404', async ({ request }) => {
  const home = await (await request.get('/index.md')).text()
  expect(home).toMatch(/^# One connected platform for every ward, clinic and lab/)
  expect(home).toContain('### Is MediCore HIPAA compliant?')
  expect((await request.get('/blog/no-such-article.md')).status()).toBe(404)
  expect((await request.get('/', { headers: { accept: 'text/markdown' } })).headers()['content-type']).toBe(
    'text/markdown; charset=utf-8',
  )
})

/** The Markdown copy's address of a page's address: /es/pricing → /es/pricing.md, /es → /es/index.md. */
const copyOf = (address: string) => {
  const { locale, path } = splitLocale(address)
  return markdownPath(path, locale)
}

test('every Spanish page in the sitemap has its Spanish copy at its address plus .md, and the same one for Accept: text/markdown', async ({
  request,
}) => {
  const spanish = await sitemapPaths(request, 'es')
  expect(spanish).toEqual(expect.arrayContaining(['/es', '/es/pricing', '/es/demo', '/es/security']))
  expect(spanish.length).toBeGreaterThan(15)
  for (const path of spanish) {
    const copy = await request.get(copyOf(path))
    expect([path, copy.status(), copy.headers()['content-type']]).toEqual([path, 200, 'text/markdown; charset=utf-8'])
    const markdown = await copy.text()
    expect(markdown, path).toMatch(/^# \S/)
    // No word of the site's own in English (the pricing table's, "Last updated", the contact form's line).
    expect(englishWordsIn([markdown]), path).toEqual([])
    const redirect = await request.get(path, { headers: { accept: 'text/markdown' }, maxRedirects: 0 })
    expect([path, redirect.status(), redirect.headers().location]).toEqual([path, 303, copyOf(path)])
    expect(redirect.headers().vary, path).toMatch(/accept/i)
    const negotiated = await request.get(path, { headers: { accept: 'text/markdown' } })
    expect(await negotiated.text(), path).toBe(markdown)
  }
  // The fixed pages' and the blog's HTML says it varies with Accept, and a CDN keeps a copy as it does the English ones.
  for (const path of ['/es/pricing', spanish.find((candidate) => candidate.startsWith('/es/blog/'))!]) {
    const html = await request.get(path, { headers: { accept: 'text/html' } })
    expect([path, html.headers()['content-type']]).toEqual([path, expect.stringContaining('text/html')])
    expect(html.headers().vary, path).toMatch(/accept/i)
  }
  const [english, copy] = await Promise.all([request.get('/pricing.md'), request.get('/es/pricing.md')])
  expect(copy.headers()['cache-control']).toBe(english.headers()['cache-control'])
})

test('a Spanish section writes its Markdown in Spanish: the pricing table, its units and its flags', async ({
  request,
}) => {
  const markdown = await (await request.get('/es/pricing.md')).text()
  expect(markdown).toContain('| Plan | Mensual | Anual | Integraciones |')
  expect(markdown).toContain('Precios en dólares estadounidenses.')
  expect(markdown).toMatch(/\| (Sí|No) \|$/m)
  expect(markdown).not.toContain('| Yes |')
  const home = await (await request.get('/es/index.md')).text()
  expect(home).toMatch(/^# Una plataforma conectada para cada unidad, clínica y laboratorio/)
})

test('/es/llms.txt lists every Spanish page’s copy in Spanish, and /llms.txt points to it', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/es/llms.txt')
  expect([response.status(), response.headers()['content-type']]).toEqual([200, 'text/plain; charset=utf-8'])
  const text = await response.text()
  expect(text).toMatch(/^# MediCore\n\n> /)
  expect(text).toContain('\n## Páginas\n')
  expect(text).toContain('\n## Artículos\n')
  const links = [...text.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((match) => new URL(match[1]!).pathname)
  const copies = links.filter((link) => link !== '/llms.txt')
  for (const link of copies) expect(markdownCopyOf(link)?.locale, link).toBe('es')
  for (const path of await sitemapPaths(request, 'es')) expect(copies, path).toContain(copyOf(path))
  expect(links).toContain('/llms.txt')
  const english = await (await request.get('/llms.txt')).text()
  const spanishList = /\[Español\]\((https?:\/\/[^)]+)\)/.exec(english)?.[1]
  expect(spanishList && new URL(spanishList).pathname).toBe('/es/llms.txt')
  expect(englishWordsIn([text])).toEqual([])
  expect((await request.get(new URL('/es/llms.txt', baseURL).pathname)).headers()['cache-control']).toBe(
    (await request.get('/llms.txt')).headers()['cache-control'],
  )
})
