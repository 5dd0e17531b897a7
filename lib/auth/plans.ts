import { planTiers, tierTitles, type PlanTier } from '../content/models/pricingPlan'

/*
 * The plan a visitor signs up for, from the pricing page's buttons (`/users/sign-up?plan=starter`),
 * and the trial that comes with a paid plan. No Better Auth here: the pages and the tests use it too.
 */

export type { PlanTier }

/** Every paid plan starts with a trial this many days long. */
export const TRIAL_DAYS = 14

const DAY_MS = 24 * 60 * 60 * 1000

function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (planTiers as readonly string[]).includes(value)
}

/** A `?plan=` value (or a submitted hidden field) as one of the CMS's plan tiers: Free when none or unknown. */
export function planFromQuery(value: string | string[] | null | undefined): PlanTier {
  const first = Array.isArray(value) ? value[0] : value
  const tier = typeof first === 'string' ? first.trim().toLowerCase() : ''
  return isPlanTier(tier) ? tier : 'free'
}

/** When the trial of a new account on `plan` ends: TRIAL_DAYS from now for a paid plan, none for Free. */
export function trialEndFor(plan: PlanTier, now: Date = new Date()): Date | null {
  return plan === 'free' ? null : new Date(now.getTime() + TRIAL_DAYS * DAY_MS)
}

/** The tier's own name ("Free"), which the English plan documents use too. */
export const planName = (plan: PlanTier) => tierTitles[plan]

/**
 * The plan's name in a language: the name its plan document gives it there (`plans`, that
 * language's pricing plans, which keep the product's names: docs/translations.md#plan-names), or the
 * tier's own name when none does.
 */
export const planNameIn = (plans: readonly { tier: PlanTier; name: string }[], plan: PlanTier) =>
  plans.find((candidate) => candidate.tier === plan)?.name ?? planName(plan)

/**
 * The trial of an account whose address was just proven (confirmed, or reset by a mailed link):
 * TRIAL_DAYS from now for a paid plan whose trial has not started; nothing to change otherwise.
 */
export function trialOnProof(account: object, now: Date = new Date()): { trialEndsAt?: Date } {
  const { plan, trialEndsAt } = account as { plan?: unknown; trialEndsAt?: unknown }
  if (trialEndsAt) return {}
  const end = trialEndFor(planFromQuery(typeof plan === 'string' ? plan : undefined), now)
  return end ? { trialEndsAt: end } : {}
}
