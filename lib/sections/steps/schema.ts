import { ListOrdered } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema, iconItemsField } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: ListOrdered,
  previewField: 'heading',
  required: { heading: 'heading', steps: 'steps' },
  fields: [
    ...headingFields('How it works'),
    defineField({
      name: 'numbered',
      title: 'Numbered',
      type: 'boolean',
      description:
        'Label each item “Step 1”, “Step 2”… Turn it off for items that are not done in order, such as safeguards.',
      initialValue: true,
    }),
    iconItemsField({ name: 'steps', title: 'Steps', member: { name: 'step' }, what: 'step' }),
  ],
})
