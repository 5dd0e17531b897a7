import { Server } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: Server,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: [
    ...headingFields('Subprocessors'),
    defineField({
      name: 'withSubscribe',
      title: 'Show the form to be mailed each change',
      type: 'boolean',
      description: 'Visitors confirm their address by mail before any notice is sent (Trust center → Subprocessors).',
      initialValue: true,
    }),
  ],
})
