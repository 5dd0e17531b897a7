import { z } from 'zod'
import type { CollectionTypeName } from '../content/document-types.ts'
import type { SanityImage } from '../content/models/image.ts'
import { slug, translationsModel } from '../content/models/shared.ts'
import type { Locale } from '../i18n/locales.ts'

/*
 * A collection: a document type with a list page at a fixed address and a page for each document
 * at the list's address plus its slug (/case-studies, /case-studies/<slug>), in every language.
 * Its routes are lib/routes.ts's entries with `collection: 'list'` and `'item'`; its folder holds
 * this declaration (content.ts), its Studio schema (schema.ts) and its views (View.tsx), and
 * collections/registry.ts lists it. The generic pages, the sitemap, the switcher, the Markdown
 * copies, /llms.txt, the proxy's snapshot and draft mode serve every collection alike
 * (docs/content-types.md).
 */

/** Every card has a title: the list's Markdown copy links it. */
type CardShape = z.ZodRawShape & { title: z.ZodType<string> }

export type CollectionContent<
  Type extends CollectionTypeName,
  CardFields extends CardShape,
  ItemFields extends z.ZodRawShape,
> = {
  type: Type
  /** GROQ, inside a document: what the list's card of it reads (its title at least), besides _id, _type and slug. */
  cardProjection: string
  cardFields: CardFields
  /** The list's order, as GROQ's order() arguments: "publishedAt desc". */
  order: string
  /** GROQ, inside a document: what its own page reads, besides _id, _type, slug and translations. */
  itemProjection: string
  itemFields: ItemFields
  /** The list page's words in each language: its heading and <title>, and its introduction and description. */
  list: Record<Locale, { title: string; description: string }>
  /** What one document is called in each language: a search result's kind ("Case study"). */
  kind: Record<Locale, string>
}

/** A collection's content declaration, with its card's and its page's models derived from their fields. */
export function defineCollection<
  Type extends CollectionTypeName,
  CardFields extends CardShape,
  ItemFields extends z.ZodRawShape,
>(content: CollectionContent<Type, CardFields, ItemFields>) {
  const base = { _id: z.string(), _type: z.literal(content.type), slug }
  return {
    ...content,
    cardModel: z.object({ ...base, ...content.cardFields }),
    itemModel: z.object({ ...base, translations: translationsModel, ...content.itemFields }),
  }
}

/** How a collection is shown: its list's cards, a document's page, their metadata and Markdown copies. */
export type CollectionView<Card, Item> = {
  /** The cards of the list page, below its heading (the generic page draws that). */
  List: (props: { cards: Card[]; locale: Locale }) => React.ReactNode | Promise<React.ReactNode>
  /** A document's page, below the site's header: its h1 and everything else. */
  Item: (props: { item: Item; locale: Locale; path: string }) => React.ReactNode | Promise<React.ReactNode>
  /** A document's <title>, description and share image (else the site's card). */
  metadata: (item: Item) => { title: string; description: string; shareImage?: SanityImage }
  markdown: {
    /** A card's line in the list's Markdown copy, after its linked title. */
    card: (card: Card, locale: Locale) => string
    /** A document's Markdown copy. */
    item: (item: Item, locale: Locale) => string
  }
}
