import { getAllFeatures, getFeatures } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { inChosenOrder } from '../parts'
import type { Content } from './content'

/** The features staff chose, in their order, or every feature of the chosen kind: its view and Markdown copy show these. */
export async function featuresOf(section: Content, locale: Locale) {
  if (section.source === 'group') return section.group ? getFeatures(section.group, locale) : []
  return inChosenOrder(await getAllFeatures(locale), section.features)
}
