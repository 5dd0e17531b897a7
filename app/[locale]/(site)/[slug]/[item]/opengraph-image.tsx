import { socialCard } from '@/app/_components/social-card'
import { publishedItemParams, type ItemProps } from '@/lib/collections/params'
import { collections } from '@/lib/collections/registry'
import { collectionAtSegment } from '@/lib/collections/routes'
import { getCollectionItem } from '@/lib/content'
import { asLocale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { shareCardId } from '@/lib/path-segments'
import { shareCardSize } from '@/lib/seo'
import { site } from '@/lib/site'

/*
 * A collection document's share card (a case study's), for one without an image of its own from
 * the CMS: the collection's name, the document's title and summary, drawn like an article's.
 */
export const generateStaticParams = publishedItemParams

export const generateImageMetadata = ({ params }: { params: { locale: string } }) => [
  {
    id: shareCardId,
    alt: siteText(asLocale(params.locale)).shareAlt(site.name),
    size: shareCardSize,
    contentType: 'image/png',
  },
]

export default async function CollectionItemImage({ params }: ItemProps) {
  const locale = await pageLocale(params)
  const { slug, item: itemSlug } = await params
  const collection = collectionAtSegment(slug)
  const content = collection && collections[collection.type]
  const item = content && (await getCollectionItem(content, itemSlug, locale))
  const words = item ? content.metadata(item) : undefined
  return socialCard(
    {
      mark: { side: 56, radius: 14, fontSize: 40 },
      headingStyle: { gap: 20, fontSize: 36 },
      heading: site.name,
      body: (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
          {content && <div style={{ fontSize: 30, color: '#5eead4' }}>{content.list[locale].title}</div>}
          <div style={{ fontSize: words && words.title.length > 70 ? 56 : 68, lineHeight: 1.1, letterSpacing: -1.5 }}>
            {words?.title ?? site.name}
          </div>
          {/* A summary may run to 300 characters: smaller past 200, so that it stays on the card. */}
          <div style={{ fontSize: (words?.description.length ?? 0) > 200 ? 24 : 28, color: '#bae6fd' }}>
            {words?.description ?? siteText(locale).tagline}
          </div>
        </div>
      ),
    },
    shareCardSize,
  )
}
