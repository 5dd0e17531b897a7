import type { ValidationContext } from 'sanity'
import { DEFAULT_API_VERSION } from '../../lib/env/public'
import { tierTitles, type PlanTier } from '../../lib/content/models/pricingPlan'
import { EVIDENCE_REVIEW_MONTHS, evidenceDueForReview, exceedsPercentCap } from '../../lib/content/rules/claims'
import { annualPriceCap, MIN_INTEGRATION_LIMIT, needsIntegrationLimit } from '../../lib/content/rules/pricing-plans'
import { plansOfTierQuery } from '../../lib/content/queries'
import { formatUsd } from '../../lib/format'

/*
 * The Studio validation rules that carry logic, as small functions of plain values so
 * that unit tests can call them. Each returns true, or a message in plain words for
 * the marketing staff who edit the content.
 */

export type RuleResult = true | string

/** A price: required, whole US dollars, not negative. */
export function validateWholeUsd(price: unknown): RuleResult {
  if (price === undefined || price === null)
    return 'Enter a price in whole US dollars, for example 29. Use 0 for a free plan.'
  if (typeof price !== 'number' || Number.isNaN(price))
    return 'Enter the price as a number of US dollars, for example 29.'
  if (price < 0) return 'A price cannot be negative. Use 0 for a free plan.'
  if (!Number.isInteger(price)) return 'Use whole dollars only, without cents: for example 29 rather than 29.99.'
  return true
}

/** The annual price may not cost more than twelve monthly payments. */
export function validateAnnualPrice(annualPrice: unknown, monthlyPrice: unknown): RuleResult {
  const price = validateWholeUsd(annualPrice)
  if (price !== true) return price
  if (typeof monthlyPrice !== 'number' || !Number.isFinite(monthlyPrice) || monthlyPrice < 0) return true
  const cap = annualPriceCap(monthlyPrice)
  if ((annualPrice as number) > cap) {
    return (
      `The annual price (${formatUsd(annualPrice as number)}) is more than 12 × the monthly price (${formatUsd(cap)}). ` +
      `Paying yearly must never cost more than paying monthly: lower it to ${formatUsd(cap)} or less.`
    )
  }
  return true
}

/** The integration limit: required unless the plan has unlimited integrations. */
export function validateIntegrationLimit(limit: unknown, unlimitedIntegrations: unknown): RuleResult {
  if (!needsIntegrationLimit(unlimitedIntegrations)) return true
  if (limit === undefined || limit === null) {
    return 'Enter how many integrations this plan includes, or switch on “Unlimited integrations”.'
  }
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < MIN_INTEGRATION_LIMIT) {
    return 'The integration limit must be a whole number of at least 1, for example 10.'
  }
  return true
}

/** A claim's figure: required, not negative, and a percentage no higher than 100. */
export function validateClaimFigure(figure: unknown, unit: unknown): RuleResult {
  if (figure === undefined || figure === null) return 'Enter the figure, for example 50.'
  if (typeof figure !== 'number' || Number.isNaN(figure)) return 'Enter the figure as a number, for example 50.'
  if (figure < 0) return 'The figure cannot be negative. Say “fewer” or “less” in the statement instead.'
  if (exceedsPercentCap(figure, unit)) return 'A percentage cannot be more than 100.'
  return true
}

/** A claim's evidence date: a warning once it is older than 18 months (the figure is due for review). */
export function validateClaimEvidenceDate(date: unknown, now: Date = new Date()): RuleResult {
  if (typeof date !== 'string' || !evidenceDueForReview(date, now)) return true
  return `This evidence is more than ${EVIDENCE_REVIEW_MONTHS} months old: the claim is due for review. Check that the figure still holds, then update the evidence and its date (or remove the claim).`
}

/** "drafts.plan-free" and "versions.r1.plan-free" are both versions of "plan-free". */
export const baseDocumentId = (id: string) => id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '')

export type PlanSummary = { _id: string; name?: string | null }
type PlanFetcher = (tier: string) => Promise<PlanSummary[]>

/** The other plans (any version of any other document) that use the same tier. */
export function findOtherPlans(plans: PlanSummary[], documentId: string): PlanSummary[] {
  const own = baseDocumentId(documentId)
  const seen = new Set<string>()
  return plans.filter((plan) => {
    const id = baseDocumentId(plan._id)
    if (id === own || seen.has(id)) return false
    seen.add(id)
    return true
  })
}

const uniqueTierTimeoutMs = 8_000

/**
 * One plan per tier. Asks the Content Lake for other plans of the same tier; when it
 * cannot answer (offline, timed out, no permission) the rule passes rather than block
 * the editor, since the check is only a convenience on top of the site's own.
 */
export async function validateUniqueTier(
  tier: unknown,
  documentId: string | undefined,
  fetchPlans: PlanFetcher,
): Promise<RuleResult> {
  if (typeof tier !== 'string' || !documentId) return true
  let others: PlanSummary[]
  try {
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), uniqueTierTimeoutMs)
    })
    try {
      others = findOtherPlans(await Promise.race([fetchPlans(tier), timeout]), documentId)
    } finally {
      clearTimeout(timer)
    }
  } catch {
    return true
  }
  if (others.length === 0) return true
  const title = tierTitles[tier as PlanTier] ?? tier
  const names = others.map((plan) => `“${plan.name || 'Untitled plan'}”`).join(', ')
  return `There is already a ${title} plan (${names}). Each tier has exactly one plan: edit that one, or pick another tier.`
}

/** validateUniqueTier wired to the Studio's client, for Rule.custom. */
export function uniqueTierRule(tier: unknown, context: ValidationContext): Promise<RuleResult> {
  return validateUniqueTier(tier, context.document?._id, (value) =>
    context
      .getClient({ apiVersion: DEFAULT_API_VERSION })
      .fetch<PlanSummary[]>(plansOfTierQuery, { tier: value }, { perspective: 'raw', signal: context.signal }),
  )
}
