import { Mail } from 'lucide-react'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { contactFormSection } from './content'

export const contactFormSchema = defineSectionSchema({
  content: contactFormSection,
  icon: Mail,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: headingFields('Send us a message'),
})
