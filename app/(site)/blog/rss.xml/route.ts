import { blogIntro } from '@/app/_components/blog/BlogIndex'
import { getPublishedPostCards } from '@/lib/content'
import { rssFeed } from '@/lib/blog/rss'

/** /blog/rss.xml: built with the site, refreshed by the publish webhook like the pages (tagged fetches). */
export const dynamic = 'force-static'

export async function GET() {
  return new Response(rssFeed(await getPublishedPostCards(), blogIntro), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
