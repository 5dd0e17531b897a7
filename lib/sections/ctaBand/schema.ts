import { Megaphone } from 'lucide-react'
import { defineField } from 'sanity'
import { sectionCtaField, textField } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: Megaphone,
  previewField: 'heading',
  required: { heading: 'heading', text: 'text', primary: 'main button', secondary: 'second button' },
  fields: [
    textField({ name: 'heading', title: 'Heading', missing: 'Write the band’s heading.' }),
    textField({ name: 'text', title: 'Text', rows: 2, missing: 'Write the sentence under the heading.' }),
    defineField({
      name: 'tone',
      title: 'Look',
      type: 'string',
      description: 'Light for a page that already has a dark band, so that two pages never end alike.',
      options: {
        list: [
          { title: 'Dark band', value: 'dark' },
          { title: 'Light band', value: 'light' },
        ],
        layout: 'radio',
      },
      initialValue: 'dark',
    }),
    sectionCtaField({ name: 'primary', title: 'Main button' }),
    sectionCtaField({ name: 'secondary', title: 'Second button' }),
  ],
})
