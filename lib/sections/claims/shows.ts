import { getClaims, getFeatures } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { inChosenOrder } from '../parts'
import type { Content } from './content'

/* What the section shows, which its view and its Markdown copy read alike. */

/** The claims staff chose, in their order; every claim when they chose none. */
export async function claimsOf(section: Content, locale: Locale) {
  const claims = await getClaims(locale)
  return section.claims.length ? inChosenOrder(claims, section.claims) : claims
}

/** The features of kind "benefit", when the section asks for them under its figures. */
export const benefitsOf = (section: Content, locale: Locale) =>
  section.withBenefits ? getFeatures('benefit', locale) : Promise.resolve([])
