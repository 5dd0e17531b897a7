// @vitest-environment jsdom
import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import { contentModels, pageModel } from '@/lib/content/models'
import {
  allFeaturesQuery,
  claimsQuery,
  complianceFrameworksQuery,
  conformanceReportsQuery,
  faqsQuery,
  featuresQuery,
  pageBySlugQuery,
  pricingPlansQuery,
  siteSettingsQuery,
  subprocessorsQuery,
  trustDocumentsQuery,
} from '@/lib/content/queries'
import { evaluateGroq, isPublished, withImageAssets } from '@/lib/content/sources/bundled'
import { validateDocuments } from '@/lib/content/validate'
import type { PageSection } from '@/lib/sections/registry'
import { loadBundledDataset, loadNdjson } from '../support/dataset'

/*
 * A page's sections drawn together, as app/[locale]/(site)/[slug] draws them: the page with every
 * section (tests/fixtures/every-section.gen.ndjson), its content read from the bundled dataset.
 */

const documents = withImageAssets([
  ...loadBundledDataset().filter(isPublished),
  ...loadNdjson('tests/fixtures/every-section.gen.ndjson'),
])
const read = async <Model extends z.ZodType>(query: string, model: Model, params: Record<string, unknown> = {}) =>
  validateDocuments((await evaluateGroq(documents, query, { language: 'en', ...params })) as unknown[], model)

vi.mock('@/lib/content', async (original) => ({
  ...(await original<typeof import('@/lib/content')>()),
  getFaqs: () => read(faqsQuery, contentModels.faq),
  getClaims: () => read(claimsQuery, contentModels.claim),
  getFeatures: (group: string) => read(featuresQuery, contentModels.feature, { group }),
  getAllFeatures: () => read(allFeaturesQuery, contentModels.feature),
  getPricingPlans: () => read(pricingPlansQuery, contentModels.pricingPlan),
  getSiteSettings: async () => (await read(siteSettingsQuery, contentModels.siteSettings))[0],
  getComplianceFrameworks: () => read(complianceFrameworksQuery, contentModels.complianceFramework),
  getSubprocessors: () => read(subprocessorsQuery, contentModels.subprocessor),
  getTrustDocuments: () => read(trustDocumentsQuery, contentModels.trustDocument),
  getConformanceReports: () => read(conformanceReportsQuery, contentModels.conformanceReport),
}))

const { PageSections } = await import('@/lib/sections/PageSections')
const { markdown: imageTextMarkdown } = await import('@/lib/sections/imageText/View')
const { viewOf } = await import('@/lib/sections/views')

const [everySection] = await read(pageBySlugQuery, pageModel, { slug: 'every-section' })
// The contact form's island needs a server action: the form's own tests draw it.
const shown = everySection!.sections.filter((section) => section._type !== 'contactFormSection')
const ofType = <Type extends PageSection['_type']>(type: Type) =>
  shown.find((section) => section._type === type) as Extract<PageSection, { _type: Type }>

/** The page's sections as HTML, in a document of their own. */
async function draw(sections: PageSection[]) {
  const { prelude } = await prerender(
    <PageSections title="Every section" sections={sections} locale="en" path="/every-section" />,
  )
  const html = await new Response(prelude).text()
  return new DOMParser().parseFromString(html, 'text/html')
}

const repeated = <Section extends PageSection>(section: Section, key: string) => ({ ...section, _key: key })

const ids = (page: Document) => [...page.querySelectorAll('[id]')].map((element) => element.id)

describe('a page built from sections', () => {
  it('puts each section’s id on its root element, for links such as /#faq', async () => {
    const page = await draw(shown)
    const roots = [...page.body.children].filter((element) => element.tagName !== 'SCRIPT')
    expect(roots.map((element) => element.id)).toEqual(shown.map((section) => section._key))
  })

  it('gives the plans of a pricing table with a heading the level under it', async () => {
    const plans = ofType('pricingSection')
    const levels = async (section: PageSection) =>
      [...(await draw([ofType('heroSection'), section])).querySelectorAll('[data-billing-root] :is(h2, h3)')].map(
        (heading) => heading.tagName,
      )
    expect(plans.heading).toBeTruthy()
    expect(new Set(await levels(plans))).toEqual(new Set(['H3']))
    expect(new Set(await levels({ ...plans, heading: undefined }))).toEqual(new Set(['H2']))
  })

  it('keeps two FAQ accordions and two pricing tables apart, and says the FAQ once', async () => {
    const faq = ofType('faqSection')
    const plans = ofType('pricingSection')
    const page = await draw([
      ofType('heroSection'),
      faq,
      plans,
      repeated(faq, 'more-faq'),
      repeated(plans, 'more-plans'),
    ])
    const names = (selector: string) => [
      ...new Set([...page.querySelectorAll(selector)].map((item) => item.getAttribute('name'))),
    ]
    // The first keeps the seed's names: the end-to-end tests and search results' /#answer-<id> use them.
    expect(names('details')).toEqual(['faq', 'more-faq-faq'])
    expect(names('input[type="radio"]')).toEqual(['billing', 'more-plans-billing'])
    expect(page.querySelector('#answer-faq-hipaa')).not.toBeNull()
    expect(ids(page)).toEqual([...new Set(ids(page))])
    const jsonLd = [...page.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!)['@type'],
    )
    expect(jsonLd.filter((type) => type === 'FAQPage')).toHaveLength(1)
    expect(jsonLd.filter((type) => type === 'SoftwareApplication')).toHaveLength(1)
  })

  it('gives two feature grids showing the same features anchors of their own, the first keeping search’s #feature-<id>', async () => {
    const grid = ofType('featureGridSection')
    const page = await draw([ofType('heroSection'), grid, repeated(grid, 'more-grid')])
    expect(page.querySelectorAll('[id^="feature-"]').length).toBeGreaterThan(0)
    expect(ids(page)).toEqual([...new Set(ids(page))])
  })

  it('gives two rich texts’ same sub-headings, and one called “Main content”, ids of their own', async () => {
    const rich = ofType('richTextSection')
    const heading = (key: string, text: string) => ({
      _type: 'block' as const,
      _key: key,
      style: 'h2' as const,
      markDefs: [],
      children: [{ _type: 'span' as const, _key: `${key}-span`, text, marks: [] }],
    })
    const body = [heading('a', 'Main content'), heading('b', 'Hosting'), ...rich.body]
    const page = await draw([ofType('heroSection'), { ...rich, body }, { ...rich, _key: 'more-rich', body }])
    expect(ids(page)).toEqual([...new Set(ids(page))])
    expect(ids(page)).not.toContain('main-content')
  })
})

describe('the image with text section’s Markdown copy', () => {
  it('gives the picture’s absolute address', async () => {
    const markdown = await imageTextMarkdown(ofType('imageTextSection'), 'en')
    expect(markdown).toMatch(/!\[[^\]]+\]\(https?:\/\/[^)]+\)/)
  })
})

describe('a claim’s figure', () => {
  it('links to a numbered note with its evidence, which links back, in both sections that show figures', async () => {
    const claims = await read(claimsQuery, contentModels.claim)
    const page = await draw([ofType('heroSection'), ofType('claimsSection'), ofType('reasonsSection')])
    for (const section of [ofType('claimsSection'), ofType('reasonsSection')]) {
      const root = page.getElementById(section._key)!
      const marks = [...root.querySelectorAll('sup a')]
      expect(marks.length, section._type).toBeGreaterThan(0)
      marks.forEach((mark, index) => {
        expect(mark.textContent).toBe(String(index + 1))
        const note = page.getElementById(mark.getAttribute('href')!.slice(1))!
        expect(note.tagName).toBe('LI')
        expect(root.contains(note)).toBe(true)
        // Its figure's claim, by the statement beside the mark: the note carries that claim's source and year.
        const statement = mark.closest('li')!.textContent!
        const claim = claims.find((candidate) => statement.includes(candidate.statement))!
        expect(note.textContent).toContain(claim.evidence.source)
        expect(note.textContent).toContain(claim.evidence.date.slice(0, 4))
        expect(note.querySelector(`a[href="#${mark.id}"]`)).not.toBeNull()
      })
    }
    expect(ids(page)).toEqual([...new Set(ids(page))])
  })

  it('keeps its note in the Markdown copy, as a footnote', async () => {
    const section = ofType('claimsSection')
    const markdown = await viewOf(section).markdown(section, 'en')
    const references = [...markdown.matchAll(/\*\*[^*]+\*\* [^\n[]+(\[\^[\w-]+\])$/gm)].map((match) => match[1])
    expect(references.length).toBeGreaterThan(0)
    for (const reference of references)
      expect(markdown.split('\n').some((line) => line.startsWith(`${reference}: `))).toBe(true)
  })
})
