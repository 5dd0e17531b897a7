import { defaultLocale, localeNames, type Locale } from '../i18n/locales.ts'

/**
 * The language a visitor wrote from, as staff read it in the notification and the inbox: "English",
 * or "Spanish (answer in Spanish)" for a visitor who expects the answer in their own language.
 * Only local .ts imports: `npm run inbox` runs it with Node's type stripping.
 */
export function languageForStaff(locale: Locale): string {
  const name = localeNames[locale].inEnglish
  return locale === defaultLocale ? name : `${name} (answer in ${name})`
}
