/*
 * A marketing claim's rules, which both the Studio (schemas/shared/validation.ts, with messages for
 * the staff who edit) and its model (lib/content/models/claim.ts, which fails the build) apply.
 */

/** A claim in percent is at most 100. */
export const MAX_PERCENT = 100
export const exceedsPercentCap = (figure: number, unit: unknown) => unit === 'percent' && figure > MAX_PERCENT
