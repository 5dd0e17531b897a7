import { z } from 'zod'
import type { CollectionTypeName } from '../content/document-types.ts'
import type { SanityImage } from '../content/models/image.ts'
import { slug, translationsModel } from '../content/models/shared.ts'
import type { Locale } from '../i18n/locales.ts'

/*
 * A collection's content (content.ts in its folder, lib/collections/declare.ts says what the rest
 * is): the GROQ of its list's cards and of a document's page, with their models, the list's order,
 * and a document's metadata. The generic pages, the sitemap, the switcher, the Markdown copies,
 * /llms.txt, the proxy's snapshot and draft mode serve every collection alike (docs/content-types.md).
 */

/** Every card has a title: the list's Markdown copy links it. */
type CardShape = z.ZodRawShape & { title: z.ZodType<string> }

/** The query parameters a collection's GROQ may use, as GROQ names them: { language: '$language' }. */
type QueryParams = { language: `$${string}` }

type CollectionContent<CardFields extends CardShape, ItemFields extends z.ZodRawShape, Item> = {
  /** GROQ, inside a document: what the list's card of it reads (its title at least), besides _id, _type and slug. */
  cardProjection: (params: QueryParams) => string
  cardFields: CardFields
  /** The list's order, as GROQ's order() arguments: "publishedAt desc". */
  order: string
  /** GROQ, inside a document: what its own page reads, besides _id, _type, slug and translations. */
  itemProjection: (params: QueryParams) => string
  itemFields: ItemFields
  /** A document's <title>, description and share image (else its own drawn card). */
  metadata: (item: Item) => { title: string; description: string; shareImage?: SanityImage }
}

type Base<Type extends string> = { _id: z.ZodString; _type: z.ZodLiteral<Type>; slug: typeof slug }
type ItemOf<Type extends string, ItemFields extends z.ZodRawShape> = z.output<
  z.ZodObject<Base<Type> & { translations: typeof translationsModel } & ItemFields>
>

/** A collection's content, for the type its declaration names, with its card's and its page's models derived from their fields. */
export function defineCollection<
  const Type extends CollectionTypeName,
  CardFields extends CardShape,
  ItemFields extends z.ZodRawShape,
>(declared: { type: Type }, content: CollectionContent<CardFields, ItemFields, ItemOf<Type, ItemFields>>) {
  const base = { _id: z.string(), _type: z.literal(declared.type), slug }
  return {
    ...content,
    type: declared.type,
    cardModel: z.object({ ...base, ...content.cardFields }),
    itemModel: z.object({ ...base, translations: translationsModel, ...content.itemFields }),
  }
}

/** What a collection's views (View.tsx) get: its list's cards, or one document. */
export type ListProps<Card> = { cards: Card[]; locale: Locale }
export type ItemProps<Item> = { item: Item; locale: Locale; path: string }
