import { collectionTypeNames, documentTypes, type CollectionTypeName } from '../content/document-types.ts'
import { decodedSegments, isShareCardTail } from '../path-segments.ts'
import { addressOf, routes, type RouteName } from '../routes.ts'

/*
 * Where each collection is served, from lib/routes.ts's entries: its list's route (collection:
 * 'list') and its documents' (collection: 'item', the type's declared address). No React here: the
 * proxy, the sitemap and the language switcher read it.
 */

export type CollectionRoutes = {
  type: CollectionTypeName
  /** The list page's route: /case-studies. */
  list: RouteName
  /** A document's route: /case-studies/:slug. */
  item: RouteName
}

const routeNames = Object.keys(routes) as RouteName[]
const entryOf = (name: RouteName) => routes[name] as { content?: string; collection?: 'list' | 'item' }

export const collectionRoutes: CollectionRoutes[] = collectionTypeNames.map((type) => {
  const list = routeNames.find((name) => entryOf(name).collection === 'list' && entryOf(name).content === type)
  if (!list)
    throw new Error(
      `lib/routes.ts has no list page for ${type}: add a route with collection: 'list' and content: '${type}'.`,
    )
  // The generic pages are app/[locale]/(site)/[slug] and [slug]/[item]: a list's address is one segment.
  if (!/^\/[a-z0-9-]+$/.test(routes[list].path))
    throw new Error(`lib/routes.ts: ${list}'s path must be one segment, such as /case-studies.`)
  const item = documentTypes[type].address
  if (routes[item].path !== `${routes[list].path}/:slug`)
    throw new Error(`lib/routes.ts: ${item}'s path must be its list's plus /:slug (${routes[list].path}/:slug).`)
  return { type, list, item }
})

/** A collection document's address: /case-studies/<slug>. */
export const collectionItemPath = (type: CollectionTypeName, slug: string) =>
  addressOf(documentTypes[type].address, { slug })

/** The one-segment slugs of the collections' list pages: case-studies. */
export const listSegmentOf = ({ list }: CollectionRoutes) => routes[list].path.slice(1)

/** The collection whose list page's one segment is `segment` (the `[slug]` route's parameter), or undefined. */
export const collectionAtSegment = (segment: string) =>
  collectionRoutes.find((collection) => listSegmentOf(collection) === segment)

/**
 * The collection and slug of a document's address (/case-studies/<slug>, without a language
 * prefix) or of its share card's (`card`), or undefined for any other address or an undecodable segment.
 */
export function collectionItemOf(
  path: string,
): { collection: CollectionRoutes; slug: string; card: boolean } | undefined {
  const [first = '', slug, ...tail] = decodedSegments(path) ?? []
  const collection = collectionAtSegment(first)
  if (!collection || !slug) return undefined
  if (tail.length === 0) return { collection, slug, card: false }
  return isShareCardTail(tail) ? { collection, slug, card: true } : undefined
}
