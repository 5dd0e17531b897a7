import { z } from 'zod'
import { image } from '../../content/fragments.ts'
import { defineSection, type SectionOf } from '../define.ts'
import { ctaModel, ctaProjection, imageModel, imageProjection, optionalText, requiredText } from '../parts.ts'

/** One product screen of the hero's carousel: a picture, a title in bold and a sentence. */
const slideModel = z.object({
  _key: z.string(),
  image: imageModel,
  title: requiredText,
  caption: requiredText,
})

export type Slide = z.infer<typeof slideModel>

/** The top of a page: its heading (the page's h1 when it comes first), text, two calls to action and a picture. */
export const section = defineSection({
  type: 'heroSection',
  title: 'Hero',
  opensPage: true,
  projection: ({
    language,
  }) => `eyebrow, heading, text, ${ctaProjection('primary', language)}, ${ctaProjection('secondary', language)}, note, visual, ${imageProjection('image')},
    carouselLabel, "slides": slides[]{ _key, title, caption, "image": image${image} }`,
  fields: {
    eyebrow: optionalText,
    heading: requiredText,
    text: requiredText,
    primary: ctaModel,
    secondary: ctaModel.optional(),
    note: optionalText,
    /** Beside the text: nothing, the section's image, or a carousel of product screens. */
    visual: z.enum(['none', 'image', 'carousel'], 'must be none, image or carousel').default('none'),
    image: imageModel.optional(),
    /** The carousel's name for screen readers, and its screens. */
    carouselLabel: optionalText,
    slides: z.array(slideModel, 'must be a list of slides').default([]),
  },
  searchText: '[eyebrow, heading, text, note]',
})

export type Content = SectionOf<typeof section>
