import { describe, expect, it } from 'vitest'
import { complianceFrameworkModel } from '@/lib/trust/models'
import { studioValidate } from '../support/studio-validate'

/* The trust center's rules in the Studio (schemas/shared/trustValidation.ts), as staff meet them. */

const subprocessor = {
  _id: 'subprocessor-x',
  _type: 'subprocessor',
  name: 'Relaypoint Messaging',
  purpose: 'Appointment reminders',
  location: 'United States',
  dataProcessed: 'Phone numbers',
  since: '2027-01-10',
}
const today = new Date().toISOString().slice(0, 10)
const daysFrom = (date: string, days: number) => new Date(Date.parse(date) + days * 864e5).toISOString().slice(0, 10)
const change = (announced: string, effective: string) => ({
  _key: 'c1',
  _type: 'subprocessorChange',
  kind: 'added',
  announced,
  effective,
  note: 'SMS reminders.',
})

describe('a subprocessor change in the Studio', () => {
  it('takes effect at least 30 days after it is announced', async () => {
    expect(await studioValidate({ ...subprocessor, changes: [change(today, daysFrom(today, 30))] })).toEqual([])
    expect(await studioValidate({ ...subprocessor, changes: [change(today, daysFrom(today, 29))] })).toEqual([
      {
        level: 'error',
        path: 'changes[_key=="c1"]',
        message: `Customers are told at least 30 days ahead: this change takes effect 29 days after its announcement. Move the effective date to 30 days after the announcement or later.`,
      },
    ])
  })

  it('is announced the day it is published, never later', async () => {
    const tomorrow = daysFrom(today, 1)
    expect(await studioValidate({ ...subprocessor, changes: [change(tomorrow, daysFrom(tomorrow, 40))] })).toEqual([
      {
        level: 'error',
        path: 'changes[_key=="c1"].announced',
        message: 'The announcement is dated the day you publish it: it cannot be in the future.',
      },
    ])
  })
})

describe('a compliance framework in the Studio', () => {
  const framework = { _id: 'compliance-x', _type: 'complianceFramework', name: 'SOC 2 Type II', summary: 'Security.' }
  const soc2 = { ...framework, status: 'inPlace', assessor: 'Halvorsen & Reyes CPAs' }

  it('says “In place” only with the assessor or the backing document a buyer can check', async () => {
    expect(await studioValidate(soc2)).toEqual([])
    expect(await studioValidate({ ...soc2, assessor: ' ' })).toEqual([
      {
        level: 'error',
        path: 'status',
        message: 'Name the assessor or choose the backing document: “In place” says the report or certificate exists.',
      },
    ])
    const backed = { ...soc2, assessor: undefined, document: { _type: 'reference', _ref: 'trust-document-soc2' } }
    expect(await studioValidate(backed)).toEqual([])
  })

  it('is refused by the site’s model too: “In place” written around the Studio fails the build naming the field', () => {
    const asRead = { ...soc2, _createdAt: today, _updatedAt: today, language: 'en', order: 1 }
    expect(complianceFrameworkModel.safeParse(asRead).success).toBe(true)
    const parsed = complianceFrameworkModel.safeParse({ ...asRead, assessor: undefined })
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['status', 'is in place, but names no assessor and no document'],
    ])
  })

  it('warns of an expected date that has passed, and of a report whose period ended over a year ago', async () => {
    const yesterday = daysFrom(today, -1)
    expect(await studioValidate({ ...framework, status: 'inProgress', periodEnd: daysFrom(today, 90) })).toEqual([])
    expect(await studioValidate({ ...framework, status: 'inProgress', periodEnd: yesterday })).toEqual([
      {
        level: 'warning',
        path: 'periodEnd',
        message:
          'The date it was expected by has passed, and the trust page no longer shows it: set the new date, or change the status.',
      },
    ])
    const lastYear = { ...soc2, periodStart: daysFrom(today, -800), periodEnd: daysFrom(today, -400) }
    expect(await studioValidate(lastYear)).toEqual([
      expect.objectContaining({
        level: 'warning',
        path: 'periodEnd',
        message: expect.stringMatching(/more than 12 months ago/),
      }),
    ])
    expect(await studioValidate({ ...lastYear, periodEnd: daysFrom(today, -300) })).toEqual([])
  })
})

describe('the accessibility conformance report in the Studio', () => {
  const report = {
    _id: 'conformance-report-x',
    _type: 'conformanceReport',
    title: 'Report',
    product: 'MediCore 2026.4',
    reportDate: '2026-10-15',
    standard: 'WCAG 2.2',
    methods: 'Manual testing.',
  }
  const row = (conformance: string, remarks?: string) => ({
    _key: 'r1',
    _type: 'conformanceCriterion',
    criterion: '2.1.1 Keyboard',
    level: 'A',
    conformance,
    ...(remarks && { remarks }),
  })

  it('asks why a criterion is only partly supported, or not at all', async () => {
    expect(await studioValidate({ ...report, criteria: [row('supports')] })).toEqual([])
    expect(await studioValidate({ ...report, criteria: [row('partiallySupports')] })).toEqual([
      {
        level: 'error',
        path: 'criteria[_key=="r1"].remarks',
        message:
          'Explain what does not conform, and any workaround: VPAT requires remarks for Partially Supports and Does Not Support.',
      },
    ])
    expect(
      await studioValidate({ ...report, criteria: [row('doesNotSupport', 'No keyboard access to the bed board.')] }),
    ).toEqual([])
  })
})

describe('the trust center’s settings in the Studio', () => {
  const settings = {
    _id: 'trustSettings',
    _type: 'trustSettings',
    language: 'en',
    securityContact: 'mailto:security@medicore.example',
    securityPolicy: { _type: 'reference', _ref: 'page-vulnerability-disclosure' },
    securityTxtDays: 180,
    ndaVersion: '2026-09',
    ndaText: 'The agreement.',
  }

  it('refuses a public mail provider as an approved customer domain, and security.txt past a year', async () => {
    expect(await studioValidate({ ...settings, approvedDomains: ['northfield-health.example'] })).toEqual([])
    expect(await studioValidate({ ...settings, approvedDomains: ['gmail.com'] })).toEqual([
      {
        level: 'error',
        path: 'approvedDomains',
        message:
          'gmail.com is a public mail provider: anyone can have an address there. Approve such addresses one by one.',
      },
    ])
    expect(await studioValidate({ ...settings, securityTxtDays: 400 })).toEqual([
      { level: 'error', path: 'securityTxtDays', message: 'Enter a whole number of days from 7 to 365.' },
    ])
    expect(await studioValidate({ ...settings, securityContact: 'security@medicore.example' })).toEqual([
      {
        level: 'error',
        path: 'securityContact',
        message: 'Enter mailto: followed by an address, or an address starting with https://.',
      },
    ])
  })
})
