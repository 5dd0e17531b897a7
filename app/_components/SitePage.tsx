import { getSiteSettings } from '@/lib/content'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { SiteShell } from './SiteShell'

/**
 * A public page: the site's shell around its content, in its language. Each page draws it rather
 * than its layout, since a layout is drawn once for all its pages and does not know their address:
 * the page passes its own (with the query that makes it, such as a search's), so that the language
 * switcher's links carry it and need no Referer. The page stays static; only its links differ.
 */
export async function SitePage({
  locale,
  path,
  query,
  children,
}: {
  locale: Locale
  /** The page's path without a language prefix: /pricing, /blog/some-article. */
  path: string
  /** The part of the query that makes the page what it is: a search's words. */
  query?: Record<string, string>
  children: React.ReactNode
}) {
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : ''
  return (
    <SiteShell
      settings={await getSiteSettings(locale)}
      locale={locale}
      from={`${localizedPath(path, locale)}${search}`}
    >
      {children}
    </SiteShell>
  )
}
