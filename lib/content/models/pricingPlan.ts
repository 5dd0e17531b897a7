import { z } from 'zod'
import { annualPriceCap, MIN_INTEGRATION_LIMIT, needsIntegrationLimit } from '../rules/pricing-plans'
import { documentBase, orderRank, requiredText, wholeUsd } from './shared'

export const planTiers = ['free', 'starter', 'business', 'ultimate'] as const
export type PlanTier = (typeof planTiers)[number]

/** Each tier's name, as the Studio offers it and names it in messages. */
export const tierTitles: Record<PlanTier, string> = {
  free: 'Free',
  starter: 'Starter',
  business: 'Business',
  ultimate: 'Ultimate',
}

const integrationLimitModel = z
  .number('is required unless integrations are unlimited')
  .int('must be a whole number')
  .min(MIN_INTEGRATION_LIMIT, `must be at least ${MIN_INTEGRATION_LIMIT}`)

export const pricingPlanModel = documentBase('pricingPlan')
  .extend({
    orderRank,
    tier: z.enum(planTiers, 'must be free, starter, business or ultimate'),
    name: requiredText,
    tagline: z.string().trim().optional(),
    monthlyPrice: wholeUsd,
    annualPrice: wholeUsd,
    unlimitedIntegrations: z.boolean().optional().default(false),
    // Checked below only when the plan needs it: with unlimited integrations the Studio hides the
    // field and accepts whatever it held before.
    integrationLimit: z.unknown().optional(),
    hipaaCompliant: z.boolean().optional().default(false),
    advancedSecurity: z.boolean().optional().default(false),
    unlimitedStorage: z.boolean().optional().default(false),
    dedicatedAccountManager: z.boolean().optional().default(false),
    highlights: z.array(requiredText).optional().default([]),
  })
  .superRefine((plan, ctx) => {
    if (plan.annualPrice > annualPriceCap(plan.monthlyPrice)) {
      ctx.addIssue({
        code: 'custom',
        path: ['annualPrice'],
        message: `must not be more than 12 × the monthly price ($${annualPriceCap(plan.monthlyPrice)})`,
      })
    }
    const limit = integrationLimitModel.safeParse(plan.integrationLimit)
    if (needsIntegrationLimit(plan.unlimitedIntegrations) && !limit.success) {
      ctx.addIssue({ code: 'custom', path: ['integrationLimit'], message: limit.error.issues[0]!.message })
    }
  })
  .transform(({ unlimitedIntegrations, integrationLimit, ...plan }) => ({
    ...plan,
    integrations: unlimitedIntegrations ? ('unlimited' as const) : (integrationLimit as number),
  }))

export type PricingPlan = z.output<typeof pricingPlanModel>
