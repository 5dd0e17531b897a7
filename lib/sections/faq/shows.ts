import { getFaqs, type Faq } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { inChosenOrder } from '../parts'
import type { Content } from './content'

/** Every FAQ item, or the ones staff chose in their order, of `faqs` (every item in the language). */
export const chosenOf = (section: Content, faqs: Faq[]) =>
  section.source === 'all' ? faqs : inChosenOrder(faqs, section.items)

/** The questions the section shows: its view and Markdown copy show these. */
export const itemsOf = async (section: Content, locale: Locale) => chosenOf(section, await getFaqs(locale))
