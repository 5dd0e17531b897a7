import { ThumbsUp } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { chosenDocumentMember, defineSectionSchema, iconItemsField } from '../schema-parts'
import { reasonFigures, section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: ThumbsUp,
  previewField: 'heading',
  required: { heading: 'heading', points: 'reasons' },
  fields: [
    ...headingFields('Why MediCore'),
    defineField({
      name: 'claims',
      title: 'Figures',
      type: 'array',
      description: `Up to ${reasonFigures} claims under the heading, in this order. Leave empty for the first ${reasonFigures} claims.`,
      of: [chosenDocumentMember('claim')],
      validation: (rule) => rule.max(reasonFigures).error(`Choose at most ${reasonFigures} figures.`),
    }),
    iconItemsField({
      name: 'points',
      title: 'Reasons',
      member: { name: 'valuePoint', title: 'Reason' },
      what: 'reason',
    }),
  ],
})
