import { CreditCard } from 'lucide-react'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { pricingSection } from './content'

export const pricingSchema = defineSectionSchema({
  content: pricingSection,
  icon: CreditCard,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: headingFields('Plans for every practice'),
})
