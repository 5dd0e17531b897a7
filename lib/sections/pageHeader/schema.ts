import { Heading } from 'lucide-react'
import { headingFields, sectionCtaField } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: Heading,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: [
    ...headingFields('Plans for every practice'),
    sectionCtaField({ name: 'primary', title: 'Main button (optional)', optional: true }),
    sectionCtaField({ name: 'secondary', title: 'Second button (optional)', optional: true }),
  ],
})
