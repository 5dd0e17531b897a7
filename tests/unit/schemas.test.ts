import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { sectionTypes } from '../../lib/sections/registry'
import { contentModels } from '../../lib/content/models'
import { collections } from '../../lib/collections/registry'
import { fixedPageQuery, redirectHostsQuery } from '../../lib/content/queries'
import { shownTypeNames } from '../../lib/content/document-types'
import { schemaTypes, singletonTypes } from '../../schemas'
import { formatReceivedAt } from '../../schemas/documents/contactMessage'
import {
  findOtherPlans,
  validateAnnualPrice,
  validateClaimEvidenceDate,
  validateClaimFigure,
  validateIntegrationLimit,
  validateUniqueTier,
  validateWholeUsd,
} from '../../schemas/shared/validation'
import { compiledSchema, studioValidate } from '../support/studio-validate'

/* ------------------------------------------------------------------ helpers */

type FieldList = { name: string }[]
type Preview = {
  select?: Record<string, string>
  prepare?: (value: Record<string, unknown>) => { title?: string; subtitle?: string }
}

const schemaType = (name: string) => {
  const type = schemaTypes.find((candidate) => candidate.name === name)
  if (!type) throw new Error(`No schema type "${name}" in schemas/index.ts`)
  return type as unknown as { name: string; fields: FieldList; preview: Preview }
}

const fieldNames = (name: string) =>
  schemaType(name)
    .fields.map((field) => field.name)
    .sort()

const preview = (name: string, value: Record<string, unknown>) => schemaType(name).preview.prepare!(value)

/** The fields a zod model reads from a document, without the system fields (_id, _type). */
function modelFields(model: z.ZodType): string[] {
  const object = model instanceof z.ZodPipe ? model.in : model
  if (!(object instanceof z.ZodObject)) throw new Error('Expected an object model')
  return Object.keys(object.shape)
    .filter((key) => !key.startsWith('_'))
    .sort()
}

const validPlan = {
  _id: 'plan-starter',
  _type: 'pricingPlan',
  tier: 'starter',
  name: 'Starter',
  monthlyPrice: 29,
  annualPrice: 217,
  integrationLimit: 50,
}

afterEach(() => {
  vi.useRealTimers()
})

/* ---------------------------------------------------------- rule helpers */

describe('validateWholeUsd', () => {
  it('accepts whole, non-negative dollars', () => {
    expect(validateWholeUsd(0)).toBe(true)
    expect(validateWholeUsd(29)).toBe(true)
  })

  it('asks for a price when there is none', () => {
    expect(validateWholeUsd(undefined)).toBe(
      'Enter a price in whole US dollars, for example 29. Use 0 for a free plan.',
    )
  })

  it('rejects a negative price in plain words', () => {
    expect(validateWholeUsd(-5)).toBe('A price cannot be negative. Use 0 for a free plan.')
  })

  it('rejects cents in plain words', () => {
    expect(validateWholeUsd(29.99)).toBe('Use whole dollars only, without cents: for example 29 rather than 29.99.')
  })
})

describe('validateAnnualPrice', () => {
  it('accepts an annual price up to 12 × the monthly price', () => {
    expect(validateAnnualPrice(217, 29)).toBe(true)
    expect(validateAnnualPrice(348, 29)).toBe(true)
    expect(validateAnnualPrice(0, 0)).toBe(true)
  })

  it('rejects an annual price above 12 × the monthly price, naming both amounts', () => {
    expect(validateAnnualPrice(349, 29)).toBe(
      'The annual price ($349) is more than 12 × the monthly price ($348). ' +
        'Paying yearly must never cost more than paying monthly: lower it to $348 or less.',
    )
    expect(validateAnnualPrice(1, 0)).toMatch(/^The annual price \(\$1\) is more than 12 × the monthly price \(\$0\)/)
  })

  it('checks the annual price itself first', () => {
    expect(validateAnnualPrice(-1, 29)).toBe('A price cannot be negative. Use 0 for a free plan.')
    expect(validateAnnualPrice(216.5, 29)).toBe(
      'Use whole dollars only, without cents: for example 29 rather than 29.99.',
    )
  })

  it('leaves the comparison alone while the monthly price is missing (its own rule reports that)', () => {
    expect(validateAnnualPrice(217, undefined)).toBe(true)
  })
})

describe('validateIntegrationLimit', () => {
  it('requires a limit unless integrations are unlimited', () => {
    const message = 'Enter how many integrations this plan includes, or switch on “Unlimited integrations”.'
    expect(validateIntegrationLimit(undefined, false)).toBe(message)
    expect(validateIntegrationLimit(undefined, undefined)).toBe(message)
    expect(validateIntegrationLimit(undefined, true)).toBe(true)
  })

  it('accepts a whole number of at least 1', () => {
    expect(validateIntegrationLimit(10, false)).toBe(true)
    const message = 'The integration limit must be a whole number of at least 1, for example 10.'
    expect(validateIntegrationLimit(0, false)).toBe(message)
    expect(validateIntegrationLimit(2.5, false)).toBe(message)
  })
})

/** What the Studio says of a claim's evidence left empty, field by field. */
const missingEvidence = [
  { level: 'error', path: 'evidence.measured', message: 'Say what was measured.' },
  { level: 'error', path: 'evidence.population', message: 'Say on whom it was measured.' },
  { level: 'error', path: 'evidence.period', message: 'Say over what period.' },
  { level: 'error', path: 'evidence.source', message: 'Say who measured it.' },
  { level: 'error', path: 'evidence.date', message: 'Enter the date of the evidence.' },
]

describe('a claim’s evidence', () => {
  const claim = { _id: 'claim-x', _type: 'claim', figure: 20, unit: 'percent', statement: 'fewer readmissions' }
  const evidence = {
    measured: 'Relative drop in 30-day readmissions',
    population: '5 customer hospitals',
    period: 'first year after go-live against the year before',
    source: 'MediCore customer study',
    date: new Date().toISOString().slice(0, 10),
  }

  it('is required: the Studio refuses to publish a claim without it, or with any of its parts missing', async () => {
    expect(await studioValidate(claim)).toEqual([
      {
        level: 'error',
        path: 'evidence',
        message: 'Fill in the evidence: a claim cannot be published without its source.',
      },
      ...missingEvidence,
    ])
    // An empty object is no evidence either.
    expect(await studioValidate({ ...claim, evidence: {} })).toEqual(await studioValidate(claim))
    expect(await studioValidate({ ...claim, evidence: { ...evidence, source: '' } })).toEqual([
      { level: 'error', path: 'evidence.source', message: 'Say who measured it.' },
    ])
    expect(await studioValidate({ ...claim, evidence })).toEqual([])
  })

  it('shows as due for review once it is more than 18 months old', async () => {
    const now = new Date('2026-12-01T12:00:00Z')
    expect(validateClaimEvidenceDate('2025-06-02', now)).toBe(true)
    expect(validateClaimEvidenceDate('2025-05-31', now)).toMatch(
      /^This evidence is more than 18 months old: the claim is due for review/,
    )
    expect(await studioValidate({ ...claim, evidence: { ...evidence, date: '2020-01-31' } })).toEqual([
      { level: 'warning', path: 'evidence.date', message: expect.stringMatching(/due for review/) },
    ])
    expect(preview('claim', { ...claim, source: 'MediCore customer study', date: '2020-01-31' }).subtitle).toBe(
      'Due for review · MediCore customer study · 2020-01-31',
    )
  })

  it('is refused by the site’s model too: a claim written around the Studio fails the build naming the field', () => {
    const parsed = contentModels.claim.safeParse({ ...claim, evidence: { ...evidence, measured: ' ' } })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['evidence.measured'])
    expect(contentModels.claim.safeParse(claim).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'evidence',
    ])
  })
})

describe('validateClaimFigure', () => {
  it('accepts the spec’s figures', () => {
    expect(validateClaimFigure(50, 'percent')).toBe(true)
    expect(validateClaimFigure(5, 'hoursPerWeek')).toBe(true)
  })

  it('rejects a missing, negative or impossible figure', () => {
    expect(validateClaimFigure(undefined, 'percent')).toBe('Enter the figure, for example 50.')
    expect(validateClaimFigure(-20, 'percent')).toMatch(/cannot be negative/)
    expect(validateClaimFigure(120, 'percent')).toBe('A percentage cannot be more than 100.')
    expect(validateClaimFigure(120, 'hoursPerWeek')).toBe(true)
  })
})

describe('validateUniqueTier', () => {
  it('passes when no other plan has the tier (its own draft and versions do not count)', async () => {
    const fetchPlans = vi.fn(async () => [
      { _id: 'plan-starter', name: 'Starter' },
      { _id: 'drafts.plan-starter', name: 'Starter' },
      { _id: 'versions.rAbc.plan-starter', name: 'Starter' },
    ])
    await expect(validateUniqueTier('starter', 'drafts.plan-starter', fetchPlans)).resolves.toBe(true)
    expect(fetchPlans).toHaveBeenCalledWith('starter')
  })

  it('names the plan that already has the tier, once even with a draft', async () => {
    const fetchPlans = async () => [
      { _id: 'plan-starter', name: 'Starter' },
      { _id: 'drafts.plan-starter', name: 'Starter (edited)' },
    ]
    await expect(validateUniqueTier('starter', 'drafts.new-plan', fetchPlans)).resolves.toBe(
      'There is already a Starter plan (“Starter”). Each tier has exactly one plan: edit that one, or pick another tier.',
    )
  })

  it('passes when the Content Lake cannot be reached, so editing offline is never blocked', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(validateUniqueTier('free', 'plan-free', offline)).resolves.toBe(true)
  })

  it('passes when the Content Lake does not answer in time', async () => {
    vi.useFakeTimers()
    const result = validateUniqueTier('free', 'plan-free', () => new Promise(() => {}))
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(result).resolves.toBe(true)
  })

  it('does not query without a tier or a document', async () => {
    const fetchPlans = vi.fn(async () => [])
    await expect(validateUniqueTier(undefined, 'plan-free', fetchPlans)).resolves.toBe(true)
    await expect(validateUniqueTier('free', undefined, fetchPlans)).resolves.toBe(true)
    expect(fetchPlans).not.toHaveBeenCalled()
  })

  it('findOtherPlans keeps one entry per other document', () => {
    expect(findOtherPlans([{ _id: 'a' }, { _id: 'drafts.a' }, { _id: 'b' }], 'b')).toEqual([{ _id: 'a' }])
  })
})

/* ------------------------------------------------------ schemas vs models */

describe('schemas match the content models', () => {
  // Besides `language`, which the translation plugin writes (tests/unit/studio-i18n.test.ts) and the
  // trust center's lists read, and a document's translations, which the queries read from the
  // plugin's metadata documents.
  // Fields no page reads, each read by a query of its own.
  const readByOwnQuery: Record<string, { field: string; query: string }[]> = {
    siteSettings: [{ field: 'redirectHosts', query: redirectHostsQuery }],
    // Which fixed page a page document is: read by the fixed pages' query, whose model is fixedPageModel.
    page: [{ field: 'fixedPage', query: fixedPageQuery }],
  }

  it.each(Object.entries(contentModels))('%s has exactly the fields its zod model reads', (name, model) => {
    const ownQueries = readByOwnQuery[name] ?? []
    for (const { field, query } of ownQueries) expect(query).toMatch(new RegExp(`\\b${field}\\b`))
    expect(fieldNames(name).filter((field) => field !== 'language')).toEqual(
      [
        ...modelFields(model).filter((field) => field !== 'translations' && field !== 'language'),
        ...ownQueries.map(({ field }) => field),
      ].sort(),
    )
  })

  it.each(Object.values(collections).map((collection) => [collection.type, collection] as const))(
    'the %s collection’s schema has exactly the fields its page’s model reads',
    (name, { itemModel }) => {
      expect(fieldNames(name).filter((field) => field !== 'language')).toEqual(
        modelFields(itemModel).filter((field) => field !== 'translations'),
      )
    },
  )

  it('schemas/index.ts exports the content types, the page documents, the inbox, the demo bookings and the sections', () => {
    const pages = singletonTypes.map((type) => type.name)
    expect(new Set(schemaTypes.map((type) => type.name))).toEqual(
      new Set([...shownTypeNames, ...pages, 'contactMessage', 'demoBooking', 'trustRequest', ...sectionTypes]),
    )
    expect(schemaTypes).toHaveLength(new Set(schemaTypes.map((type) => type.name)).size)
  })

  it('compiles without schema errors or warnings', () => {
    const problems = (compiledSchema as unknown as { _validation?: unknown[] })._validation ?? []
    expect(problems).toEqual([])
  })

  it('offers exactly the icons, groups, units and tiers the models accept', () => {
    const options = (type: string, field: string) =>
      (
        schemaType(type).fields.find((candidate) => candidate.name === field) as unknown as {
          options: { list: { value: string }[] }
        }
      ).options.list.map((option) => option.value)
    const enumValues = (model: z.ZodType, field: string) => {
      const object = model instanceof z.ZodPipe ? model.in : model
      return ((object as z.ZodObject).shape[field] as z.ZodEnum).options
    }
    expect(options('feature', 'icon')).toEqual(enumValues(contentModels.feature, 'icon'))
    expect(options('feature', 'group')).toEqual(enumValues(contentModels.feature, 'group'))
    expect(options('claim', 'unit')).toEqual(enumValues(contentModels.claim, 'unit'))
    expect(options('pricingPlan', 'tier')).toEqual(enumValues(contentModels.pricingPlan, 'tier'))
  })

  it('keeps the drag-and-drop position of plans, features and FAQ items in a hidden orderRank field', () => {
    for (const type of ['pricingPlan', 'feature', 'faq']) {
      const fields = schemaType(type).fields as unknown as { name: string; hidden?: boolean; readOnly?: boolean }[]
      expect(
        fields.find((field) => field.name === 'orderRank'),
        type,
      ).toMatchObject({ hidden: true, readOnly: true })
      expect(
        fields.find((field) => field.name === 'order'),
        type,
      ).toMatchObject({ hidden: true })
    }
    expect(fieldNames('claim')).not.toContain('orderRank')
  })

  it('makes every contact message field read-only', () => {
    const fields = schemaType('contactMessage').fields as unknown as { name: string; readOnly?: boolean }[]
    expect(fields.map((field) => field.name)).toEqual(['name', 'email', 'locale', 'subject', 'message', 'submittedAt'])
    expect(fields.every((field) => field.readOnly === true)).toBe(true)
  })
})

/* ------------------------------------------------------------- previews */

describe('previews', () => {
  it('a plan shows its prices', () => {
    expect(preview('pricingPlan', { name: 'Starter', tier: 'starter', monthlyPrice: 29, annualPrice: 217 })).toEqual({
      title: 'Starter',
      subtitle: '$29/mo · $217/yr',
    })
  })

  it('a claim reads as a sentence', () => {
    expect(preview('claim', { figure: 50, unit: 'percent', statement: 'less administrative burden' }).title).toBe(
      '50% less administrative burden',
    )
    expect(preview('claim', { figure: 5, unit: 'hoursPerWeek', statement: 'saved per doctor' }).title).toBe(
      '5 hours per week saved per doctor',
    )
  })

  it('a feature shows its section', () => {
    expect(preview('feature', { title: 'Nursing station', group: 'capability' })).toEqual({
      title: 'Nursing station',
      subtitle: 'Capability (home page features)',
    })
  })

  it('an FAQ shows its question and the start of its answer', () => {
    const answer = [
      {
        _type: 'block',
        _key: 'a',
        children: [{ _type: 'span', text: 'Yes. MediCore signs a BAA with every customer.' }],
      },
    ]
    expect(preview('faq', { title: 'Is MediCore HIPAA compliant?', answer })).toEqual({
      title: 'Is MediCore HIPAA compliant?',
      subtitle: 'Yes. MediCore signs a BAA with every customer.',
    })
    expect(preview('faq', { title: 'Draft question' }).subtitle).toBe('No answer yet')
  })

  it('a message shows its sender and date', () => {
    const submittedAt = '2026-11-21T14:05:00Z'
    const result = preview('contactMessage', {
      name: 'Dr. Ada Obi',
      email: 'ada@example.org',
      subject: 'Schedule a demo',
      submittedAt,
    })
    expect(result.title).toBe('Dr. Ada Obi')
    expect(result.subtitle).toBe(`${formatReceivedAt(submittedAt)} · English · Schedule a demo`)
    expect(formatReceivedAt(submittedAt)).toMatch(/Nov 21, 2026/)
  })

  it('a message shows the language it was sent in, so that staff answer in it', () => {
    const submittedAt = '2026-11-21T14:05:00Z'
    const result = preview('contactMessage', { name: 'Ada', subject: 'Demostración', locale: 'es', submittedAt })
    expect(result.subtitle).toBe(`${formatReceivedAt(submittedAt)} · Spanish · Demostración`)
  })
})

/* ------------------------------------------- the Studio's own validation */

describe('Studio validation of whole documents', () => {
  it('passes a complete plan', async () => {
    await expect(studioValidate(validPlan)).resolves.toEqual([])
  })

  it('reports each problem of a broken plan on its field, in plain words', async () => {
    const markers = await studioValidate({
      _id: 'drafts.plan-x',
      _type: 'pricingPlan',
      tier: 'starter',
      monthlyPrice: 29,
      annualPrice: 400,
      highlights: ['Everything in Free', ''],
    })
    expect(markers).toEqual([
      { level: 'error', path: 'name', message: 'Give the plan a name.' },
      {
        level: 'error',
        path: 'annualPrice',
        message: expect.stringMatching(/^The annual price \(\$400\) is more than 12 ×/),
      },
      { level: 'error', path: 'integrationLimit', message: expect.stringMatching(/^Enter how many integrations/) },
      { level: 'error', path: 'highlights[1]', message: 'Write the line or remove it.' },
    ])
  })

  it('does not ask for a limit when integrations are unlimited', async () => {
    await expect(
      studioValidate({ ...validPlan, integrationLimit: undefined, unlimitedIntegrations: true }),
    ).resolves.toEqual([])
  })

  it('flags a second plan for a tier through the client query', async () => {
    const fetch = vi.fn(async () => [{ _id: 'plan-starter', name: 'Starter' }])
    const markers = await studioValidate({ ...validPlan, _id: 'drafts.another-starter' }, fetch as never)
    expect(markers).toEqual([
      {
        level: 'error',
        path: 'tier',
        message: expect.stringMatching(/^There is already a Starter plan \(“Starter”\)/),
      },
    ])
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('_type == "pricingPlan"'),
      { tier: 'starter' },
      expect.anything(),
    )
  })

  it('stays usable offline: a failing client adds no error', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(studioValidate(validPlan, offline as never)).resolves.toEqual([])
  })

  it('reports missing FAQ, feature and claim fields in plain words', async () => {
    expect(await studioValidate({ _id: 'faq-x', _type: 'faq', answer: [] })).toEqual([
      { level: 'error', path: 'question', message: 'Write the question.' },
      { level: 'error', path: 'answer', message: 'Write the answer.' },
    ])
    expect(await studioValidate({ _id: 'feature-x', _type: 'feature', title: 'Lab service' })).toEqual([
      { level: 'error', path: 'description', message: 'Write a short description.' },
      { level: 'error', path: 'icon', message: 'Pick an icon from the list.' },
      { level: 'error', path: 'group', message: 'Choose where this item appears on the site.' },
    ])
    expect(await studioValidate({ _id: 'claim-x', _type: 'claim', figure: 150, unit: 'percent' })).toEqual([
      { level: 'error', path: 'figure', message: 'A percentage cannot be more than 100.' },
      { level: 'error', path: 'statement', message: 'Write the statement that follows the figure.' },
      {
        level: 'error',
        path: 'evidence',
        message: 'Fill in the evidence: a claim cannot be published without its source.',
      },
      ...missingEvidence,
    ])
  })
})
