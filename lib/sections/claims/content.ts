import { defineSection } from '../define.ts'
import { chosenIds, headingProjection, headingSearchText, headingShape, idList } from '../parts.ts'

/** The dark band of figures: the claims staff chose (every claim when none is chosen). */
export const claimsSection = defineSection({
  type: 'claimsSection',
  title: 'Claims and benefits',
  projection: `${headingProjection}, ${chosenIds('claims')}`,
  fields: { ...headingShape, claims: idList },
  searchText: headingSearchText,
})
