import { z } from 'zod'
import { featureGroups } from './feature'
import { valuesOf } from '../options'
import { fixedPageNames } from '../../pages/fixed-pages'
import { searchedTypeNames } from '../document-types'
import { requiredText, slug } from './shared'

/** One result of site search: a document in the shape the search query projects. */
export const searchResultModel = z.object({
  _id: z.string(),
  _type: z.enum(searchedTypeNames),
  /** How well it matched: the two search queries' results are merged by it. */
  _score: z.number().optional(),
  title: requiredText,
  slug: slug.optional(),
  /** A fixed page's route (home, pricing…): its address, which has no slug. */
  fixedPage: z.enum(fixedPageNames).optional(),
  group: z.enum(valuesOf(featureGroups)).optional(),
  summary: z.string().optional(),
  text: z.string().optional(),
})

export type SearchResult = z.infer<typeof searchResultModel>
