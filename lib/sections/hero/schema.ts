import { PanelTop } from 'lucide-react'
import { defineField } from 'sanity'
import { optionalTextField, sectionCtaField, textField } from '../../../schemas/objects/page-fields'
import { defineSectionSchema, optionalImageField } from '../schema-parts'
import { heroSection } from './content'

export const heroSchema = defineSectionSchema({
  content: heroSection,
  icon: PanelTop,
  previewField: 'heading',
  required: { heading: 'heading', text: 'text', primary: 'main button' },
  fields: [
    optionalTextField({ name: 'eyebrow', title: 'Eyebrow', description: 'A few words above the heading.' }),
    textField({
      name: 'heading',
      title: 'Heading',
      description: 'The page’s main heading when the hero comes first.',
      missing: 'Write the heading.',
    }),
    textField({ name: 'text', title: 'Text', rows: 3, missing: 'Write a sentence or two under the heading.' }),
    sectionCtaField({ name: 'primary', title: 'Main button' }),
    sectionCtaField({ name: 'secondary', title: 'Second button (optional)', optional: true }),
    optionalTextField({ name: 'note', title: 'Note', description: 'A short line under the buttons.' }),
    defineField({
      name: 'visual',
      title: 'Beside the text',
      type: 'string',
      options: {
        list: [
          { title: 'Nothing', value: 'none' },
          { title: 'The image below', value: 'image' },
          { title: 'The product carousel (the home page’s screens)', value: 'carousel' },
        ],
        layout: 'radio',
      },
      initialValue: 'none',
    }),
    optionalImageField('image', 'Image', 'Shown beside the text when “The image below” is chosen.'),
  ],
})
