import { defineSection, type SectionOf } from '../define.ts'
import { chosenIds, headingProjection, headingShape, idList } from '../parts.ts'
import { inLanguage } from '../../content/fragments.ts'

/** The compliance frameworks (HIPAA, SOC 2…): the ones staff chose, in their order, or every one. */
export const section = defineSection({
  type: 'complianceSection',
  title: 'Compliance frameworks',
  projection: ({ language }) => `${headingProjection}, ${chosenIds('frameworks', language)}`,
  fields: { ...headingShape, frameworks: idList },
  searchText: `[eyebrow, heading, intro, ...*[_type == "complianceFramework" && ${inLanguage}].name, ...*[_type == "complianceFramework" && ${inLanguage}].summary]`,
})

export type Content = SectionOf<typeof section>
