import { LayoutGrid } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { featureIcons } from '../lib/content/icons'
import { featureGroups } from '../lib/content/models/feature'
import { titledList } from '../lib/content/options'
import { orderableFields, orderableOrdering } from './ordering'

const groupTitle = (group: unknown) => featureGroups.find((option) => option.value === group)?.title

export const featureType = defineType({
  name: 'feature',
  title: 'Feature',
  type: 'document',
  icon: LayoutGrid,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'A few words, for example “Nursing station” or, for a stakeholder benefit, “Hospitals”.',
      validation: (rule) => rule.required().error('Write a title.'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences on what it does for the reader.',
      validation: (rule) => rule.required().error('Write a short description.'),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      description: 'The picture shown next to the title on the site.',
      options: { list: titledList(featureIcons), layout: 'dropdown' },
      validation: (rule) => rule.required().error('Pick an icon from the list.'),
    }),
    defineField({
      name: 'group',
      title: 'Where it appears',
      type: 'string',
      description: 'The section of the site that lists this item.',
      options: { list: titledList(featureGroups), layout: 'radio' },
      validation: (rule) => rule.required().error('Choose where this item appears on the site.'),
    }),
    ...orderableFields('feature'),
  ],
  orderings: [orderableOrdering],
  preview: {
    select: { title: 'title', group: 'group' },
    prepare: ({ title, group }) => ({
      title: title || 'Untitled feature',
      subtitle: groupTitle(group) ?? 'No section chosen',
    }),
  },
})
