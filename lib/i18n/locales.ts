/**
 * The site's languages. English is the default and keeps every address unprefixed; every other
 * language lives under its own prefix (/es/…). Plain TypeScript (erasable syntax only, no
 * imports): next.config.mjs imports it through lib/routes.ts with Node's type stripping.
 */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'en'

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

/** The language `value` names, or the default one for anything else (a stored or requested language). */
export const asLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale)

/** Each language's tag for <html lang> and Intl: apart from the names below, so that a client component formatting dates carries no more. */
export const languageTags = { en: 'en-US', es: 'es-US' } as const satisfies Record<Locale, string>

/**
 * What each language is called in itself (the language switcher) and in English (for staff: the
 * Studio, the contact inbox and notifications), and its tags for <html lang>, Open Graph and JSON-LD.
 */
export const localeNames = {
  en: { name: 'English', inEnglish: 'English', htmlLang: languageTags.en, openGraph: 'en_US' },
  es: { name: 'Español', inEnglish: 'Spanish', htmlLang: languageTags.es, openGraph: 'es_US' },
} as const satisfies Record<Locale, { name: string; inEnglish: string; htmlLang: string; openGraph: string }>

/** The lang attribute of an entry in `language` on a page in `locale`: only where they differ (an entry not yet translated). */
export const langOfEntry = (language: Locale, locale: Locale) =>
  language === locale ? undefined : localeNames[language].htmlLang

/** A path of the site in `locale`: /pricing stays /pricing in English and becomes /es/pricing in Spanish. */
export const localizedPath = (path: string, locale: Locale) =>
  locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`

/** The language of an address and the address without its prefix: /es/pricing → es, /pricing. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/')
  if (first !== defaultLocale && isLocale(first)) return { locale: first, path: `/${rest.join('/')}` }
  return { locale: defaultLocale, path: pathname }
}
