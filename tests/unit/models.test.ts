import { describe, expect, it } from 'vitest'
import { claimModel, faqModel, featureModel, pricingPlanModel } from '@/lib/content/models'
import { isPublished } from '@/lib/content/sources/bundled'
import { validateDocuments } from '@/lib/content/validate'
import { edited, loadBundledDataset } from '../support/dataset'

const dataset = loadBundledDataset().filter(isPublished)
const ofType = (type: string) => dataset.filter((document) => document._type === type)
const models = { faq: faqModel, feature: featureModel, pricingPlan: pricingPlanModel, claim: claimModel }

describe('the bundled dataset', () => {
  it.each(Object.entries(models))('every %s document passes its model', (type, model) => {
    const documents = ofType(type)
    expect(documents.length).toBeGreaterThan(0)
    expect(() => validateDocuments(documents, model)).not.toThrow()
  })

  it('holds the four plans with the specification prices and limits', () => {
    const plans = validateDocuments(ofType('pricingPlan'), pricingPlanModel)
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
    const claims = validateDocuments(ofType('claim'), claimModel).map(
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
    const features = validateDocuments(ofType('feature'), featureModel)
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
    ['a price given as text', plan, pricingPlanModel, { monthlyPrice: '29' }, 'monthlyPrice', 'must be a number'],
    [
      'a fractional price',
      plan,
      pricingPlanModel,
      { annualPrice: 216.5 },
      'annualPrice',
      'must be a whole number of US dollars',
    ],
    ['a negative price', plan, pricingPlanModel, { monthlyPrice: -1 }, 'monthlyPrice', 'cannot be negative'],
    [
      'an annual price above 12 months',
      plan,
      pricingPlanModel,
      { annualPrice: 400 },
      'annualPrice',
      'must not be more than 12 × the monthly price ($348)',
    ],
    [
      'an unknown tier',
      plan,
      pricingPlanModel,
      { tier: 'platinum' },
      'tier',
      'must be free, starter, business or ultimate',
    ],
    [
      'a missing integration limit',
      plan,
      pricingPlanModel,
      { integrationLimit: undefined },
      'integrationLimit',
      'is required unless integrations are unlimited',
    ],
    ['a missing question', faq, faqModel, { question: undefined }, 'question', 'is required'],
    ['an empty answer', faq, faqModel, { answer: [] }, 'answer', 'is required'],
    ['an unknown icon', feature, featureModel, { icon: 'rocket' }, 'icon', 'must be one of the listed icons'],
    ['an unknown group', feature, featureModel, { group: 'misc' }, 'group', 'must be one of the listed groups'],
    ['a claim without a figure', claim, claimModel, { figure: undefined }, 'figure', 'is required'],
    ['a claim in an unknown unit', claim, claimModel, { unit: 'days' }, 'unit', 'must be percent or hours per week'],
    [
      'a percentage above 100',
      claim,
      claimModel,
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
    expect(() => validateDocuments([{ ...faq, question: null }], faqModel)).toThrow(`field "question": is required`)
  })
})
