import { describe, expect, it } from 'vitest'
import { ContentSourceError } from '@/lib/content/errors'
import { createLakeReader } from '@/lib/content/sources/lake'
import { createLakeClient } from '@/lib/lake-client'
import { loadBundledDataset, edited } from '../support/dataset'
import {
  contentLakeFailure,
  contentLakeHangs,
  contentLakeQueryHandler,
  contentLayerForTestProject,
  testProject,
} from '../support/sanity-msw'
import { mswServer } from '../support/msw-server'

/*
 * The Content Lake source through the real @sanity/client, with msw answering on the
 * network layer by evaluating the client's GROQ over a fixture dataset.
 */

const dataset = loadBundledDataset()
const server = mswServer()
const lake = { kind: 'lake', ...testProject, apiVersion: '2026-10-01', useCdn: false } as const

describe('content from the Content Lake', () => {
  it('reads the plans, in order, through the real client', async () => {
    server.use(contentLakeQueryHandler(dataset))
    const { getPricingPlans } = await contentLayerForTestProject()
    const plans = await getPricingPlans('en')
    expect(plans.map((plan) => [plan.tier, plan.monthlyPrice, plan.annualPrice])).toEqual([
      ['free', 0, 0],
      ['starter', 29, 217],
      ['business', 49, 367],
      ['ultimate', 99, 742],
    ])
  })

  it('reads the Spanish words of the plans with the English prices, and the Spanish FAQ', async () => {
    server.use(contentLakeQueryHandler(dataset))
    const { getFaqs, getPricingPlans } = await contentLayerForTestProject()
    const [english, spanish] = await Promise.all([getPricingPlans('en'), getPricingPlans('es')])
    const prices = (plans: typeof english) => plans.map((plan) => [plan.tier, plan.monthlyPrice, plan.annualPrice])
    expect(prices(spanish)).toEqual(prices(english))
    expect(spanish.map((plan) => plan.name)).toEqual(['Free', 'Starter', 'Business', 'Ultimate'])
    expect(spanish[0]!.tagline).not.toBe(english[0]!.tagline)
    const questions = (await getFaqs('es')).map((faq) => faq.question)
    expect(questions).toContain('¿MediCore cumple con HIPAA?')
    expect(questions).not.toContain('Is MediCore HIPAA compliant?')
  })

  it('sends query parameters, so each feature group gets its own features', async () => {
    server.use(contentLakeQueryHandler(dataset))
    const { getFeatures } = await contentLayerForTestProject()
    const stakeholders = await getFeatures('stakeholder', 'en')
    expect(stakeholders.length).toBe(6)
    expect(new Set(stakeholders.map((feature) => feature.group))).toEqual(new Set(['stakeholder']))
  })

  it('never shows drafts on the public site', async () => {
    const faq = dataset.find((document) => document._type === 'faq')!
    const draft = edited(faq, { _id: `drafts.${faq._id}`, question: 'Unpublished draft question?' })
    server.use(contentLakeQueryHandler([...dataset, draft]))
    const { getFaqs } = await contentLayerForTestProject()
    const questions = (await getFaqs('en')).map((item) => item.question)
    expect(questions).toContain(faq.question)
    expect(questions).not.toContain('Unpublished draft question?')
  })

  it('draft mode reads the drafts perspective: each draft in its document’s place', async () => {
    const faq = dataset.find((document) => document._type === 'faq')!
    const draft = edited(faq, { _id: `drafts.${faq._id}`, question: 'Unpublished draft question?' })
    server.use(contentLakeQueryHandler([...dataset, draft]))
    const preview = createLakeReader(lake, createLakeClient(lake, { preview: true, token: 'read-token' }))
    const faqs = (await preview.query('*[_type == "faq"]{_id, question}', {}, ['faq'])) as {
      _id: string
      question: string
    }[]
    expect(faqs.filter((item) => item._id === faq._id)).toEqual([
      { _id: faq._id, question: 'Unpublished draft question?' },
    ])
    expect(faqs.map((item) => item.question)).not.toContain(faq.question)
  })

  it('fails naming the document and field when a document is malformed', async () => {
    const starter = dataset.find((document) => document.tier === 'starter')!
    server.use(
      contentLakeQueryHandler(
        dataset.map((document) => (document === starter ? edited(starter, { annualPrice: 'cheap' }) : document)),
      ),
    )
    const { getPricingPlans } = await contentLayerForTestProject()
    await expect(getPricingPlans('en')).rejects.toThrow(
      `Invalid pricingPlan document "${starter._id}", field "annualPrice"`,
    )
  })

  it('fails with a clear message on a server error, and never falls back to bundled content', async () => {
    server.use(contentLakeFailure(500))
    const reader = createLakeReader(lake, createLakeClient(lake, { timeoutMs: 1_000 }))
    const failure = reader.query('*[_type == "pricingPlan"]', {}, ['pricingPlan'])
    await expect(failure).rejects.toBeInstanceOf(ContentSourceError)
    await expect(failure).rejects.toThrow(
      /Could not read content from Sanity project "test1234", dataset "production": .*500/,
    )
  })

  it('fails with a clear message when the Content Lake does not answer in time', async () => {
    server.use(contentLakeHangs())
    const reader = createLakeReader(lake, createLakeClient(lake, { timeoutMs: 300 }))
    await expect(reader.query('*[_type == "faq"]', {}, ['faq'])).rejects.toThrow(
      /Could not read content from Sanity project "test1234", dataset "production": .*(timed out|timeout|abort)/i,
    )
  }, 15_000)
})
