import { cache } from 'react'
import { asLocale, defaultLocale, type Locale, localizedPath } from './locales'

/*
 * The language of the page being drawn, for the components deep in the tree (links, labels) that
 * would otherwise take it as a prop at every level. React's cache() lasts one render: every
 * layout and page under app/[locale] sets it from its params, since Next draws them in no set order.
 */
const current = cache(() => ({ locale: defaultLocale as Locale }))

/** Reads the `locale` param, sets it as the page's language, and returns it; an unknown one is English. */
export async function pageLocale(params: Promise<{ locale?: string }>): Promise<Locale> {
  const { locale } = await params
  const known = asLocale(locale)
  current().locale = known
  return known
}

/** The language of the page being drawn. */
export const requestLocale = (): Locale => current().locale

/** The props of a page or layout under app/[locale]. */
export type LocaleProps = { params: Promise<{ locale: string }> }

/** A path of the site in the language of the page being drawn: /pricing, or /es/pricing on a Spanish page. */
export const localHref = (path: string) => localizedPath(path, requestLocale())
