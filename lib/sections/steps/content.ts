import { z } from 'zod'
import { featureIconNames } from '../../content/icons.ts'
import { defineSection } from '../define.ts'
import { headingProjection, headingShape, requiredText } from '../parts.ts'

/** "How it works": numbered steps, each with an icon, a title and a sentence. */
export const stepsSection = defineSection({
  type: 'stepsSection',
  title: 'Steps',
  projection: `${headingProjection}, steps[]{ _key, icon, title, text }`,
  fields: {
    ...headingShape,
    steps: z
      .array(
        z.object({
          _key: z.string(),
          icon: z.enum(featureIconNames, 'must be one of the listed icons'),
          title: requiredText,
          text: requiredText,
        }),
        'must be a list of steps',
      )
      .min(1, 'needs at least one step'),
  },
  searchText: '[eyebrow, heading, intro, ...steps[].title, ...steps[].text]',
})
