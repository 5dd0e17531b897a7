import { Tags } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { addressOf } from '../../lib/routes'
import { required, slugField } from '../shared/fields'

export const categoryType = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  icon: Tags,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: required('Give the category a title, for example “Compliance”.'),
    }),
    slugField({
      description: `The category’s page is ${addressOf('category', { slug: '<address>' })}.`,
      maxLength: 60,
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One sentence shown at the top of the category’s page and to search engines.',
      validation: required('Write one sentence on what the category covers.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
