/*
 * A pricing plan's rules, which both the Studio (schemas/shared/validation.ts, with messages for the
 * staff who edit) and its model (lib/content/models/pricingPlan.ts, which fails the build) apply.
 */

/** Paying yearly must never cost more than twelve monthly payments. */
export const annualPriceCap = (monthlyPrice: number) => monthlyPrice * 12

/** A plan names how many integrations it includes, at least one, unless they are unlimited. */
export const MIN_INTEGRATION_LIMIT = 1
export const needsIntegrationLimit = (unlimitedIntegrations: unknown) => unlimitedIntegrations !== true
