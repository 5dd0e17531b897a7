import { BadgeCheck } from 'lucide-react'
import { defineArrayMember, defineField } from 'sanity'
import { optionalTextField } from '../../../schemas/objects/page-fields'
import { altTextField } from '../../../schemas/shared/fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: BadgeCheck,
  previewField: 'heading',
  required: { logos: 'logos' },
  fields: [
    optionalTextField({ name: 'heading', title: 'Heading', description: 'For example “Trusted by”.' }),
    defineField({
      name: 'logos',
      title: 'Logos',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'image',
          fields: [altTextField('The organization’s name, as a screen reader should say it.')],
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Add at least one logo.'),
    }),
  ],
})
