/** The site's languages: English at the root, Spanish under /es. */
export const locales = ['en', 'es'] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = 'en'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/** A page's address in a language: `/users/sign-in` in English, `/es/users/sign-in` in Spanish. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  return `/${locale}${path === '/' ? '' : path}`
}

/** The language of a page's address: the inverse of localizedPath. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) ? first : defaultLocale
}
