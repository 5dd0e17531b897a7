import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createSchema, validateDocument, type SanityClient, type SanityDocument } from 'sanity'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  authorModel,
  categoryModel,
  claimModel,
  faqModel,
  featureModel,
  pricingPlanModel,
  redirectModel,
  usableRedirects,
  validateRedirectList,
  type FeatureGroup,
} from '../../lib/content/models'
import {
  claimsQuery,
  faqsQuery,
  featuresQuery,
  pricingPlansQuery,
  redirectHostsQuery,
  redirectsQuery,
} from '../../lib/content/queries'
import { evaluateGroq, parseNdjson, withImageAssets } from '../../lib/content/sources/bundled'
import type { QueryParams } from '../../lib/content/sources/types'
import { validateDocuments } from '../../lib/content/validate'
import { shownTypeNames } from '../../lib/content/document-types'
import { schemaTypes } from '../../schemas'

/*
 * The bundled dataset (studio/dataset/production.ndjson): Sanity's export format, every
 * document valid for its zod model and for the Studio's own rules, and the spec's content.
 */

const file = path.join(process.cwd(), 'studio', 'dataset', 'production.ndjson')
const text = readFileSync(file, 'utf8')
const documents = parseNdjson(text, 'studio/dataset/production.ndjson')
/** The English documents of a type: the Spanish ones are their translations. */
const ofType = (type: string) =>
  documents.filter((document) => document._type === type && (document.language ?? 'en') === 'en')

const models: Record<string, z.ZodType> = {
  faq: faqModel,
  feature: featureModel,
  pricingPlan: pricingPlanModel,
  claim: claimModel,
}

/** Types checked through their pages' queries (tests/unit/blog-models.test.ts): their images need the asset. */
const queriedTypes: Record<string, z.ZodType> = { author: authorModel, category: categoryModel }

/** The English site's answers, unless `params` names another language. */
const query = async <T>(groq: string, params: QueryParams = {}, dataset = documents) =>
  (await evaluateGroq(dataset, groq, { language: 'en', ...params })) as T

describe('export format', () => {
  it('has one JSON document per line, each with an _id and a known _type', () => {
    const lines = text.trimEnd().split('\n')
    expect(lines.length).toBe(documents.length)
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
    // Every type the site renders has documents here, and nothing else does but the translations' links.
    // An access request's copy is published in the Studio, but only the site writes one (lib/trust/studio-copy.ts).
    expect(new Set(documents.map((document) => document._type))).toEqual(
      new Set([...shownTypeNames.filter((name) => name !== 'trustAccessRequest'), 'translation.metadata']),
    )
  })

  it('has unique ids and only published documents', () => {
    const ids = documents.map((document) => document._id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => id.startsWith('drafts.') || id.startsWith('versions.'))).toEqual([])
  })

  it('has no id with a dot: a public Content Lake hides such documents from the site, which reads without a token', () => {
    // Translation links included: with a dot in their ids, a lake imported from this file would
    // lose every hreflang alternate, switcher target and chosen item's translation.
    expect(documents.map((document) => document._id).filter((id) => id.includes('.'))).toEqual([])
  })

  it('keys every array item, and writes Portable Text as the Studio does', () => {
    for (const faq of ofType('faq')) {
      const blocks = faq.answer as Record<string, unknown>[]
      const keys = blocks.map((block) => block._key)
      expect(new Set(keys).size, faq._id).toBe(keys.length)
      for (const block of blocks) {
        expect(block, faq._id).toMatchObject({
          _type: 'block',
          _key: expect.any(String),
          style: 'normal',
          markDefs: [],
        })
        const children = block.children as Record<string, unknown>[]
        expect(children.length, faq._id).toBeGreaterThan(0)
        for (const span of children) {
          expect(span, faq._id).toEqual({
            _type: 'span',
            _key: expect.any(String),
            text: expect.any(String),
            marks: expect.any(Array),
          })
        }
      }
    }
  })

  it('references images and files as Sanity’s export does, each a file in images/ or files/ beside the NDJSON, each file used', () => {
    const placeholders = [...text.matchAll(/"_sanityAsset":"([^"]+)"/g)].map((match) => match[1]!)
    expect(placeholders.length).toBeGreaterThan(0)
    const used = { images: new Set<string>(), files: new Set<string>() }
    for (const placeholder of placeholders) {
      // An image's name is its SHA-1 and its size, as the Content Lake names an uploaded image; a file's, its SHA-1.
      const match =
        /^image@file:\/\/\.\/(images)\/(([0-9a-f]{40})-(\d+)x(\d+)\.webp)$/.exec(placeholder) ??
        /^file@file:\/\/\.\/(files)\/(([0-9a-f]{40})\.(pdf|docx|xlsx))$/.exec(placeholder)
      expect(match, placeholder).not.toBeNull()
      const [, folder, name, sha1] = match as unknown as ['', 'images' | 'files', string, string]
      const bytes = readFileSync(path.join(path.dirname(file), folder, name))
      expect(createHash('sha1').update(bytes).digest('hex'), placeholder).toBe(sha1)
      used[folder].add(name)
    }
    for (const folder of ['images', 'files'] as const)
      expect(used[folder], folder).toEqual(new Set(readdirSync(path.join(path.dirname(file), folder))))
  })

  it('holds only fields that the schemas define', () => {
    const system = new Set(['_id', '_type', '_createdAt', '_updatedAt', '_rev'])
    // The translations' links are the plugin's documents, with the plugin's schema (tests/unit/studio-i18n.test.ts).
    for (const document of documents.filter((candidate) => candidate._type !== 'translation.metadata')) {
      const type = schemaTypes.find((candidate) => candidate.name === document._type)!
      const fields = new Set((type.fields as { name: string }[]).map((field) => field.name))
      const unknown = Object.keys(document).filter((key) => !system.has(key) && !fields.has(key))
      expect(unknown, document._id).toEqual([])
    }
  })
})

describe('validity', () => {
  it.each(Object.keys(models))('every %s passes its zod model', (type) => {
    expect(() => validateDocuments(ofType(type), models[type]!)).not.toThrow()
  })

  it.each(Object.keys(queriedTypes))('every %s passes its zod model once its images are resolved', async (type) => {
    const resolved = await query<unknown[]>(
      `*[_type == $type]{ ..., "photo": photo{ alt, hotspot, crop, "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height } }, "slug": slug.current }`,
      { type },
      withImageAssets(documents),
    )
    expect(() => validateDocuments(resolved, queriedTypes[type]!)).not.toThrow()
  })

  // Every document of the dataset, each through the Studio's rules: several seconds on a busy machine.
  it('every document passes the Studio’s validation, including one plan per tier', async () => {
    const schema = createSchema({ name: 'dataset', types: schemaTypes })
    // The uniqueness rule's query, answered by groq-js over the dataset itself.
    const client = {
      fetch: (groq: string, params: QueryParams) => evaluateGroq(documents, groq, params),
      // The slug fields' uniqueness check configures the client first.
      withConfig: () => client,
    } as unknown as SanityClient
    const workspace = {
      schema,
      getClient: () => client,
      i18n: { currentLocale: { id: 'en-US' }, loadNamespaces: async () => undefined, t: (key: string) => key },
    }
    for (const document of documents.filter((candidate) => candidate._type !== 'translation.metadata')) {
      const markers = await validateDocument({
        document: document as SanityDocument,
        workspace: workspace as never,
        environment: 'cli',
        // References (an article's author and category) must point at documents in the dataset.
        getDocumentExists: async ({ id }: { id: string }) => documents.some((candidate) => candidate._id === id),
      })
      // A claim's evidence ages into a warning (due for review), which says nothing of the document's validity.
      const aging = (marker: (typeof markers)[number]) =>
        marker.level === 'warning' && marker.path.join('.') === 'evidence.date'
      expect(
        markers
          .filter((marker) => !aging(marker))
          .map((marker) => `${marker.level} ${marker.path.join('.')}: ${marker.message}`),
        document._id,
      ).toEqual([])
    }
  }, 20_000)
})

describe('the spec’s content', () => {
  it('has two example redirects, sound as a list, the demo one temporary and the sign-up one permanent', async () => {
    const redirects = validateRedirectList(validateDocuments(await query<unknown[]>(redirectsQuery), redirectModel))
    expect(redirects.map(({ from, to, permanent }) => ({ from, to, permanent }))).toEqual([
      { from: '/book-a-demo', to: '/demo', permanent: false },
      { from: '/signup', to: '/users/sign-up', permanent: true },
    ])
    // The site applies every one: none leads to a website that site settings do not list.
    const skipped: string[] = []
    const applied = usableRedirects(await query<unknown[]>(redirectsQuery), await query(redirectHostsQuery), (line) =>
      skipped.push(line),
    )
    expect([applied.length, skipped]).toEqual([2, []])
  })

  it('has the four plans with the exact prices, limits and flags', async () => {
    const plans = validateDocuments(await query<unknown[]>(pricingPlansQuery), pricingPlanModel)
    expect(
      plans.map(({ tier, name, monthlyPrice, annualPrice, integrations }) => ({
        tier,
        name,
        monthlyPrice,
        annualPrice,
        integrations,
      })),
    ).toEqual([
      { tier: 'free', name: 'Free', monthlyPrice: 0, annualPrice: 0, integrations: 10 },
      { tier: 'starter', name: 'Starter', monthlyPrice: 29, annualPrice: 217, integrations: 50 },
      { tier: 'business', name: 'Business', monthlyPrice: 49, annualPrice: 367, integrations: 'unlimited' },
      { tier: 'ultimate', name: 'Ultimate', monthlyPrice: 99, annualPrice: 742, integrations: 'unlimited' },
    ])
    const byTier = Object.fromEntries(plans.map((plan) => [plan.tier, plan]))
    expect(byTier.free).toMatchObject({ advancedSecurity: false, hipaaCompliant: false })
    expect(byTier.ultimate).toMatchObject({
      unlimitedStorage: true,
      dedicatedAccountManager: true,
      hipaaCompliant: true,
    })
    for (const plan of plans) {
      expect(plan.highlights.length, plan.tier).toBeGreaterThanOrEqual(3)
      expect(plan.highlights.length, plan.tier).toBeLessThanOrEqual(5)
    }
  })

  it('has the six claims with their exact figures', async () => {
    const claims = validateDocuments(await query<unknown[]>(claimsQuery), claimModel)
    expect(claims.map(({ figure, unit, statement }) => ({ figure, unit, statement }))).toEqual([
      { figure: 50, unit: 'percent', statement: 'less administrative burden' },
      { figure: 10, unit: 'percent', statement: 'better diagnosis accuracy' },
      { figure: 30, unit: 'percent', statement: 'better communication' },
      { figure: 20, unit: 'percent', statement: 'fewer readmissions' },
      { figure: 5, unit: 'hoursPerWeek', statement: 'saved per doctor' },
      { figure: 15, unit: 'percent', statement: 'shorter lab turnaround' },
    ])
  })

  const features = async (group: FeatureGroup) =>
    validateDocuments(await query<unknown[]>(featuresQuery, { group }), featureModel)

  const capabilities = [
    'Out-patient and in-patient management',
    'Nursing station',
    'Stores and inventory',
    'Pharmacy with generics-based drug search',
    'Lab service',
    'Financial management and accounting',
    'Patient portal',
    'User management with role-based access',
  ]
  const stakeholders = ['Hospitals', 'Clinics', 'Doctors', 'Nurses', 'Labs', 'Patients']

  it.each<[string, FeatureGroup, string[]]>([
    ['the eight capabilities, in the spec’s words and order', 'capability', capabilities],
    ['a benefit for each stakeholder', 'stakeholder', stakeholders],
  ])('has %s', async (_, group, titles) => {
    expect((await features(group)).map((feature) => feature.title)).toEqual(titles)
  })

  it('has 4–6 how-it-works modules, 3–4 benefits and 4 core values', async () => {
    expect((await features('module')).length).toBeGreaterThanOrEqual(4)
    expect((await features('module')).length).toBeLessThanOrEqual(6)
    expect((await features('benefit')).length).toBeGreaterThanOrEqual(3)
    expect((await features('benefit')).length).toBeLessThanOrEqual(4)
    expect((await features('coreValue')).length).toBe(4)
  })

  it('answers at least six buyer questions, HIPAA among them', async () => {
    const faqs = validateDocuments(await query<unknown[]>(faqsQuery), faqModel)
    expect(faqs.length).toBeGreaterThanOrEqual(6)
    expect(faqs.map((faq) => faq.question)).toContain('Is MediCore HIPAA compliant?')
  })

  it('ranks plans, features and FAQ items for drag and drop in their display order', () => {
    for (const type of ['pricingPlan', 'feature', 'faq']) {
      const lists = new Map<string, { order: number; orderRank: string }[]>()
      for (const document of ofType(type)) {
        expect(document.orderRank, document._id).toMatch(/^0\|[0-9a-z]+:[0-9a-z]*$/)
        const list = type === 'feature' ? String(document.group) : type
        lists.set(list, [...(lists.get(list) ?? []), document as never])
      }
      for (const [list, items] of lists) {
        const byRank = [...items].sort((a, b) => (a.orderRank < b.orderRank ? -1 : 1)).map((item) => item.order)
        expect(byRank, list).toEqual([...byRank].sort((a, b) => a - b))
      }
    }
  })

  it('shows FAQ items and features in the order staff dragged the English ones, in Spanish too', async () => {
    // Staff drag "Can I change plan" to the top: only the English document's rank changes.
    const [first] = await query<{ orderRank: string }[]>(faqsQuery)
    const moved = 'faq-change-plan'
    const dragged = documents.map((document) =>
      document._id === moved ? { ...document, orderRank: `${first!.orderRank.slice(0, -1)}0` } : document,
    )
    const english = await query<{ _id: string }[]>(faqsQuery, {}, dragged)
    const spanish = await query<{ _id: string }[]>(faqsQuery, { language: 'es' }, dragged)
    expect(english[0]!._id).toBe(moved)
    expect(spanish.map((faq) => faq._id.replace('__i18n_es', ''))).toEqual(english.map((faq) => faq._id))
  })

  it('gives every list a distinct display order', () => {
    const groups = new Map<string, unknown[]>()
    for (const document of documents.filter((candidate) => candidate._type in models && 'order' in candidate)) {
      const type = document._type === 'feature' ? `feature:${String(document.group)}` : document._type
      const list = `${type}:${String(document.language ?? 'en')}`
      groups.set(list, [...(groups.get(list) ?? []), document.order])
    }
    for (const [list, orders] of groups) expect(new Set(orders).size, list).toBe(orders.length)
  })
})
