import { LOCALE_FIELD } from '@/lib/forms/names-and-limits'
import type { Locale } from '@/lib/i18n/locales'

/** Every form's hidden field: the language of its page, so that the server action answers in it. */
export function LocaleField({ locale }: { locale: Locale }) {
  return <input type="hidden" name={LOCALE_FIELD} value={locale} />
}
