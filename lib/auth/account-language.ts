import { isLocale, type Locale } from '../i18n/locales'

/** The field of the language setting on /account: the language chosen for the account. */
export const LANGUAGE_FIELD = 'language'

/** The language a language form chose; undefined for anything that is not one of the site's. */
export function languageFromForm(formData: FormData): Locale | undefined {
  const value = formData.get(LANGUAGE_FIELD)
  return isLocale(value) ? value : undefined
}
