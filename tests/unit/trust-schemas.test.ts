import { describe, expect, it } from 'vitest'
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
