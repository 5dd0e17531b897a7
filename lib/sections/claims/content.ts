import { z } from 'zod'
import { defineSection, type SectionOf } from '../define.ts'
import { chosenIds, headingProjection, headingSearchText, headingShape, idList } from '../parts.ts'

/** The dark band of figures: the claims staff chose (every claim when none is chosen), and the benefits if asked. */
export const section = defineSection({
  type: 'claimsSection',
  title: 'Claims and benefits',
  projection: ({ language }) => `${headingProjection}, ${chosenIds('claims', language)}, withBenefits`,
  fields: { ...headingShape, claims: idList, withBenefits: z.boolean().default(false) },
  searchText: headingSearchText,
})

export type Content = SectionOf<typeof section>
