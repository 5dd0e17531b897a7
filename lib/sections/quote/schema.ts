import { Quote } from 'lucide-react'
import { optionalTextField, textField } from '../../../schemas/objects/page-fields'
import { defineSectionSchema, optionalImageField } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: Quote,
  previewField: 'quote',
  required: { quote: 'quote', name: 'name' },
  fields: [
    textField({ name: 'quote', title: 'Quote', rows: 3, missing: 'Write the words being quoted.' }),
    textField({ name: 'name', title: 'Who said it', missing: 'Write the name of who said it.' }),
    optionalTextField({
      name: 'role',
      title: 'Their role',
      description: 'For example “Head nurse, Riverside Clinic”.',
    }),
    optionalImageField('photo', 'Photo', 'A square photo of the person.'),
  ],
})
