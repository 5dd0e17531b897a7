import { Mail } from 'lucide-react'
import { defineField } from 'sanity'
import { headingFields } from '../../../schemas/objects/page-fields'
import { defineSectionSchema } from '../schema-parts'
import { section } from './content'

const withoutDetails = ({ parent }: { parent?: unknown }) => !(parent as { details?: boolean } | undefined)?.details

export const schema = defineSectionSchema({
  content: section,
  icon: Mail,
  previewField: 'heading',
  required: { heading: 'heading' },
  fields: [
    ...headingFields('Send us a message'),
    defineField({
      name: 'details',
      title: 'Show the address and email beside the form',
      type: 'boolean',
      description: 'The company’s address and email from the site settings, as the contact page shows them.',
      initialValue: false,
    }),
    defineField({
      name: 'addressHeading',
      title: 'Address heading',
      type: 'string',
      description: 'For example “Our office”.',
      hidden: withoutDetails,
    }),
    defineField({
      name: 'emailHeading',
      title: 'Email heading',
      type: 'string',
      description: 'For example “Email us”.',
      hidden: withoutDetails,
    }),
  ],
})
