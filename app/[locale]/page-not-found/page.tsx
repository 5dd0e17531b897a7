import type { Metadata } from 'next'
import { NotFoundContent } from '@/app/_components/NotFoundContent'
import { SiteShell } from '@/app/_components/SiteShell'
import { getSiteSettings } from '@/lib/content'
import { localizedPath } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request'
import { notFoundMetadata } from '@/lib/seo'

/*
 * The 404 page in each language, prerendered: proxy.ts answers an address nobody published under
 * /es with this page and the 404 status (lib/routes.ts's notFoundPagePath), as Next's own 404 page
 * (app/not-found.tsx) can only be drawn once, in English. Its own address is a 404 too.
 */
type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params))
}

export default async function PageNotFound({ params }: Props) {
  // Set for the page's whole drawing: the header's and footer's links read it (CtaLink).
  const locale = await pageLocale(params)
  return (
    <SiteShell settings={await getSiteSettings(locale)} locale={locale} from={localizedPath('/', locale)}>
      <NotFoundContent locale={locale} />
    </SiteShell>
  )
}
