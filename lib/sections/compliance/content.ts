import { defineSection } from '../define.ts'
import { chosenIds, headingProjection, headingShape, idList } from '../parts.ts'
import { inLanguage } from '../../content/language-filter.ts'

/** The compliance frameworks (HIPAA, SOC 2…): the ones staff chose, in their order, or every one. */
export const complianceSection = defineSection({
  type: 'complianceSection',
  title: 'Compliance frameworks',
  projection: `${headingProjection}, ${chosenIds('frameworks')}`,
  fields: { ...headingShape, frameworks: idList },
  searchText: `[eyebrow, heading, intro, ...*[_type == "complianceFramework" && ${inLanguage}].name, ...*[_type == "complianceFramework" && ${inLanguage}].summary]`,
})
