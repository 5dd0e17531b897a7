import { TextQuote } from 'lucide-react'
import { defineField } from 'sanity'
import { optionalTextField } from '../../../schemas/objects/page-fields'
import { articleBody } from '../../../schemas/objects/richText'
import { defineSectionSchema } from '../schema-parts'
import { richTextSection } from './content'

export const richTextSchema = defineSectionSchema({
  content: richTextSection,
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
