import { z } from 'zod'
import { image } from '../../content/fragments.ts'
import { defineSection, type SectionOf } from '../define.ts'
import { headingProjection, headingShape, imageModel, optionalText, requiredText } from '../parts.ts'

/** What one customer said, who they are, where they work, and their photo. */
const testimonialModel = z.object({
  _key: z.string(),
  quote: requiredText,
  name: requiredText,
  role: requiredText,
  organization: requiredText,
  photo: imageModel.nullish(),
})

export type Testimonial = z.infer<typeof testimonialModel>

/** Named customers' words: the proof a buyer looks for, one quote large or several side by side. */
export const section = defineSection({
  type: 'testimonialsSection',
  title: 'Testimonials',
  projection: () =>
    `${headingProjection}, "testimonials": testimonials[]{ _key, quote, name, role, organization, "photo": photo${image} }`,
  fields: {
    ...headingShape,
    heading: optionalText,
    testimonials: z.array(testimonialModel, 'must be a list of testimonials').min(1, 'needs at least one testimonial'),
  },
  searchText:
    '[eyebrow, heading, intro, ...testimonials[].quote, ...testimonials[].name, ...testimonials[].organization]',
})

export type Content = SectionOf<typeof section>
