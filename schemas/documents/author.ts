import { UserRound } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { imageWithAltField, required } from '../shared/fields'

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
      validation: required('Write the author’s name.'),
    }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'Shown under the name, for example “Head of Clinical Operations”.',
      validation: required('Write the author’s role, for example “Product Lead, Pharmacy”.'),
    }),
    imageWithAltField({
      name: 'photo',
      title: 'Photo',
      description: 'A portrait, shown small and round. Set the hotspot on the face.',
      missing: 'Add a photo or illustration of the author.',
    }),
    defineField({
      name: 'bio',
      title: 'Short bio',
      type: 'text',
      rows: 3,
      description: 'One or two sentences for the author card under each article.',
      validation: required('Write a sentence or two about the author.'),
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'role', media: 'photo' },
  },
})
