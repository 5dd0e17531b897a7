import { describe, expect, it } from 'vitest'
import { contentModels } from '@/lib/content/models'
import {
  contactPageQuery,
  featuresPageQuery,
  homePageQuery,
  pricingPageQuery,
  siteSettingsQuery,
} from '@/lib/content/queries'
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

  it('treats a field the query answers as null like a missing one', () => {
    expect(() => validateDocuments([{ ...faq, question: null }], contentModels.faq)).toThrow(
      `field "question": is required`,
    )
  })
})

describe('the page documents', () => {
  const pages = {
    siteSettings: [contentModels.siteSettings, siteSettingsQuery],
    homePage: [contentModels.homePage, homePageQuery],
    featuresPage: [contentModels.featuresPage, featuresPageQuery],
    pricingPage: [contentModels.pricingPage, pricingPageQuery],
    contactPage: [contentModels.contactPage, contactPageQuery],
  } as const

  it('come first in the bundled dataset, one of each, with their type as their id', () => {
    const documents = loadBundledDataset()
    expect(documents.slice(0, 5).map((document) => [document._id, document._type])).toEqual(
      Object.keys(pages).map((type) => [type, type]),
    )
    for (const type of Object.keys(pages)) expect(ofType(type), type).toHaveLength(1)
  })

  it.each(Object.entries(pages))('%s passes its model through its query', async (_, [model, query]) => {
    await expect(queryBundled(query, model)).resolves.toBeTruthy()
  })

  it('hold the home page’s three slides in order, each a bundled image with its alt text', async () => {
    const home = await queryBundled(homePageQuery, contentModels.homePage)
    expect(home.slides.map((slide) => [slide.title, slide.image.asset.url, slide.image.asset.width])).toEqual([
      ['Patient queue', '/media/8a7bccbf2f7fc2e6c736483be1725f0ce7628cd8-1200x800.webp', 1200],
      ['Lab turnaround', '/media/148d65d347cf45b1e7ecd6c0bb6cefc48831c827-1200x800.webp', 1200],
      ['Pharmacy stock', '/media/586008188bf8a9971aa97abaa03ecef3f865b9d9-1200x800.webp', 1200],
    ])
    expect(home.slides[0]!.image.alt).toMatch(/^MediCore out-patient queue: 12 patients waiting/)
  })

  it('hold the pricing footnote with its two links to the contact form', async () => {
    const pricing = await queryBundled(pricingPageQuery, contentModels.pricingPage)
    expect(pricing.footnote).toHaveLength(1)
    const [block] = pricing.footnote
    expect(block!.children.map((span) => span.text).join('')).toBe(
      'All prices are in US dollars. Need more users, a multi-site rollout or a business associate agreement? Request a quote or chat with a trade specialist.',
    )
    expect(block!.markDefs.map((link) => link.target)).toEqual(['quote', 'specialist'])
  })

  const home = ofType('homePage')[0]!
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
  const pricing = ofType('pricingPage')[0]!
  const features = ofType('featuresPage')[0]!
  const why = features.whySection as Record<string, unknown>
  const whyPoints = why.points as Record<string, unknown>[]
  const hero = home.hero as Record<string, unknown>
  const contact = settings.contact as Record<string, unknown>
  const headerLinks = settings.headerLinks as Record<string, unknown>[]

  it.each([
    [
      'a hero without a heading',
      home,
      contentModels.homePage,
      { hero: { ...hero, heading: ' ' } },
      'hero.heading',
      'is required',
    ],
    [
      'a call to action leading to an unknown page',
      home,
      contentModels.homePage,
      { hero: { ...hero, primary: { label: 'Go', target: 'https://example.com' } } },
      'hero.primary.target',
      'must be one of the listed pages',
    ],
    ['no slides', home, contentModels.homePage, { slides: [] }, 'slides', 'needs at least one slide'],
    [
      'no search title',
      features,
      contentModels.featuresPage,
      { seo: { description: 'A page.' } },
      'seo.title',
      'is required',
    ],
    [
      'a value point with an unknown icon',
      features,
      contentModels.featuresPage,
      { whySection: { ...why, points: [{ ...whyPoints[0], icon: 'rocket' }] } },
      'whySection.points.0.icon',
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
      'a contact e-mail that is not an address',
      settings,
      contentModels.siteSettings,
      { contact: { ...contact, email: 'hello' } },
      'contact.email',
      'must be an e-mail address',
    ],
    [
      'a pricing page without its footnote',
      pricing,
      contentModels.pricingPage,
      { footnote: undefined },
      'footnote',
      'is required',
    ],
  ] as const)('%s fails naming the document and field', (_, document, model, changes, field, reason) => {
    expect(() => validateDocuments([edited(document, changes)], model)).toThrow(
      `Invalid ${document._type} document "${document._id}", field "${field}": ${reason}`,
    )
  })

  it('a slide without alt text fails naming the slide', async () => {
    const slides = (home.slides as Record<string, Record<string, unknown>>[]).map((slide, index) =>
      index === 1 ? { ...slide, image: { ...slide.image, alt: '' } } : slide,
    )
    const documents = withImageAssets([edited(home, { slides })])
    const answer = (await evaluateGroq(documents, homePageQuery, { language: 'en' })) as unknown[]
    expect(() => validateDocuments(answer, contentModels.homePage)).toThrow(
      'Invalid homePage document "homePage", field "slides.1.image.alt": is required',
    )
  })
})
