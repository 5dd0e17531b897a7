import { ownCard, ownCardMetadata } from '@/app/_components/social-card'
import { getPage } from '@/lib/content'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { publishedPageParams, type PageProps } from '@/lib/pages/params'
import { site } from '@/lib/site'
import { headlineOf } from '@/lib/sections/registry'

/* A page's share card: its own headline (its opening section's heading, else its title), drawn like the site's card. */
export const generateStaticParams = publishedPageParams

export const generateImageMetadata = ownCardMetadata((locale) => siteText(locale).shareAlt(site.name))

export default async function PageImage({ params }: PageProps) {
  const locale = await pageLocale(params)
  const page = await getPage((await params).slug, locale)
  return ownCard({
    heading: site.name,
    headline: page ? headlineOf(page) : site.name,
    line: page?.seo.description ?? siteText(locale).tagline,
  })
}
