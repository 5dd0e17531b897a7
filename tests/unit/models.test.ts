import { describe, expect, it } from 'vitest'
import { contentModels } from '@/lib/content/models'
import { fixedPageModel } from '@/lib/content/models'
import { fixedPageQuery, siteSettingsQuery } from '@/lib/content/queries'
import { locales } from '@/lib/i18n/locales'
import { fixedPageId, fixedPageNames } from '@/lib/pages/fixed-pages'
import { evaluateGroq, isPublished, withImageAssets } from '@/lib/content/sources/bundled'
import { validateDocuments } from '@/lib/content/validate'
import { edited, loadBundledDataset, queryBundled } from '../support/dataset'

const dataset = loadBundledDataset().filter(isPublished)
/** The English documents of a type: the Spanish ones are their translations (tests/e2e/spanish.spec.ts). */
const ofType = (type: string) =>
  dataset.filter((document) => document._type === type && (document.language ?? 'en') === 'en')
const models = {
  faq: contentModels.faq,
  feature: contentModels.feature,
  pricingPlan: contentModels.pricingPlan,
  claim: contentModels.claim,
}

describe('the bundled dataset', () => {
  it.each(Object.entries(models))('every %s document passes its model', (type, model) => {
    const documents = ofType(type)
    expect(documents.length).toBeGreaterThan(0)
    expect(() => validateDocuments(documents, model)).not.toThrow()
  })

  it('holds the four plans with the specification prices and limits', () => {
    const plans = validateDocuments(ofType('pricingPlan'), contentModels.pricingPlan)
    const byTier = Object.fromEntries(plans.map((plan) => [plan.tier, plan]))
    expect(byTier.free).toMatchObject({
      monthlyPrice: 0,
      annualPrice: 0,
      integrations: 10,
      hipaaCompliant: false,
      advancedSecurity: false,
    })
    expect(byTier.starter).toMatchObject({ monthlyPrice: 29, annualPrice: 217, integrations: 50 })
    expect(byTier.business).toMatchObject({ monthlyPrice: 49, annualPrice: 367, integrations: 'unlimited' })
    expect(byTier.ultimate).toMatchObject({
      monthlyPrice: 99,
      annualPrice: 742,
      integrations: 'unlimited',
      hipaaCompliant: true,
      unlimitedStorage: true,
      dedicatedAccountManager: true,
    })
  })

  it('holds the six claims with their exact figures', () => {
    const claims = validateDocuments(ofType('claim'), contentModels.claim).map(
      (claim) => `${claim.figure} ${claim.unit} ${claim.statement}`,
    )
    expect(claims).toEqual(
      expect.arrayContaining([
        '50 percent less administrative burden',
        '10 percent better diagnosis accuracy',
        '30 percent better communication',
        '20 percent fewer readmissions',
        '5 hoursPerWeek saved per doctor',
        '15 percent shorter lab turnaround',
      ]),
    )
  })

  it('holds the eight capabilities, a stakeholder benefit for each audience and six or more FAQ items', () => {
    const features = validateDocuments(ofType('feature'), contentModels.feature)
    expect(features.filter((feature) => feature.group === 'capability')).toHaveLength(8)
    expect(features.filter((feature) => feature.group === 'stakeholder').map((feature) => feature.title)).toEqual(
      expect.arrayContaining(['Hospitals', 'Clinics', 'Doctors', 'Nurses', 'Labs', 'Patients']),
    )
    expect(ofType('faq').length).toBeGreaterThanOrEqual(6)
  })
})

describe('a broken document fails with its id, type and field named', () => {
  const plan = ofType('pricingPlan').find((document) => document.tier === 'starter')!
  const faq = ofType('faq')[0]!
  const feature = ofType('feature')[0]!
  const claim = ofType('claim')[0]!

  it.each([
    [
      'a price given as text',
      plan,
      contentModels.pricingPlan,
      { monthlyPrice: '29' },
      'monthlyPrice',
      'must be a number',
    ],
    [
      'a fractional price',
      plan,
      contentModels.pricingPlan,
      { annualPrice: 216.5 },
      'annualPrice',
      'must be a whole number of US dollars',
    ],
    ['a negative price', plan, contentModels.pricingPlan, { monthlyPrice: -1 }, 'monthlyPrice', 'cannot be negative'],
    [
      'an annual price above 12 months',
      plan,
      contentModels.pricingPlan,
      { annualPrice: 400 },
      'annualPrice',
      'must not be more than 12 × the monthly price ($348)',
    ],
    [
      'an unknown tier',
      plan,
      contentModels.pricingPlan,
      { tier: 'platinum' },
      'tier',
      'must be free, starter, business or ultimate',
    ],
    [
      'a missing integration limit',
      plan,
      contentModels.pricingPlan,
      { integrationLimit: undefined },
      'integrationLimit',
      'is required unless integrations are unlimited',
    ],
    [
      'a fractional integration limit',
      plan,
      contentModels.pricingPlan,
      { integrationLimit: 2.5 },
      'integrationLimit',
      'must be a whole number',
    ],
    ['a missing question', faq, contentModels.faq, { question: undefined }, 'question', 'is required'],
    ['an empty answer', faq, contentModels.faq, { answer: [] }, 'answer', 'is required'],
    ['an unknown icon', feature, contentModels.feature, { icon: 'rocket' }, 'icon', 'must be one of the listed icons'],
    [
      'an unknown group',
      feature,
      contentModels.feature,
      { group: 'misc' },
      'group',
      'must be one of the listed groups',
    ],
    ['a claim without a figure', claim, contentModels.claim, { figure: undefined }, 'figure', 'is required'],
    [
      'a claim in an unknown unit',
      claim,
      contentModels.claim,
      { unit: 'days' },
      'unit',
      'must be percent or hours per week',
    ],
    [
      'a percentage above 100',
      claim,
      contentModels.claim,
      { figure: 101, unit: 'percent' },
      'figure',
      'must be at most 100 for a percentage',
    ],
  ] as const)('%s', (_, document, model, changes, field, reason) => {
    const broken = edited(document, changes)
    expect(() => validateDocuments([broken], model)).toThrow(
      `Invalid ${document._type} document "${document._id}", field "${field}": ${reason}`,
    )
  })

  it('ignores the integration limit of a plan with unlimited integrations, as the Studio hides and accepts it', () => {
    const [unlimited] = validateDocuments(
      [edited(plan, { unlimitedIntegrations: true, integrationLimit: 0 })],
      contentModels.pricingPlan,
    )
    expect(unlimited!.integrations).toBe('unlimited')
  })

  it('treats a field the query answers as null like a missing one', () => {
    expect(() => validateDocuments([{ ...faq, question: null }], contentModels.faq)).toThrow(
      `field "question": is required`,
    )
  })
})

describe('the page documents', () => {
  it('come first in the bundled dataset: the site settings, then each fixed page by its id', () => {
    const documents = loadBundledDataset()
    expect(documents.slice(0, 1 + fixedPageNames.length).map((document) => document._id)).toEqual([
      'siteSettings',
      ...fixedPageNames.map(fixedPageId),
    ])
    expect(ofType('siteSettings')).toHaveLength(1)
    for (const name of fixedPageNames)
      expect(
        ofType('page').filter((document) => document.fixedPage === name),
        name,
      ).toHaveLength(1)
  })

  it('the site settings pass their model through their query', async () => {
    await expect(queryBundled(siteSettingsQuery, contentModels.siteSettings)).resolves.toBeTruthy()
  })

  it.each(fixedPageNames.flatMap((name) => locales.map((locale) => [name, locale] as const)))(
    'the %s page in %s passes its model through its query',
    async (name, locale) => {
      const page = await evaluateGroq(withImageAssets(dataset), fixedPageQuery, { fixedPage: name, language: locale })
      const [document] = validateDocuments(page as unknown[], fixedPageModel)
      expect(document!.fixedPage).toBe(name)
      expect(document!.sections.length).toBeGreaterThan(0)
    },
  )

  const fixedPage = (name: string) => ofType('page').find((document) => document.fixedPage === name)!
  const home = fixedPage('home')
  const homeSections = home.sections as Record<string, unknown>[]
  const hero = homeSections[0]!

  it('hold the home page’s three slides in its hero, in order, each a bundled image with its alt text', async () => {
    const [page] = validateDocuments(
      (await evaluateGroq(withImageAssets(dataset), fixedPageQuery, {
        fixedPage: 'home',
        language: 'en',
      })) as unknown[],
      fixedPageModel,
    )
    const [first] = page!.sections
    if (first?._type !== 'heroSection') throw new Error('The home page opens with its hero.')
    expect(first.slides.map((slide) => [slide.title, slide.image.asset.url, slide.image.asset.width])).toEqual([
      ['Patient queue', '/media/97fe71d8a7ca3107e29ee864facfc4cb975432d6-1200x800.webp', 1200],
      ['Lab turnaround', '/media/8f0d341d3310417b2ef1c561c53e99a61cfc8acd-1200x800.webp', 1200],
      ['Pharmacy stock', '/media/0bfb3c072823f908d3347ac449e4e1ce4028a740-1200x800.webp', 1200],
    ])
    expect(first.slides[0]!.image.alt).toMatch(/^MediCore out-patient queue: 12 patients waiting/)
  })

  it('show the product in the page’s language: the Spanish home and features pages have screens of their own', async () => {
    const screensOf = async (fixedPage: string, language: string) => {
      const [page] = validateDocuments(
        (await evaluateGroq(withImageAssets(dataset), fixedPageQuery, { fixedPage, language })) as unknown[],
        fixedPageModel,
      )
      return page!.sections.flatMap((section) =>
        section._type === 'heroSection'
          ? section.slides.map((slide) => slide.image)
          : section._type === 'productTourSection'
            ? section.stops.map((stop) => stop.image)
            : [],
      )
    }
    for (const fixedPage of ['home', 'features']) {
      const [english, spanish] = await Promise.all([screensOf(fixedPage, 'en'), screensOf(fixedPage, 'es')])
      expect(english.length, fixedPage).toBeGreaterThan(0)
      expect(spanish.length, fixedPage).toBe(english.length)
      spanish.forEach((image, index) => {
        expect(image.asset.url, `${fixedPage}, screen ${index + 1}`).not.toBe(english[index]!.asset.url)
        expect(image.alt, `${fixedPage}, screen ${index + 1}`).not.toBe(english[index]!.alt)
      })
    }
  })

  it('hold the pricing table’s footnote with its two links to the contact form', async () => {
    const [page] = validateDocuments(
      (await evaluateGroq(dataset, fixedPageQuery, { fixedPage: 'pricing', language: 'en' })) as unknown[],
      fixedPageModel,
    )
    const table = page!.sections.find((section) => section._type === 'pricingSection')
    const [block] = table?._type === 'pricingSection' ? (table.footnote ?? []) : []
    expect(block!.children.map((span) => span.text).join('')).toBe(
      'All prices are in US dollars. The business associate agreement (BAA) comes with every plan from Starter up, at no extra cost. Need more users or a multi-site rollout? Request a quote or chat with a trade specialist.',
    )
    expect(block!.markDefs.map((link) => link.target)).toEqual(['quote', 'specialist'])
  })

  // A footer link to a page built from sections, with its slug, as siteSettingsQuery reads it.
  const slugOf = (id: string) => (dataset.find((document) => document._id === id)?.slug as { current: string }).current
  const rawSettings = ofType('siteSettings')[0]!
  const settings = {
    ...rawSettings,
    footerColumns: (rawSettings.footerColumns as { links: { page?: { _ref: string } }[] }[]).map((column) => ({
      ...column,
      links: column.links.map((link) => (link.page ? { ...link, page: { slug: slugOf(link.page._ref) } } : link)),
    })),
  } as typeof rawSettings
  const features = fixedPage('features')
  const featureSections = features.sections as Record<string, unknown>[]
  const why = featureSections.find((section) => section._type === 'reasonsSection')!
  const whyPoints = why.points as Record<string, unknown>[]
  const contact = settings.contact as Record<string, unknown>
  const headerLinks = settings.headerLinks as Record<string, unknown>[]
  const withSection = (sections: Record<string, unknown>[], index: number, section: Record<string, unknown>) =>
    sections.map((each, at) => (at === index ? section : each))

  it.each([
    [
      'a hero without a heading',
      home,
      fixedPageModel,
      { sections: withSection(homeSections, 0, { ...hero, heading: ' ' }) },
      'sections[0] (Hero "hero").heading',
      'is required',
    ],
    [
      'a call to action leading to an unknown page',
      home,
      fixedPageModel,
      { sections: withSection(homeSections, 0, { ...hero, primary: { label: 'Go', target: 'https://example.com' } }) },
      'sections[0] (Hero "hero").primary.target',
      'must be one of the listed pages',
    ],
    ['no search title', features, fixedPageModel, { seo: { description: 'A page.' } }, 'seo.title', 'is required'],
    [
      'a reason with an unknown icon',
      features,
      fixedPageModel,
      // The reasons alone: the page's other sections hold images, which only the page's query reads whole.
      { sections: [{ ...why, points: [{ ...whyPoints[0], icon: 'rocket' }] }] },
      'sections[0] (Reasons with figures "why").points.0.icon',
      'must be one of the listed icons',
    ],
    [
      'a header link without a label',
      settings,
      contentModels.siteSettings,
      { headerLinks: [{ ...headerLinks[0], label: undefined }] },
      'headerLinks.0.label',
      'is required',
    ],
    [
      'a contact email that is not an address',
      settings,
      contentModels.siteSettings,
      { contact: { ...contact, email: 'hello' } },
      'contact.email',
      'must be an email address',
    ],
    [
      'site settings without the pricing table’s plan buttons',
      settings,
      contentModels.siteSettings,
      { planActions: undefined },
      'planActions',
      'is required',
    ],
  ] as const)('%s fails naming the document and field', (_, document, model, changes, field, reason) => {
    expect(() => validateDocuments([edited(document, changes)], model)).toThrow(
      `Invalid ${document._type} document "${document._id}", field "${field}": ${reason}`,
    )
  })

  it('a slide without alt text fails naming the page and the slide', async () => {
    const slides = (hero.slides as Record<string, Record<string, unknown>>[]).map((slide, index) =>
      index === 1 ? { ...slide, image: { ...slide.image, alt: '' } } : slide,
    )
    const documents = withImageAssets([edited(home, { sections: withSection(homeSections, 0, { ...hero, slides }) })])
    const answer = (await evaluateGroq(documents, fixedPageQuery, { fixedPage: 'home', language: 'en' })) as unknown[]
    expect(() => validateDocuments(answer, fixedPageModel)).toThrow(
      'Invalid page document "page-home", field "sections[0] (Hero \"hero\").slides.1.image.alt": is required',
    )
  })
})
