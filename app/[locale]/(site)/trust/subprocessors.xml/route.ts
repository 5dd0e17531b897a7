import { isLocale, locales } from '@/lib/i18n/locales'
import { plainNotFound } from '@/lib/plain-not-found'
import { getPublishedSubprocessors } from '@/lib/content'
import { subprocessorFeed } from '@/lib/trust/feed'

/** /trust/subprocessors.xml and /es/…: built with the site, refreshed by the publish webhook like the pages (tagged fetches). */
export const dynamic = 'force-static'

export const generateStaticParams = () => locales.map((locale) => ({ locale }))

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) return plainNotFound('No such feed.')
  return new Response(subprocessorFeed(await getPublishedSubprocessors(locale), locale), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
