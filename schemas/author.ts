import { UserRound } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { validateImageAlt } from './blogValidation'

export const authorType = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserRound,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Write the author’s name.'),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'Shown under the name, for example “Head of Clinical Operations”.',
      validation: (rule) => rule.required().error('Write the author’s role, for example “Product Lead, Pharmacy”.'),
    }),
    defineField({
      name: 'photo',
      title: 'Photo',
      type: 'image',
      options: { hotspot: true },
      description: 'A portrait, shown small and round. Set the hotspot on the face.',
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          validation: (rule) => rule.custom(validateImageAlt),
        }),
      ],
      validation: (rule) => rule.required().error('Add a photo or illustration of the author.'),
    }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for the author card under each article.',
      validation: (rule) => rule.required().error('Write a sentence or two about the author.'),
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'role', media: 'photo' },
  },
})
