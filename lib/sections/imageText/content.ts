import { z } from 'zod'
import { defineSection, type SectionOf } from '../define.ts'
import {
  ctaModel,
  ctaProjection,
  headingProjection,
  headingShape,
  imageModel,
  imageProjection,
  requiredText,
} from '../parts.ts'

/** A picture beside a heading, a paragraph and an optional link. */
export const section = defineSection({
  type: 'imageTextSection',
  title: 'Image with text',
  projection: ({ language }) =>
    `${headingProjection}, text, imageSide, ${ctaProjection('cta', language)}, ${imageProjection('image')}`,
  fields: {
    ...headingShape,
    text: requiredText,
    image: imageModel,
    imageSide: z.enum(['left', 'right'], 'must be left or right').default('right'),
    cta: ctaModel.optional(),
  },
  searchText: '[eyebrow, heading, intro, text]',
})

export type Content = SectionOf<typeof section>
