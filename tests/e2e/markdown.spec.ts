import { expect, test } from '@playwright/test'
import { formatUsd } from '@/lib/format'
import { inEnglish, loadBundledDataset } from '../support/dataset'

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
