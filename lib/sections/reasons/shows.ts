import { getClaims } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { inChosenOrder } from '../parts'
import { reasonFigures, type Content } from './content'

/** The claims staff chose, in their order; the first few when they chose none: its view and Markdown copy show these. */
export async function figuresOf(section: Content, locale: Locale) {
  const claims = await getClaims(locale)
  return (section.claims.length ? inChosenOrder(claims, section.claims) : claims).slice(0, reasonFigures)
}
