import { ListOrdered } from 'lucide-react'
import { defineArrayMember, defineField } from 'sanity'
import { featureIcons } from '../../content/icons'
import { headingFields, textField } from '../../../schemas/objects/page-fields'
import { choiceField } from '../../../schemas/shared/fields'
import { defineSectionSchema } from '../schema-parts'
import { stepsSection } from './content'

export const stepsSchema = defineSectionSchema({
  content: stepsSection,
  icon: ListOrdered,
  previewField: 'heading',
  required: { heading: 'heading', steps: 'steps' },
  fields: [
    ...headingFields('How it works'),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'step',
          type: 'object',
          fields: [
            choiceField({
              name: 'icon',
              title: 'Icon',
              choices: featureIcons,
              layout: 'dropdown',
              missing: 'Pick an icon.',
            }),
            textField({ name: 'title', title: 'Title', missing: 'Write the step’s title.' }),
            textField({ name: 'text', title: 'Text', rows: 2, missing: 'Write a sentence on the step.' }),
          ],
        }),
      ],
    }),
  ],
})
