import { ShieldCheck } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { chosenDocumentMember, defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: ShieldCheck,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: [
    ...headingFields('Compliance'),
    defineField({
      name: 'frameworks',
      title: 'Frameworks',
      type: 'array',
      description: 'The frameworks to show, in this order. Leave empty to show every one (Trust center → Compliance).',
      of: [chosenDocumentMember('complianceFramework')],
    }),
  ],
})
