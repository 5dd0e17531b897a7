import type { Claim, PricingPlan } from './content/models'
import { localeNames, locales, type Locale } from './i18n/locales'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Whole US dollars: 0 → "$0", 1250 → "$1,250". */
export const formatUsd = (amount: number) => usd.format(amount)

const integrationWords = {
  en: { unlimited: 'Unlimited integrations', upTo: (count: number) => `Up to ${count} integrations` },
  es: { unlimited: 'Integraciones ilimitadas', upTo: (count: number) => `Hasta ${count} integraciones` },
} satisfies Record<Locale, unknown>

export const formatIntegrations = (integrations: PricingPlan['integrations'], locale: Locale) =>
  integrations === 'unlimited' ? integrationWords[locale].unlimited : integrationWords[locale].upTo(integrations)

/** A plan at a glance, as the Studio previews it: "$29/mo · $217/yr". */
export const formatPlanPrices = (plan: Pick<PricingPlan, 'monthlyPrice' | 'annualPrice'>) =>
  `${formatUsd(plan.monthlyPrice)}/mo · ${formatUsd(plan.annualPrice)}/yr`

/** A claim's figure and its unit, apart: "50" and "%", "5" and " hours per week". */
export const claimFigureParts = (claim: Pick<Claim, 'figure' | 'unit'>, locale: Locale) => ({
  figure: String(claim.figure),
  unit: claim.unit === 'percent' ? '%' : locale === 'es' ? ' horas por semana' : ' hours per week',
})

/** A claim's figure with its unit: "50%", "5 hours per week". */
export const formatClaimFigure = (claim: Pick<Claim, 'figure' | 'unit'>, locale: Locale) => {
  const { figure, unit } = claimFigureParts(claim, locale)
  return figure + unit
}

/** One formatter per language, in UTC so that the server's time zone never shifts a date. */
const formatters = (options: Record<Locale, Intl.DateTimeFormatOptions>) =>
  Object.fromEntries(
    locales.map((locale) => [
      locale,
      new Intl.DateTimeFormat(localeNames[locale].htmlLang, { ...options[locale], timeZone: 'UTC' }),
    ]),
  ) as Record<Locale, Intl.DateTimeFormat>

const longDates = formatters({ en: { dateStyle: 'long' }, es: { dateStyle: 'long' } })
/** Spanish writes the month out: a US-Hispanic reader expects "6 de diciembre de 2026", not "6 dic 2026". */
const dateTimes = formatters({
  en: { dateStyle: 'medium', timeStyle: 'short' },
  es: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
})

/** "November 18, 2026" (in Spanish "18 de noviembre de 2026") for a date or an ISO date or date-time. */
export const formatDate = (date: Date | string, locale: Locale) => longDates[locale].format(new Date(date))

/** A moment, as the account page shows a session's activity: "Nov 23, 2026, 10:31 AM UTC" ("23 de noviembre de 2026 a las 10:31 a.m. UTC"). */
export const formatDateTime = (date: Date, locale: Locale) => `${dateTimes[locale].format(date)} UTC`
