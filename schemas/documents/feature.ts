import { LayoutGrid } from 'lucide-react'
import { titleOf } from '../../lib/content/options'
import { defineField, defineType } from 'sanity'
import { featureIcons } from '../../lib/content/icons'
import { featureGroups } from '../../lib/content/models/feature'
import { choiceField, required } from '../shared/fields'
import { orderableType } from '../shared/ordering'

const groupTitle = (group: unknown) => titleOf(featureGroups, group)

export const featureType = defineType(
  orderableType({
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
        validation: required('Write a title.'),
      }),
      defineField({
        name: 'description',
        title: 'Description',
        type: 'text',
        rows: 3,
        description: 'One or two sentences on what it does for the reader.',
        validation: required('Write a short description.'),
      }),
      choiceField({
        name: 'icon',
        title: 'Icon',
        description: 'The picture shown next to the title on the site.',
        choices: featureIcons,
        layout: 'dropdown',
        missing: 'Pick an icon from the list.',
      }),
      choiceField({
        name: 'group',
        title: 'Where it appears',
        description: 'The section of the site that lists this item.',
        choices: featureGroups,
        layout: 'radio',
        missing: 'Choose where this item appears on the site.',
      }),
    ],
    preview: {
      select: { title: 'title', group: 'group' },
      prepare: ({ title, group }) => ({
        title: title || 'Untitled feature',
        subtitle: groupTitle(group) ?? 'No section chosen',
      }),
    },
  }),
)
