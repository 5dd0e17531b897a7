import type { APIRequestContext, Page } from '@playwright/test'
import { splitLocale, type Locale } from '@/lib/i18n/locales'

/** A plan's card on /pricing, found by its heading. */
export const planCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The paths of the sitemap's pages in `locale`: /es/pricing, /es/blog/…; the English ones unprefixed. */
export async function sitemapPaths(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  return paths.filter((path) => splitLocale(path).locale === locale)
}
