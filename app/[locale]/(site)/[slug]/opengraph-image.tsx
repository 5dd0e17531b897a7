import { socialCard } from '@/app/_components/social-card'
import { getPage } from '@/lib/content'
import { asLocale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { publishedPageParams, type PageProps } from '@/lib/pages/params'
import { shareCardId } from '@/lib/path-segments'
import { shareCardSize } from '@/lib/seo'
import { site } from '@/lib/site'
import { headlineOf } from '@/lib/sections/PageSections'

/* A page's share card: its own headline (its opening section's heading, else its title), drawn like the site's card. */
export const generateStaticParams = publishedPageParams

export const generateImageMetadata = ({ params }: { params: { locale: string } }) => [
  {
    id: shareCardId,
    alt: siteText(asLocale(params.locale)).shareAlt(site.name),
    size: shareCardSize,
    contentType: 'image/png',
  },
]

export default async function PageImage({ params }: PageProps) {
  const locale = await pageLocale(params)
  const words = siteText(locale)
  const page = await getPage((await params).slug, locale)
  const headline = page ? headlineOf(page) : site.name
  return socialCard(
    {
      mark: { side: 56, radius: 14, fontSize: 40 },
      headingStyle: { gap: 20, fontSize: 36 },
      heading: site.name,
      body: (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
          <div style={{ fontSize: headline.length > 70 ? 56 : 68, lineHeight: 1.1, letterSpacing: -1.5 }}>
            {headline}
          </div>
          <div style={{ fontSize: 28, color: '#bae6fd' }}>{page?.seo.description ?? words.tagline}</div>
        </div>
      ),
    },
    shareCardSize,
  )
}
