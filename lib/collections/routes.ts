import type { CollectionTypeName } from '../content/document-types.ts'
import { decodedSegments, isShareCardTail } from '../path-segments.ts'
import { routes, type RouteName } from '../routes.ts'
import { collectionDeclarations } from './declarations.gen.ts'

/*
 * Where each collection is served: its list's route and its documents' (lib/collections/<type>/collection.ts).
 * No React here: the proxy, the sitemap and the language switcher read it.
 */

export type CollectionRoutes = {
  type: CollectionTypeName
  /** The list page's route: /case-studies. */
  list: RouteName
  /** A document's route: /case-studies/:slug. */
  item: RouteName
}

export const collectionRoutes: CollectionRoutes[] = Object.values(collectionDeclarations).map((declared) => ({
  type: declared.type,
  list: declared.listRoute,
  item: declared.itemRoute,
}))

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
