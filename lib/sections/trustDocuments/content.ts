import { defineSection } from '../define.ts'
import { chosenIds, headingProjection, headingShape, idList } from '../parts.ts'
import { inLanguage } from '../../content/language-filter.ts'

/** The trust documents: public ones to download, restricted ones to request under NDA. */
export const trustDocumentsSection = defineSection({
  type: 'trustDocumentsSection',
  title: 'Trust documents',
  projection: `${headingProjection}, ${chosenIds('documents')}`,
  fields: { ...headingShape, documents: idList },
  searchText: `[eyebrow, heading, intro, ...*[_type == "trustDocument" && ${inLanguage}].title, ...*[_type == "trustDocument" && ${inLanguage}].description]`,
})
