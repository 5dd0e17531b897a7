/*
 * Content rules that both the Studio (schemas/shared/validation.ts, with messages for the staff who
 * edit) and the zod models (lib/content/models, which fail the build) apply, so they agree.
 */

/** Paying yearly must never cost more than twelve monthly payments. */
export const annualPriceCap = (monthlyPrice: number) => monthlyPrice * 12

/** A plan names how many integrations it includes, at least one, unless they are unlimited. */
export const MIN_INTEGRATION_LIMIT = 1
export const needsIntegrationLimit = (unlimitedIntegrations: unknown) => unlimitedIntegrations !== true

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
