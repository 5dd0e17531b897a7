import { getPublishedDocumentAddresses } from '../content'
import { asLocale } from '../i18n/locales'
import { collectionAtSegment } from './routes'

/** The `[item]` of every published document of the collection at `[slug]`, in the route's language: its page and share card are built ahead. */
export async function publishedItemParams({ params }: { params: { locale?: string; slug?: string } }) {
  const collection = collectionAtSegment(params.slug ?? '')
  if (!collection) return []
  const documents = await getPublishedDocumentAddresses(collection.type, asLocale(params.locale))
  return documents.map(({ slug }) => ({ item: slug }))
}

/** What Next passes to a collection document's route and share card. */
export type ItemProps = { params: Promise<{ locale: string; slug: string; item: string }> }
