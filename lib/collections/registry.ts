import type { z } from 'zod'
import type { CollectionTypeName } from '../content/document-types.ts'
import type { SanityImage } from '../content/models/image.ts'
import type { Locale } from '../i18n/locales.ts'
import type { CollectionWords } from './declare.ts'
import { collectionContents } from './contents.gen.ts'
import { collectionDeclarations } from './declarations.gen.ts'

/*
 * The collections the site serves (lib/collections/<type>/, docs/content-types.md), listed by `npm
 * run typegen`: each one's declaration and content, their card and document types erased, as the
 * generic pages, the Markdown copies and site search read them. No React here: the views are
 * views.gen.ts's.
 */

// A folder's content is for the type its declaration names.
collectionContents satisfies { [Type in CollectionTypeName]: { type: Type } }

type Contents = (typeof collectionContents)[CollectionTypeName]
/** A collection's list card, and one document, as its models read them. */
export type CollectionCard = z.output<Contents['cardModel']>
export type CollectionItem = z.output<Contents['itemModel']>

export type Collection = Omit<Contents, 'metadata'> & {
  words: Record<Locale, CollectionWords>
  metadata: (item: CollectionItem) => { title: string; description: string; shareImage?: SanityImage }
}

/** Each collection, by its type. */
export const collections = Object.fromEntries(
  Object.entries(collectionContents).map(([type, content]) => [
    type,
    { ...content, words: collectionDeclarations[type as CollectionTypeName].words },
  ]),
) as unknown as Record<CollectionTypeName, Collection>
