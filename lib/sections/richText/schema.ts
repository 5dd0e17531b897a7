import { TextQuote } from 'lucide-react'
import { defineField } from 'sanity'
import { optionalTextField } from '../../../schemas/objects/page-fields'
import { articleBody } from '../../../schemas/objects/richText'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: TextQuote,
  previewField: 'heading',
  required: { body: 'text' },
  fields: [
    optionalTextField({ name: 'heading', title: 'Heading', description: 'Above the text.' }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      of: articleBody,
      validation: (rule) => rule.required().min(1).error('Write the text.'),
    }),
  ],
})
