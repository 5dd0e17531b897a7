import { ChartNoAxesColumn } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { chosenDocumentMember, defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: ChartNoAxesColumn,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: [
    ...headingFields('Results our customers see'),
    defineField({
      name: 'claims',
      title: 'Claims',
      type: 'array',
      description: 'The figures to show, in this order. Leave empty to show every claim.',
      of: [chosenDocumentMember('claim')],
    }),
    defineField({
      name: 'withBenefits',
      title: 'List the benefits under the figures',
      type: 'boolean',
      description: 'The features of the kind “Benefit”, each with its sentence, as the home page shows them.',
      initialValue: false,
    }),
  ],
})
