import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, headingShape, iconItemsModel, iconItemsProjection } from '../parts.ts'

/** "How it works": numbered steps, each with an icon, a title and a sentence. */
export const section = defineSection({
  type: 'stepsSection',
  title: 'Steps',
  projection: () => `${headingProjection}, ${iconItemsProjection('steps')}`,
  fields: {
    ...headingShape,
    steps: iconItemsModel('step'),
  },
  searchText: '[eyebrow, heading, intro, ...steps[].title, ...steps[].text]',
})

export type Content = SectionOf<typeof section>
