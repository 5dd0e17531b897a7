import { z } from 'zod'
import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, headingShape, iconItemsModel, iconItemsProjection } from '../parts.ts'

/** "How it works": steps, each with an icon, a title and a sentence, numbered or not (safeguards are not steps). */
export const section = defineSection({
  type: 'stepsSection',
  title: 'Steps',
  projection: () => `${headingProjection}, numbered, ${iconItemsProjection('steps')}`,
  fields: {
    ...headingShape,
    /** "Step 1", "Step 2"… on each, in an ordered list; else a plain list of cards. */
    numbered: z.boolean('must be true or false').default(true),
    steps: iconItemsModel('step'),
  },
  searchText: '[eyebrow, heading, intro, ...steps[].title, ...steps[].text]',
})

export type Content = SectionOf<typeof section>
