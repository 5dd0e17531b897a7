import { ListOrdered } from 'lucide-react'
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
    iconItemsField({ name: 'steps', title: 'Steps', member: { name: 'step' }, what: 'step' }),
  ],
})
