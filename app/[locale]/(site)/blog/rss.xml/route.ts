import { getPublishedPostCards } from '@/lib/content'
import { rssFeed } from '@/lib/blog/rss'
import { isLocale, locales } from '@/lib/i18n/locales'

/** /blog/rss.xml and /es/blog/rss.xml: built with the site, refreshed by the publish webhook like the pages (tagged fetches). */
export const dynamic = 'force-static'

export const generateStaticParams = () => locales.map((locale) => ({ locale }))

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return new Response('No such feed.\n', { status: 404 })
  return new Response(rssFeed(await getPublishedPostCards('', locale), locale), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
