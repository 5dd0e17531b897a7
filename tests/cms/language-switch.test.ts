import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { withImageAssets } from '@/lib/content/sources/bundled'
import { loadBundledDataset } from '../support/dataset'
import { contentLakeQueryHandler, contentLayerForTestProject, testProject } from '../support/sanity-msw'
import { mswServer } from '../support/msw-server'

/*
 * The language switcher (app/language) and a legal page's languages, over the Content Lake as msw
 * answers it: the bundled dataset, and a live one whose Spanish legal page is not there (yet).
 */

const cdn = (file: string) => `https://cdn.sanity.io/images/${testProject.projectId}/${testProject.dataset}/${file}`
const dataset = withImageAssets(loadBundledDataset(), cdn)
const withoutSpanishLegalPage = dataset.filter((document) => document._id !== 'legalpage-legal__i18n_es')
/** The bundled dataset translates every article: a live one may not have translated one yet. */
const withoutSpanishArticle = dataset.filter(
  (document) =>
    !['post-nursing-shift-handover__i18n_es', 'translation-metadata-post-nursing-shift-handover'].includes(
      document._id,
    ),
)
const server = mswServer()
const host = 'medicore.example'

/** The site's modules, loaded afresh over `documents`. */
async function siteOver(documents: typeof dataset) {
  server.use(contentLakeQueryHandler(documents))
  await contentLayerForTestProject()
  const [{ GET }, { legalPageMetadata }, { default: sitemap }] = await Promise.all([
    import('@/app/language/[locale]/route'),
    import('@/app/_components/LegalDocument'),
    import('@/app/sitemap'),
  ])
  /** Where following /language/<to>?from=<from> (or with only a Referer) leads. */
  const switchTo = async (to: string, { from, referer }: { from?: string; referer?: string }) => {
    const query = from === undefined ? '' : `?${new URLSearchParams({ from })}`
    const request = new NextRequest(`https://${host}/language/${to}${query}`, {
      headers: { host, ...(referer && { referer }) },
    })
    const response = await GET(request, { params: Promise.resolve({ locale: to }) })
    expect(response.status).toBe(303)
    return response.headers.get('location')
  }
  const legalAlternates = async (locale: string) =>
    (await legalPageMetadata('legal', Promise.resolve({ locale }))).alternates?.languages
  const sitemapPaths = async () => (await sitemap()).map((entry) => new URL(entry.url).pathname)
  return { switchTo, legalAlternates, sitemapPaths }
}

describe('the language switcher', () => {
  it('leads from the page its link names to the same page in the other language', async () => {
    const { switchTo } = await siteOver(dataset)
    expect(await switchTo('es', { from: '/pricing' })).toBe('/es/pricing')
    expect(await switchTo('en', { from: '/es/pricing' })).toBe('/pricing')
    expect(await switchTo('es', { from: '/blog/hipaa-basics-for-clinics-choosing-software' })).toBe(
      '/es/blog/conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software',
    )
    expect(await switchTo('es', { from: '/blog/safer-nursing-shift-handover' })).toBe(
      '/es/blog/entrega-de-turno-de-enfermeria-mas-segura',
    )
    expect(await switchTo('es', { from: '/blog/page/2' })).toBe('/es/blog')
  })

  it('leads from an article without a Spanish translation to the Spanish home page', async () => {
    const spanishAddress = '/es/blog/entrega-de-turno-de-enfermeria-mas-segura'
    expect(await (await siteOver(dataset)).sitemapPaths()).toContain(spanishAddress)
    const { switchTo, sitemapPaths } = await siteOver(withoutSpanishArticle)
    expect(await switchTo('es', { from: '/blog/safer-nursing-shift-handover' })).toBe('/es')
    const paths = await sitemapPaths()
    expect(paths).toContain('/blog/safer-nursing-shift-handover')
    expect(paths).not.toContain(spanishAddress)
  })

  it('keeps a search’s words, and any query of a fixed page', async () => {
    const { switchTo } = await siteOver(dataset)
    expect(await switchTo('es', { from: '/search?q=hipaa+audit' })).toBe('/es/search?q=hipaa+audit')
    expect(await switchTo('en', { from: '/es/search?q=%C3%A1rea' })).toBe('/search?q=%C3%A1rea')
    expect(await switchTo('es', { referer: `https://${host}/users/password-reset?token=abc` })).toBe(
      '/es/users/password-reset?token=abc',
    )
  })

  it('takes the query its Referer adds to the same page, which a static page cannot know', async () => {
    const { switchTo } = await siteOver(dataset)
    const referer = `https://${host}/contact-us?subject=demo`
    expect(await switchTo('es', { from: '/contact-us', referer })).toBe('/es/contact-us?subject=demo')
    // A Referer of another page does not override the page the link names.
    expect(await switchTo('es', { from: '/pricing', referer })).toBe('/es/pricing')
  })

  it('falls back on the Referer without `from`, and on the home page without either', async () => {
    const { switchTo } = await siteOver(dataset)
    expect(await switchTo('es', { referer: `https://${host}/features` })).toBe('/es/features')
    expect(await switchTo('es', { referer: 'https://evil.example/features' })).toBe('/es')
    expect(await switchTo('es', {})).toBe('/es')
  })

  it.each([
    ['a protocol-relative address', '//evil.example/pricing'],
    ['an absolute URL', 'https://evil.example/pricing'],
    ['a backslash', '/\\evil.example'],
    ['a tab', '/\t/evil.example'],
    ['another scheme', 'javascript:alert(1)'],
  ])('never leaves the site for `from` with %s, and falls back on the Referer', async (_, from) => {
    const { switchTo } = await siteOver(dataset)
    expect(await switchTo('es', { from })).toBe('/es')
    expect(await switchTo('es', { from, referer: `https://${host}/pricing` })).toBe('/es/pricing')
  })

  it('reads encoded slashes as a path of this site with no page: the home page', async () => {
    const { switchTo } = await siteOver(dataset)
    expect(await switchTo('es', { from: '/%2F%2Fevil.example' })).toBe('/es')
    expect(await switchTo('es', { from: '/%5Cevil.example/pricing' })).toBe('/es')
  })
})

describe('a legal page that one language lacks', () => {
  it('has both languages’ alternates when both exist', async () => {
    const { legalAlternates, sitemapPaths, switchTo } = await siteOver(dataset)
    expect(await legalAlternates('en')).toEqual({ 'en-US': '/legal', 'es-US': '/es/legal', 'x-default': '/legal' })
    expect(await sitemapPaths()).toContain('/es/legal')
    expect(await switchTo('es', { from: '/legal' })).toBe('/es/legal')
  })

  it('announces no alternate that would be a 404, is not in the sitemap, and the switcher leads home', async () => {
    const { legalAlternates, sitemapPaths, switchTo } = await siteOver(withoutSpanishLegalPage)
    expect(await legalAlternates('en')).toBeUndefined()
    const paths = await sitemapPaths()
    expect(paths).toContain('/legal')
    expect(paths).not.toContain('/es/legal')
    expect(paths).toContain('/es/privacy')
    expect(await switchTo('es', { from: '/legal' })).toBe('/es')
    expect(await switchTo('es', { from: '/privacy' })).toBe('/es/privacy')
  })
})

describe('a collection’s document (a case study)', () => {
  const english = '/case-studies/riverside-emergency-wait-times'
  const spanish = '/es/case-studies/riverside-espera-en-urgencias'
  const withoutSpanishCaseStudy = dataset.filter(
    (document) =>
      !['case-study-riverside__i18n_es', 'translation-metadata-case-study-riverside'].includes(document._id),
  )

  it('leads to its translation, which the sitemap lists with both addresses as alternates', async () => {
    const { switchTo, sitemapPaths } = await siteOver(dataset)
    expect(await switchTo('es', { from: english })).toBe(spanish)
    expect(await switchTo('en', { from: spanish })).toBe(english)
    expect(await switchTo('es', { from: '/case-studies' })).toBe('/es/case-studies')
    expect(await sitemapPaths()).toEqual(
      expect.arrayContaining(['/case-studies', '/es/case-studies', english, spanish]),
    )
  })

  it('is served and listed without the _updatedAt a hand-written bundled document lacks', async () => {
    const undated = dataset.map(({ _updatedAt, ...document }) =>
      document._type === 'caseStudy' ? document : { ...document, _updatedAt },
    )
    const { switchTo, sitemapPaths } = await siteOver(undated)
    expect(await switchTo('es', { from: english })).toBe(spanish)
    expect(await sitemapPaths()).toEqual(expect.arrayContaining([english, spanish]))
  })

  it('without a translation, leads to the other language’s list, and only its own address is in the sitemap', async () => {
    const { switchTo, sitemapPaths } = await siteOver(withoutSpanishCaseStudy)
    expect(await switchTo('es', { from: english })).toBe('/es/case-studies')
    // A made-up one is no document: the list too.
    expect(await switchTo('es', { from: '/case-studies/no-such-study' })).toBe('/es/case-studies')
    const paths = await sitemapPaths()
    expect(paths).toContain(english)
    expect(paths).not.toContain(spanish)
  })
})
