import { z } from 'zod'
import { defineSection } from '../define.ts'
import { ctaModel, ctaProjection, imageModel, imageProjection, optionalText, requiredText } from '../parts.ts'

/** The top of a page: its heading (the page's h1 when it comes first), text, two calls to action and a picture. */
export const heroSection = defineSection({
  type: 'heroSection',
  title: 'Hero',
  projection: `eyebrow, heading, text, ${ctaProjection('primary')}, ${ctaProjection('secondary')}, note, visual, ${imageProjection('image')}`,
  fields: {
    eyebrow: optionalText,
    heading: requiredText,
    text: requiredText,
    primary: ctaModel,
    secondary: ctaModel.optional(),
    note: optionalText,
    /** Beside the text: nothing, the section's image, or the home page's product carousel. */
    visual: z.enum(['none', 'image', 'carousel'], 'must be none, image or carousel').default('none'),
    image: imageModel.optional(),
  },
  searchText: '[eyebrow, heading, text, note]',
})
