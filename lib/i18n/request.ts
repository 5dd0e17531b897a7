import { asLocale, type Locale } from './locales'

/** The language of a page or layout under app/[locale], from its `locale` param; an unknown one is English. */
export async function pageLocale(params: Promise<{ locale?: string }>): Promise<Locale> {
  return asLocale((await params).locale)
}

/** The props of a page or layout under app/[locale]. */
export type LocaleProps = { params: Promise<{ locale: string }> }
