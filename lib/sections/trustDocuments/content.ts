import { defineSection, type SectionOf } from '../define.ts'
import { chosenIds, headingProjection, headingShape, idList } from '../parts.ts'
import { inLanguage } from '../../content/fragments.ts'

/** The trust documents: public ones to download, restricted ones to request under NDA. */
export const section = defineSection({
  type: 'trustDocumentsSection',
  title: 'Trust documents',
  projection: ({ language }) => `${headingProjection}, ${chosenIds('documents', language)}`,
  fields: { ...headingShape, documents: idList },
  searchText: `[eyebrow, heading, intro, ...*[_type == "trustDocument" && ${inLanguage}].title, ...*[_type == "trustDocument" && ${inLanguage}].description]`,
})

export type Content = SectionOf<typeof section>
