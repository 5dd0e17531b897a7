import type { Locale } from './locales'

/** The language switcher's address for `locale`: app/language/[locale] answers it from the Referer. */
export const languageSwitchPath = (locale: Locale) => `/language/${locale}`
