import { getPublishedDocumentAddresses } from '../content'
import { asLocale } from '../i18n/locales'
import { collectionRoutes, listSegmentOf } from './routes'

/**
 * The `[slug]` (the list's segment) and `[item]` of every published document of the collections, in
 * the route's language: their pages and share cards are built ahead. Next hands a child route its
 * parent's `[slug]` only from a layout's params, and `[slug]`'s come from its page: so each
 * document names its list's segment itself.
 */
export async function publishedItemParams({ params }: { params: { locale?: string; slug?: string } }) {
  const locale = asLocale(params.locale)
  const lists = collectionRoutes
    .map((collection) => ({ collection, segment: listSegmentOf(collection) }))
    .filter(({ segment }) => params.slug === undefined || params.slug === segment)
  const documents = await Promise.all(
    lists.map(async ({ collection, segment }) =>
      (await getPublishedDocumentAddresses(collection.type, locale)).map(({ slug }) => ({ slug: segment, item: slug })),
    ),
  )
  return documents.flat()
}

/** What Next passes to a collection document's route and share card. */
export type ItemProps = { params: Promise<{ locale: string; slug: string; item: string }> }
