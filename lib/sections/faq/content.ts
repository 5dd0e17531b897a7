import { z } from 'zod'
import { defineSection } from '../define.ts'
import { chosenIds, headingProjection, headingSearchText, headingShape, idList } from '../parts.ts'

/** Questions and answers: the items staff chose, or all of them. */
export const faqSection = defineSection({
  type: 'faqSection',
  title: 'FAQ',
  projection: `${headingProjection}, source, ${chosenIds('items')}`,
  fields: {
    ...headingShape,
    source: z.enum(['chosen', 'all'], 'must be chosen or all').default('all'),
    items: idList,
  },
  searchText: headingSearchText,
})
