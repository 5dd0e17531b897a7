import { z } from 'zod'
import { defineSection, type SectionOf } from '../define.ts'
import { chosenIds, headingProjection, headingSearchText, headingShape, idList } from '../parts.ts'

/** Questions and answers: the items staff chose, or all of them. */
export const section = defineSection({
  type: 'faqSection',
  title: 'FAQ',
  projection: ({ language }) => `${headingProjection}, source, ${chosenIds('items', language)}`,
  fields: {
    ...headingShape,
    source: z.enum(['chosen', 'all'], 'must be chosen or all').default('all'),
    items: idList,
  },
  searchText: headingSearchText,
})

export type Content = SectionOf<typeof section>
