import { optionsOf, type ValueOf } from '../content/options.ts'

/*
 * The trust center's rules, which the Studio (with messages for staff) and the site's models (which
 * fail the build naming the document and field) both apply, so that they agree.
 */

/** A compliance framework's status, as the trust page shows it. */
export const frameworkStatuses = optionsOf({ inPlace: 'In place', inProgress: 'In progress', planned: 'Planned' })
export type FrameworkStatus = ValueOf<typeof frameworkStatuses>

/** A day as the trust center's dates are written and compared: YYYY-MM-DD, in UTC. */
export const isoDay = (date: Date = new Date()) => date.toISOString().slice(0, 10)

type FrameworkFacts = {
  status?: unknown
  assessor?: unknown
  document?: unknown
  periodStart?: unknown
  periodEnd?: unknown
}

/** Whether a framework says "In place" with nothing a buyer could check: no assessor and no backing document. */
export const inPlaceWithoutEvidence = ({ status, assessor, document }: FrameworkFacts) =>
  status === 'inPlace' && !(typeof assessor === 'string' && assessor.trim()) && !document

/** Whether a framework not yet in place names a date it was expected by that has passed (`today`, YYYY-MM-DD). */
export const expectedDatePassed = ({ status, periodStart, periodEnd }: FrameworkFacts, today: string) =>
  status !== 'inPlace' && !periodStart && typeof periodEnd === 'string' && periodEnd < today

/** How long after its period ends an "In place" report still reads as current: a year. */
export const REPORT_CURRENT_MONTHS = 12

/** Whether an "In place" framework's audited period ended more than a year before `today` (YYYY-MM-DD). */
export function reportOutdated({ status, periodEnd }: FrameworkFacts, today: string): boolean {
  if (status !== 'inPlace' || typeof periodEnd !== 'string') return false
  const yearAgo = new Date(`${today}T00:00:00Z`)
  yearAgo.setUTCMonth(yearAgo.getUTCMonth() - REPORT_CURRENT_MONTHS)
  return periodEnd < isoDay(yearAgo)
}

/** What a change to a subprocessor does. */
export const subprocessorChangeKinds = optionsOf({
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed (purpose, location or data)',
})
export type SubprocessorChangeKind = ValueOf<typeof subprocessorChangeKinds>

/** A subprocessor change is announced at least this many days before it takes effect. */
export const NOTICE_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000
const utcDay = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`)

/** How many days' notice a change gives: from its announcement to its effective date. */
export const noticeDays = (announced: string, effective: string) =>
  Math.round((utcDay(effective) - utcDay(announced)) / DAY_MS)

/** Who may download a document: anyone, or an approved account that accepted the NDA. */
export const documentAccess = optionsOf({
  public: 'Public: anyone downloads it',
  restricted: 'Restricted: approved accounts that accepted the NDA',
})

/** The files a trust document, and a visitor's attachment, may be: told by their content. */
export const trustFileTypes = {
  pdf: { mime: 'application/pdf', name: 'PDF' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'Word (DOCX)' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'Excel (XLSX)' },
} as const
export type TrustFileType = keyof typeof trustFileTypes
export const isTrustFileType = (value: unknown): value is TrustFileType =>
  typeof value === 'string' && Object.hasOwn(trustFileTypes, value)

/** security.txt's Expires: this many days ahead by default, and never more than a year (RFC 9116, 2.5.5). */
export const SECURITY_TXT_DAYS = { default: 180, min: 7, max: 365 } as const

/** VPAT 2.5's WCAG levels and conformance terms (its "Terms" section). */
export const wcagLevels = optionsOf({ A: 'Level A', AA: 'Level AA', AAA: 'Level AAA' })
export type WcagLevel = ValueOf<typeof wcagLevels>
export const conformanceLevels = optionsOf({
  supports: 'Supports',
  partiallySupports: 'Partially Supports',
  doesNotSupport: 'Does Not Support',
  notApplicable: 'Not Applicable',
  notEvaluated: 'Not Evaluated',
})
export type ConformanceLevel = ValueOf<typeof conformanceLevels>
/** A criterion the product does not fully meet must say why, in its remarks. */
export const needsRemarks = (conformance: unknown) =>
  conformance === 'partiallySupports' || conformance === 'doesNotSupport'

/** A domain staff approve at once: a host name, not a public mail provider's (anyone can have an address there). */
const publicMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
])
const domainLabel = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
export function approvedDomainProblem(domain: unknown): string | undefined {
  if (typeof domain !== 'string' || !domain.trim()) return 'Enter a domain, for example northfield-health.org.'
  const value = domain.trim().toLowerCase()
  if (value.includes('@')) return 'Enter only the domain, after the @: northfield-health.org.'
  if (!new RegExp(`^${domainLabel}(?:\\.${domainLabel})+$`).test(value))
    return 'Write a domain only, such as northfield-health.org: letters, digits, dashes and dots.'
  if (publicMailDomains.has(value))
    return `${value} is a public mail provider: anyone can have an address there. Approve such addresses one by one.`
  return undefined
}

/** Whether an address (already lower case) is on one of the approved domains, or a subdomain of one. */
export function onApprovedDomain(email: string, domains: readonly string[]): boolean {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  return domains.some((domain) => {
    const approved = domain.trim().toLowerCase()
    return approvedDomainProblem(approved) === undefined && (host === approved || host.endsWith(`.${approved}`))
  })
}
