import { defineSection, type SectionOf } from '../define.ts'
import { chosenIds, headingProjection, headingShape, iconItemsModel, iconItemsProjection, idList } from '../parts.ts'

/** Up to this many figures beside the heading: two rows of two. */
export const reasonFigures = 4

/** "Why MediCore": the heading with a few figures (claims) under it, beside reasons each with an icon. */
export const section = defineSection({
  type: 'reasonsSection',
  title: 'Reasons with figures',
  projection: ({ language }) =>
    `${headingProjection}, ${chosenIds('claims', language)}, ${iconItemsProjection('points')}`,
  fields: {
    ...headingShape,
    claims: idList,
    points: iconItemsModel('reason'),
  },
  searchText: '[eyebrow, heading, intro, ...points[].title, ...points[].text]',
})

export type Content = SectionOf<typeof section>
