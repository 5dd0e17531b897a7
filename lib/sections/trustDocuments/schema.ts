import { FileLock } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { chosenDocumentMember, defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: FileLock,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: [
    ...headingFields('Documents'),
    defineField({
      name: 'documents',
      title: 'Documents',
      type: 'array',
      description: 'The documents to list, in this order. Leave empty to list every one (Trust center → Documents).',
      of: [chosenDocumentMember('trustDocument')],
    }),
  ],
})
