import { MessageCircleQuestionMark } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { chosenDocumentMember, defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: MessageCircleQuestionMark,
  previewField: 'heading',
  required: {
    heading: 'heading',
    // Else the section has nothing to show, and the site leaves it out without a word.
    items: (section) => (section.source === 'chosen' ? 'questions' : undefined),
  },
  fields: [
    ...headingFields('Frequently asked questions'),
    defineField({
      name: 'source',
      title: 'Which questions',
      type: 'string',
      options: {
        list: [
          { title: 'Every question', value: 'all' },
          { title: 'The questions I choose', value: 'chosen' },
        ],
        layout: 'radio',
      },
      initialValue: 'all',
    }),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      of: [chosenDocumentMember('faq')],
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source !== 'chosen',
    }),
  ],
})
