import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, headingSearchText, headingShape } from '../parts.ts'

/** The form for a security questionnaire, a BAA or a pen-test letter, with one attachment (lib/trust/requests). */
export const section = defineSection({
  type: 'trustRequestSection',
  title: 'Security questionnaire form',
  projection: () => headingProjection,
  fields: headingShape,
  searchText: headingSearchText,
})

export type Content = SectionOf<typeof section>
