/*
 * A marketing claim's rules, which both the Studio (schemas/shared/validation.ts, with messages for
 * the staff who edit) and its model (lib/content/models/claim.ts, which fails the build) apply.
 */

/** A claim in percent is at most 100. */
export const MAX_PERCENT = 100
export const exceedsPercentCap = (figure: number, unit: unknown) => unit === 'percent' && figure > MAX_PERCENT

/** A claim's evidence older than this many months is due for review (the Studio says so on the claim). */
export const EVIDENCE_REVIEW_MONTHS = 18

/** Whether evidence dated `date` (an ISO date) is older than EVIDENCE_REVIEW_MONTHS at `now`. */
export function evidenceDueForReview(date: string, now: Date = new Date()): boolean {
  const dated = new Date(date)
  if (Number.isNaN(dated.getTime())) return false
  const limit = new Date(now)
  limit.setUTCMonth(limit.getUTCMonth() - EVIDENCE_REVIEW_MONTHS)
  return dated < limit
}
