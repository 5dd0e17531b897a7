import type { Locale } from '../i18n/locales.ts'
import { monthly, publishedPage, type BudgetKind } from '../routes/route.ts'

/*
 * A collection: a document type with a list page at a fixed address and a page for each document
 * at the list's address plus its slug (/case-studies, /case-studies/<slug>), in every language. Its
 * folder, lib/collections/<type>/ (docs/content-types.md), holds this declaration (collection.ts),
 * its GROQ and models (content.ts), its Studio schema (schema.ts), and its views and Markdown copies
 * (View.tsx). The route table, the document types and the Studio spread the declarations (listed
 * by `npm run typegen`). Plain TypeScript, like lib/routes.ts, which imports it.
 */

/** What a collection's pages say in one language. */
export type CollectionWords = {
  /** The list page's heading and <title>: "Case studies". */
  title: string
  /** The list page's introduction and description. */
  description: string
  /** What one document is called: a search result's kind ("Case study"). */
  kind: string
}

/** What its documents are besides shown and translated (lib/content/document-types.ts). */
type DocumentFlags = { searched?: true; linkTarget?: true }

export function declareCollection<
  const Type extends string,
  const ListRoute extends string,
  const ItemRoute extends string,
  const ListPath extends `/${string}`,
  const Flags extends DocumentFlags,
  Words extends CollectionWords,
>(declaration: {
  /** The document type: its schema's name, and its folder's. */
  type: Type
  /** The list page: its route's name in the table (lib/routes.ts), its one-segment address, its JavaScript budget. */
  list: { route: ListRoute; path: ListPath; budget?: BudgetKind }
  /** A document's page, at the list's address plus its slug: its route's name, and what staff call one ("A case study"). */
  item: { route: ItemRoute; name: string }
  document: Flags
  /** Its words in each language: the list's, and any its views add (a case study's "Results"). */
  words: Record<Locale, Words>
}) {
  const { type, list, item, words } = declaration
  // The generic pages are app/[locale]/(site)/[slug] and [slug]/[item]: a list's address is one segment.
  if (!/^\/[a-z0-9-]+$/.test(list.path))
    throw new Error(
      `lib/collections/${type}/collection.ts: the list's path must be one segment, such as /case-studies.`,
    )
  const listEntry = {
    ...publishedPage,
    path: list.path,
    name: words.en.title,
    content: type,
    metadata: 'code',
    collection: 'list',
    sitemap: monthly,
    budget: list.budget,
  } as const
  const itemEntry = {
    path: `${list.path}/:slug` as `${ListPath}/:slug`,
    name: item.name,
    content: type,
    metadata: 'page',
    collection: 'item',
    draft: true,
    cache: 'public',
    sitemap: monthly,
    markdown: true,
    linkTarget: false,
  } as const
  return {
    type,
    words,
    listRoute: list.route,
    itemRoute: item.route,
    /** Its two entries of the route table. */
    routes: { [list.route]: listEntry, [item.route]: itemEntry } as { [Name in ListRoute]: typeof listEntry } & {
      [Name in ItemRoute]: typeof itemEntry
    },
    /** Its entry of the document types: shown and translated, served at its item route. */
    document: { shown: true, translated: true, address: item.route, ...declaration.document } as {
      shown: true
      translated: true
      address: ItemRoute
    } & Flags,
  }
}
