import { LayoutGrid } from 'lucide-react'
import { defineField } from 'sanity'
import { featureGroups } from '../../content/models/feature'
import { titledList } from '../../content/options'
import { headingFields, sectionCtaField } from '../../../schemas/objects/page-fields'
import { chosenDocumentMember, defineSectionSchema } from '../schema-parts'
import { section } from './content'

export const schema = defineSectionSchema({
  content: section,
  icon: LayoutGrid,
  previewField: 'heading',
  required: {
    heading: 'heading',
    // Else the grid has nothing to show, and the site leaves it out without a word.
    group: (section) => (section.source === 'chosen' ? undefined : 'kind'),
    features: (section) => (section.source === 'chosen' ? 'features' : undefined),
  },
  fields: [
    ...headingFields('Everything your clinic needs'),
    defineField({
      name: 'source',
      title: 'Which features',
      type: 'string',
      options: {
        list: [
          { title: 'Every feature of one kind', value: 'group' },
          { title: 'The features I choose', value: 'chosen' },
        ],
        layout: 'radio',
      },
      initialValue: 'group',
    }),
    defineField({
      name: 'group',
      title: 'Kind',
      type: 'string',
      options: { list: titledList(featureGroups) },
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source === 'chosen',
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      of: [chosenDocumentMember('feature')],
      hidden: ({ parent }) => (parent as { source?: string } | undefined)?.source !== 'chosen',
    }),
    defineField({
      name: 'look',
      title: 'Look',
      type: 'string',
      options: {
        list: [
          { title: 'Cards on a tinted band', value: 'card' },
          { title: 'Plain, on white', value: 'plain' },
          { title: 'Numbered steps, on white', value: 'step' },
        ],
        layout: 'radio',
      },
      initialValue: 'card',
    }),
    sectionCtaField({
      name: 'link',
      title: 'Link under the grid (optional)',
      description: 'For example “Explore all features”, leading to the features page.',
      optional: true,
    }),
  ],
})
