import { FileUp } from 'lucide-react'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { trustRequestSection } from './content'

export const trustRequestSchema = defineSectionSchema({
  content: trustRequestSection,
  icon: FileUp,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: headingFields('Security reviews'),
})
