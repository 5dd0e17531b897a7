import { Image } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields, sectionCtaField, textField } from '../../../schemas/objects/page-fields'
import { imageWithAltField } from '../../../schemas/shared/fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: Image,
  previewField: 'heading',
  required: { heading: 'heading', text: 'text', image: 'image' },
  fields: [
    ...headingFields('Built for busy clinics'),
    textField({ name: 'text', title: 'Text', rows: 4, missing: 'Write the paragraph beside the image.' }),
    imageWithAltField({
      name: 'image',
      title: 'Image',
      description: 'Shown beside the text, 4:3.',
      missing: 'Add the image.',
    }),
    defineField({
      name: 'imageSide',
      title: 'Image on the',
      type: 'string',
      options: {
        list: [
          { title: 'Right', value: 'right' },
          { title: 'Left', value: 'left' },
        ],
        layout: 'radio',
      },
      initialValue: 'right',
    }),
    sectionCtaField({ name: 'cta', title: 'Link (optional)', optional: true }),
  ],
})
