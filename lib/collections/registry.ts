import type { CollectionTypeName } from '../content/document-types'
import { caseStudies } from './caseStudy/content'
import { caseStudyView } from './caseStudy/View'
import { manuals } from './manual/content'
import { manualView } from './manual/View'
import type { CollectionView } from './define'

/*
 * The collections the site serves (lib/collections/define.ts), each with its views. Adding one is
 * its folder plus one line here: the compiler asks for a line for each type lib/content/document-types.ts
 * declares with a collection's route, and schemas/index.ts for its schema (docs/content-types.md).
 */
const declared = {
  caseStudy: { ...caseStudies, ...caseStudyView },
  manual: { ...manuals, ...manualView },
} satisfies { [Type in CollectionTypeName]: { type: Type } }

type Declared = (typeof declared)[CollectionTypeName]
type CardOf<C> = C extends { cardModel: { _output: infer Card } } ? Card : never
type ItemOf<C> = C extends { itemModel: { _output: infer Item } } ? Item : never

/** A collection with its views, its card and document types erased: the generic pages use this. */
export type Collection = Omit<Declared, keyof CollectionView<never, never>> &
  CollectionView<CardOf<Declared>, ItemOf<Declared>>

export const collections = declared as Record<CollectionTypeName, Collection>
