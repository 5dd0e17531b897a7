import { z } from 'zod'
import { featureIconNames } from '../../content/icons.ts'
import { defineSection } from '../define.ts'
import { chosenIds, headingProjection, headingShape, idList, requiredText } from '../parts.ts'

/** Up to this many figures beside the heading: two rows of two. */
export const reasonFigures = 4

/** "Why MediCore": the heading with a few figures (claims) under it, beside reasons each with an icon. */
export const reasonsSection = defineSection({
  type: 'reasonsSection',
  title: 'Reasons with figures',
  projection: `${headingProjection}, ${chosenIds('claims')}, points[]{ _key, icon, title, text }`,
  fields: {
    ...headingShape,
    claims: idList,
    points: z
      .array(
        z.object({
          _key: z.string(),
          icon: z.enum(featureIconNames, 'must be one of the listed icons'),
          title: requiredText,
          text: requiredText,
        }),
        'must be a list of reasons',
      )
      .min(1, 'needs at least one reason'),
  },
  searchText: '[eyebrow, heading, intro, ...points[].title, ...points[].text]',
})
