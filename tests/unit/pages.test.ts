import { describe, expect, it } from 'vitest'
import { ContentValidationError } from '@/lib/content/errors'
import { evaluateGroq, isPublished, withImageAssets } from '@/lib/content/sources/bundled'
import { documentAddressModel } from '@/lib/content/models/document-address'
import { pageModel } from '@/lib/content/models/page'
import { searchResultModel } from '@/lib/content/models/searchResult'
import { documentAddressesQuery, pageBySlugQuery, pageSearchQuery } from '@/lib/content/queries'
import { validateDocuments } from '@/lib/content/validate'
import { isPublishedPageAddress, pageSlugOf } from '@/lib/pages/addresses'
import { pageSlugProblem, reservedPageSlugs } from '@/lib/pages/slug-rules'
import { routes } from '@/lib/routes'
import { validateContactPageForm, validatePageSections, validatePageSlug } from '@/schemas/shared/sectionValidation'
import { requiredSectionFields } from '@/schemas/documents/page'
import { sectionSchemas } from '@/lib/sections/schemas.gen'
import { opensWithHeading, sections, sectionTypes } from '@/lib/sections/registry'
import { ctaMember } from '@/schemas/objects/page-fields'
import { edited, loadBundledDataset, loadNdjson } from '../support/dataset'

/*
 * The pages staff compose from sections: the registry, the page's query and model over the
 * bundled dataset, the slug rule derived from the route table, and the Studio's rule that names
 * the page and the section a required field is missing from.
 */

const documents = withImageAssets(loadBundledDataset().filter(isPublished))
const readPage = async (slug: string, language: 'en' | 'es', dataset = documents) =>
  validateDocuments((await evaluateGroq(dataset, pageBySlugQuery, { slug, language })) as unknown[], pageModel)[0]

describe('the sections registry', () => {
  it('declares each section once, with a schema for each, under its own object type', () => {
    expect(new Set(sectionTypes).size).toBe(sections.length)
    expect(Object.keys(sectionSchemas).sort()).toEqual([...sectionTypes].sort())
    for (const [type, { schema }] of Object.entries(sectionSchemas)) expect(schema.name).toBe(type)
    expect(sectionTypes).toEqual(
      expect.arrayContaining(['heroSection', 'faqSection', 'pricingSection', 'contactFormSection', 'logosSection']),
    )
  })
})

describe('the end-to-end tests’ page with every section (tests/fixtures/every-section.gen.ndjson)', () => {
  const fixture = withImageAssets(loadNdjson('tests/fixtures/every-section.gen.ndjson'))
  it.each(['en', 'es'] as const)(
    'holds one section of each type the registry lists, opening with one that holds the h1, in %s',
    async (language) => {
      const page = await readPage('every-section', language, [...documents, ...fixture])
      expect(page!.sections.map((section) => section._type).sort()).toEqual([...sectionTypes].sort())
      expect(opensWithHeading(page!.sections)).toBe(true)
    },
  )
})

describe('the bundled pages built from sections', () => {
  it('serves /security and /accessibility in English and Spanish, from sections only', async () => {
    for (const language of ['en', 'es'] as const) {
      const security = await readPage('security', language)
      const accessibility = await readPage('accessibility', language)
      expect(security?.sections.map((section) => section._type)).toEqual([
        'heroSection',
        'stepsSection',
        'richTextSection',
        'faqSection',
        'ctaBandSection',
      ])
      expect(accessibility?.sections[0]?._type).toBe('heroSection')
      expect(security?.translations.map((version) => version.slug)).toEqual(['security', 'security'])
    }
    const spanish = await readPage('security', 'es')
    expect(spanish?.title).toBe('Seguridad y HIPAA')
  })

  it('says the accessibility statement’s standard, tests and how to report a barrier', async () => {
    const page = await readPage('accessibility', 'en')
    const text = JSON.stringify(page)
    for (const words of ['WCAG) 2.2 at Level AA', 'axe', 'Lighthouse', 'Known limits', 'Report a barrier'])
      expect(text).toContain(words)
  })

  it('leaves a hidden section out, and keeps the order staff set', async () => {
    const security = documents.find((document) => document._id === 'page-security')!
    const [hero, steps, ...rest] = security.sections as Record<string, unknown>[]
    const changed = documents.map((document) =>
      document === security
        ? edited(security, { sections: [{ ...steps, hidden: true }, ...rest.reverse(), hero] })
        : document,
    )
    const page = await readPage('security', 'en', changed)
    expect(page?.sections.map((section) => section._type)).toEqual([
      'ctaBandSection',
      'faqSection',
      'richTextSection',
      'heroSection',
    ])
  })

  it('reads a FAQ section’s chosen items as their ids in the page’s language', async () => {
    const faq = (await readPage('security', 'es'))?.sections.find((section) => section._type === 'faqSection')
    expect(faq).toMatchObject({
      source: 'chosen',
      items: ['faq-hipaa__i18n_es', 'faq-security__i18n_es', 'faq-data-ownership__i18n_es'],
    })
  })

  it('fails the build naming the page, the section and the field when a section lacks one', async () => {
    const security = documents.find((document) => document._id === 'page-security')!
    const [hero, ...rest] = security.sections as Record<string, unknown>[]
    const broken = documents.map((document) =>
      document === security ? edited(security, { sections: [{ ...hero, heading: '' }, ...rest] }) : document,
    )
    const read = readPage('security', 'en', broken)
    await expect(read).rejects.toThrow(ContentValidationError)
    await expect(read).rejects.toThrow(
      'Invalid page document "page-security", field "sections[0] (Hero "hero").heading": is required.',
    )
  })

  it('offers a call to action only the pages built from sections in its document’s language', async () => {
    type PageFilter = (context: { document: { language?: string } }) => { filter: string; params: { language: string } }
    const pageField = (ctaMember as unknown as { fields: { name: string; options?: { filter?: PageFilter } }[] }).fields
    const { filter, params } = pageField.find((field) => field.name === 'page')!.options!.filter!({
      document: { language: 'es' },
    })
    const offered = (await evaluateGroq(documents, `*[_type == "page" && ${filter}]._id`, params)) as string[]
    expect(offered.toSorted()).toEqual([
      'page-accessibility__i18n_es',
      'page-security__i18n_es',
      'page-vulnerability-disclosure__i18n_es',
    ])
  })

  it('lists every published page’s address in a language, for the proxy, the sitemap and /llms.txt', async () => {
    const addresses = (await evaluateGroq(documents, documentAddressesQuery, { type: 'page', language: 'es' })) as {
      slug: string
    }[]
    expect(addresses.map((page) => page.slug)).toEqual(['accessibility', 'security', 'vulnerability-disclosure'])
  })

  it('is found by site search through its sections’ words, in its language', async () => {
    const search = async (terms: string[], language: string) =>
      validateDocuments(
        (await evaluateGroq(documents, pageSearchQuery, { terms, limit: 20, language })) as unknown[],
        searchResultModel,
      ).map((result) => result.slug ?? result.fixedPage)
    expect(await search(['*wcag*'], 'en')).toEqual(['accessibility', 'trust'])
    expect(await search(['*cuestionario*'], 'es')).toEqual(['security', 'trust'])
    // The trust center's subprocessors, by their names, as its section lists them.
    expect(await search(['*subprocessors*'], 'en')).toEqual(['trust', 'security'])
    expect(await search(['*relaypoint*'], 'en')).toEqual(['trust'])
    expect(await search(['*hitrust*'], 'es')).toEqual(['trust'])
  })
})

describe('a page’s address', () => {
  it('may not be one the site’s code answers, derived from the route table', () => {
    const reserved = reservedPageSlugs()
    for (const slug of [
      'pricing',
      'features',
      'contact-us',
      'account',
      'studio',
      'blog',
      'search',
      'api',
      'users',
      'es',
      'en',
      'md',
      'index',
      'page-not-found',
      'password-reset',
    ])
      expect([slug, reserved.includes(slug)]).toEqual([slug, true])
    for (const route of Object.values(routes)) {
      const first = route.path.split('/')[1]
      if (first && !first.startsWith(':')) expect(reserved).toContain(first)
    }
    expect(pageSlugProblem('pricing')).toBe(
      '/pricing is already the address of the Pricing page, so this page could never be reached there. Choose another address, for example “pricing-info”.',
    )
    expect(pageSlugProblem('studio')).toMatch(/^\/studio is already the Studio/)
    expect(pageSlugProblem('account')).toMatch(/^\/account is already the account page/)
    expect(pageSlugProblem('hipaa-compliance')).toBeUndefined()
  })

  it('fails the build, naming the page and its slug, when it is one the site’s code answers', async () => {
    const security = documents.find((document) => document._id === 'page-security')!
    const renamed = (slug: string) =>
      documents.map((document) =>
        document === security ? edited(security, { slug: { _type: 'slug', current: slug } }) : document,
      )
    const refusal =
      'Invalid page document "page-security", field "slug": /pricing is already the address of the Pricing page, so this page could never be reached there.'
    await expect(readPage('pricing', 'en', renamed('pricing'))).rejects.toThrow(refusal)
    // The sitemap, /llms.txt and the build's params read the addresses alone.
    const addresses = async (dataset: typeof documents, type = 'page') =>
      validateDocuments(
        (await evaluateGroq(dataset, documentAddressesQuery, { type, language: 'en' })) as unknown[],
        documentAddressModel,
      )
    await expect(addresses(renamed('pricing'))).rejects.toThrow(refusal)
    for (const slug of ['studio', 'account', 'es', 'blog', 'index', 'md'])
      await expect(addresses(renamed(slug))).rejects.toThrow(`field "slug": /${slug} is already`)
    // Other documents with an address are not pages: the rule is a page's.
    const caseStudy = documents.find((document) => document._type === 'caseStudy' && document.slug)!
    const collection = documents.map((document) =>
      document === caseStudy ? edited(caseStudy, { slug: { _type: 'slug', current: 'pricing' } }) : document,
    )
    expect((await addresses(collection, 'caseStudy')).map((document) => document.slug)).toContain('pricing')
  })

  it('is refused in the Studio in plain words, and a good one passes', () => {
    expect(validatePageSlug({ current: 'pricing' })).toMatch(/already the address of the Pricing page/)
    expect(validatePageSlug({ current: 'Security' })).toMatch(/lowercase/)
    expect(validatePageSlug(undefined)).toMatch(/Generate the address/)
    expect(validatePageSlug({ current: 'hipaa-compliance' })).toBe(true)
  })

  it('is recognised by the proxy, with its share card, only when published in the language', () => {
    const published = [{ slug: 'security' }]
    expect(pageSlugOf('/security')).toEqual({ slug: 'security', card: false })
    expect(pageSlugOf('/security/opengraph-image-abc123/card')).toEqual({ slug: 'security', card: true })
    for (const other of ['/pricing', '/studio', '/security/other', '/a/b/c/d', '/%E0%A4%A', '//x'])
      expect([other, pageSlugOf(other)]).toEqual([other, undefined])
    expect(isPublishedPageAddress('/security', published)).toBe(true)
    expect(isPublishedPageAddress('/made-up', published)).toBe(false)
  })
})

describe('the Studio’s rule of a page’s sections', () => {
  it('names the page and the section a required field is missing from', () => {
    const sections = [
      { _type: 'heroSection', _key: 'a', heading: 'Hello', text: 'Text', primary: { label: 'Go', target: 'home' } },
      { _type: 'faqSection', _key: 'b', heading: '  ' },
      { _type: 'ctaBandSection', _key: 'c', heading: 'Band', hidden: true },
    ]
    expect(validatePageSections('HIPAA compliance', sections, requiredSectionFields)).toBe(
      '“HIPAA compliance”, 2nd section (FAQ): fill in its heading. “HIPAA compliance”, 3rd section (Call-to-action band): fill in its text, main button, second button.',
    )
    expect(validatePageSections('HIPAA compliance', sections.slice(0, 1), requiredSectionFields)).toBe(true)
    expect(validatePageSections(undefined, [{ _type: 'quoteSection', _key: 'q' }], requiredSectionFields)).toBe(
      'This page, 1st section (Quote or testimonial): fill in its quote, name.',
    )
  })

  it('asks a feature grid for its kind, or for at least one chosen feature, so it never vanishes', () => {
    const grid = { _type: 'featureGridSection', _key: 'g', heading: 'Features' }
    const check = (section: Record<string, unknown>) =>
      validatePageSections('Labs', [{ ...grid, ...section }], requiredSectionFields)
    expect(check({ source: 'group' })).toBe('“Labs”, 1st section (Feature grid): fill in its kind.')
    expect(check({})).toBe('“Labs”, 1st section (Feature grid): fill in its kind.')
    expect(check({ source: 'chosen', features: [] })).toBe('“Labs”, 1st section (Feature grid): fill in its features.')
    expect(check({ source: 'group', group: 'capability' })).toBe(true)
    expect(check({ source: 'chosen', features: [{ _ref: 'feature-1', _key: 'f' }] })).toBe(true)
  })

  it('asks an FAQ section of chosen questions for at least one', () => {
    const faq = { _type: 'faqSection', _key: 'f', heading: 'Questions' }
    const check = (section: Record<string, unknown>) =>
      validatePageSections('Labs', [{ ...faq, ...section }], requiredSectionFields)
    expect(check({ source: 'chosen', items: [] })).toBe('“Labs”, 1st section (FAQ): fill in its questions.')
    expect(check({ source: 'chosen', items: [{ _ref: 'faq-hipaa', _key: 'q' }] })).toBe(true)
    expect(check({ source: 'all' })).toBe(true)
  })

  it('passes every bundled page and the page with every section', () => {
    const fixture = loadNdjson('tests/fixtures/every-section.gen.ndjson')
    for (const page of [...documents, ...fixture].filter((document) => document._type === 'page'))
      expect([page._id, validatePageSections(page.title, page.sections, requiredSectionFields)]).toEqual([
        page._id,
        true,
      ])
  })

  it('keeps a shown contact form on the contact page, and on no other page requires one', () => {
    const form = { _type: 'contactFormSection', _key: 'contact-form', heading: 'Send us a message' }
    const quote = { _type: 'quoteSection', _key: 'q', quote: 'Fast.', name: 'Dana' }
    expect(validateContactPageForm('contact', [quote, form])).toBe(true)
    for (const sections of [[quote], [quote, { ...form, hidden: true }], undefined])
      expect(validateContactPageForm('contact', sections)).toBe(
        'The Contact Us page needs its contact form section, shown: add it back, or unhide it.',
      )
    expect(validateContactPageForm('pricing', [quote])).toBe(true)
    expect(validateContactPageForm(undefined, [quote])).toBe(true)
  })
})
