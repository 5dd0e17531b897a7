import { Tags } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { validateSlug } from './blogValidation'

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
      validation: (rule) => rule.required().error('Give the category a title, for example “Compliance”.'),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      description: 'The category’s page is /blog/category/<address>.',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) => rule.custom(validateSlug),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One sentence shown at the top of the category’s page and to search engines.',
      validation: (rule) => rule.required().error('Write one sentence on what the category covers.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
