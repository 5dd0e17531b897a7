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
