import { defineSection } from '../define.ts'
import { headingProjection, headingShape, iconItemsModel, iconItemsProjection } from '../parts.ts'

/** "How it works": numbered steps, each with an icon, a title and a sentence. */
export const stepsSection = defineSection({
  type: 'stepsSection',
  title: 'Steps',
  projection: `${headingProjection}, ${iconItemsProjection('steps')}`,
  fields: {
    ...headingShape,
    steps: iconItemsModel('step'),
  },
  searchText: '[eyebrow, heading, intro, ...steps[].title, ...steps[].text]',
})
