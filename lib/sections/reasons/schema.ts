import { ThumbsUp } from 'lucide-react'
import { defineArrayMember, defineField } from 'sanity'
import { featureIcons } from '../../content/icons'
import { headingFields, textField } from '../../../schemas/objects/page-fields'
import { choiceField } from '../../../schemas/shared/fields'
import { defineSectionSchema } from '../schema-parts'
import { reasonFigures, reasonsSection } from './content'

export const reasonsSchema = defineSectionSchema({
  content: reasonsSection,
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
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'claim' }] })],
      validation: (rule) => rule.max(reasonFigures).error(`Choose at most ${reasonFigures} figures.`),
    }),
    defineField({
      name: 'points',
      title: 'Reasons',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'valuePoint',
          title: 'Reason',
          type: 'object',
          fields: [
            choiceField({
              name: 'icon',
              title: 'Icon',
              choices: featureIcons,
              layout: 'dropdown',
              missing: 'Pick an icon.',
            }),
            textField({ name: 'title', title: 'Title', missing: 'Write the reason’s title.' }),
            textField({ name: 'text', title: 'Text', rows: 2, missing: 'Write a sentence on the reason.' }),
          ],
        }),
      ],
    }),
  ],
})
