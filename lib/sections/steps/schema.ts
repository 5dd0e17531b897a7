import { ListOrdered } from 'lucide-react'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema, iconItemsField } from '../schema-parts'
import { stepsSection } from './content'

export const stepsSchema = defineSectionSchema({
  content: stepsSection,
  icon: ListOrdered,
  previewField: 'heading',
  required: { heading: 'heading', steps: 'steps' },
  fields: [
    ...headingFields('How it works'),
    iconItemsField({ name: 'steps', title: 'Steps', member: { name: 'step' }, what: 'step' }),
  ],
})
