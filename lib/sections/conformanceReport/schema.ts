import { Accessibility } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: Accessibility,
  previewField: 'heading',
  required: { heading: 'heading', report: 'report' },
  fields: [
    ...headingFields('Accessibility conformance report'),
    defineField({
      name: 'report',
      title: 'Report',
      type: 'reference',
      to: [{ type: 'conformanceReport' }],
      description: 'The report to show as tables, with its Word download (Trust center → Accessibility reports).',
    }),
  ],
})
