import { FileUp } from 'lucide-react'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: FileUp,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: headingFields('Security reviews'),
})
