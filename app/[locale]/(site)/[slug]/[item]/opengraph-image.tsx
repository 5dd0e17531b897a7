import { ownCard, ownCardMetadata } from '@/app/_components/social-card'
import { publishedItemParams, type ItemProps } from '@/lib/collections/params'
import { collections } from '@/lib/collections/registry'
import { collectionAtSegment } from '@/lib/collections/routes'
import { getCollectionItem } from '@/lib/content'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { site } from '@/lib/site'

/*
 * A collection document's share card (a case study's), for one without an image of its own from
 * the CMS: the collection's name, the document's title and summary.
 */
export const generateStaticParams = publishedItemParams

export const generateImageMetadata = ownCardMetadata((locale) => siteText(locale).shareAlt(site.name))

export default async function CollectionItemImage({ params }: ItemProps) {
  const locale = await pageLocale(params)
  const { slug, item: itemSlug } = await params
  const collection = collectionAtSegment(slug)
  const content = collection && collections[collection.type]
  const item = content && (await getCollectionItem(content, itemSlug, locale))
  const words = item ? content.metadata(item) : undefined
  return ownCard({
    heading: site.name,
    eyebrow: content?.words[locale].title,
    headline: words?.title ?? site.name,
    line: words?.description ?? siteText(locale).tagline,
  })
}
