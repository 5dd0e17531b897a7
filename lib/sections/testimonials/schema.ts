import { MessageSquareQuote } from 'lucide-react'
import { defineArrayMember, defineField } from 'sanity'
import { optionalTextField, textField } from '../../../schemas/objects/page-fields'
import { defineSectionSchema, optionalImageField } from '../schema-parts'
import { section } from './content'

/** The most testimonials a section shows: three fill a row, six two rows. */
const maxTestimonials = 6

const testimonial = defineArrayMember({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'object',
  fields: [
    textField({
      name: 'quote',
      title: 'Quote',
      rows: 4,
      description: 'Their own words, without quotation marks: the site adds them. Two or three sentences read best.',
      missing: 'Write the words being quoted.',
    }),
    textField({
      name: 'name',
      title: 'Name',
      description: 'For example “Dr. Priya Raman”.',
      missing: 'Write who said it.',
    }),
    textField({
      name: 'role',
      title: 'Role',
      description: 'Their job, for example “Chief Medical Officer”.',
      missing: 'Write their role: a quote from nobody in particular convinces nobody.',
    }),
    textField({
      name: 'organization',
      title: 'Organization',
      description: 'Where they work, for example “Riverside Community Hospital”.',
      missing: 'Write their organization.',
    }),
    optionalImageField('photo', 'Photo', 'A square photo of the person, at least 400 × 400 pixels.'),
  ],
  preview: { select: { title: 'name', subtitle: 'organization', media: 'photo' } },
})

export const schema = defineSectionSchema({
  content: section,
  icon: MessageSquareQuote,
  previewField: 'heading',
  required: { testimonials: 'testimonials' },
  fields: [
    optionalTextField({
      name: 'eyebrow',
      title: 'Eyebrow',
      description: 'A few words above the heading, for example “Customers”.',
    }),
    optionalTextField({ name: 'heading', title: 'Heading', description: 'For example “What care teams say”.' }),
    optionalTextField({ name: 'intro', title: 'Introduction', rows: 2, description: 'A sentence under the heading.' }),
    defineField({
      name: 'testimonials',
      title: 'Testimonials',
      type: 'array',
      description: `One is shown large; two or three side by side (at most ${maxTestimonials}). Drag to reorder.`,
      of: [testimonial],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one testimonial.'),
        rule.max(maxTestimonials).error(`Keep to ${maxTestimonials} testimonials at most.`),
      ],
    }),
  ],
})
