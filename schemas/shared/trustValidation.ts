import {
  approvedDomainProblem,
  expectedDatePassed,
  inPlaceWithoutEvidence,
  isoDay,
  needsRemarks,
  NOTICE_DAYS,
  noticeDays,
  REPORT_CURRENT_MONTHS,
  reportOutdated,
} from '../../lib/trust/rules'
import type { RuleResult } from './validation'

/*
 * The trust center's Studio rules, as small functions of plain values (lib/trust/rules.ts holds what
 * the site's models apply too). Each returns true, or a message in plain words.
 */

/** A subprocessor change takes effect at least 30 days after it is announced. */
export function validateChangeNotice(change: unknown): RuleResult {
  const { announced, effective } = (change ?? {}) as { announced?: unknown; effective?: unknown }
  if (typeof announced !== 'string' || typeof effective !== 'string') return true
  const days = noticeDays(announced, effective)
  if (days >= NOTICE_DAYS) return true
  return `Customers are told at least ${NOTICE_DAYS} days ahead: this change takes effect ${days} day${days === 1 ? '' : 's'} after its announcement. Move the effective date to ${NOTICE_DAYS} days after the announcement or later.`
}

/** An announcement is dated the day it is published, never later. */
export function validateAnnouncedDate(announced: unknown, today: Date = new Date()): RuleResult {
  if (typeof announced !== 'string') return true
  return announced.slice(0, 10) > isoDay(today)
    ? 'The announcement is dated the day you publish it: it cannot be in the future.'
    : true
}

/** A criterion that the product only partly supports, or does not support, says why. */
export function validateRemarks(remarks: unknown, conformance: unknown): RuleResult {
  if (!needsRemarks(conformance) || (typeof remarks === 'string' && remarks.trim())) return true
  return 'Explain what does not conform, and any workaround: VPAT requires remarks for Partially Supports and Does Not Support.'
}

export function validateApprovedDomain(domain: unknown): RuleResult {
  return approvedDomainProblem(domain) ?? true
}

/** A period ends after it starts. */
export function validatePeriodEnd(end: unknown, start: unknown): RuleResult {
  if (typeof end !== 'string' || typeof start !== 'string') return true
  return end < start ? 'The period ends before it starts: check both dates.' : true
}

/** "In place" only with something a buyer can check: the assessor, or the report or certificate. */
export function validateInPlace(framework: unknown): RuleResult {
  return inPlaceWithoutEvidence((framework ?? {}) as object)
    ? 'Name the assessor or choose the backing document: “In place” says the report or certificate exists.'
    : true
}

/** A date that has passed: a framework's expected date, or an "In place" report's period a year gone. */
export function validateFrameworkDates(framework: unknown, today: Date = new Date()): RuleResult {
  const facts = (framework ?? {}) as object
  const day = isoDay(today)
  if (expectedDatePassed(facts, day))
    return 'The date it was expected by has passed, and the trust page no longer shows it: set the new date, or change the status.'
  if (reportOutdated(facts, day))
    return `The audited period ended more than ${REPORT_CURRENT_MONTHS} months ago: add the latest report’s period, or change the status.`
  return true
}
