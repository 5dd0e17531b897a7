import { Trophy } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { addressOf } from '../../routes'
import { collection } from './collection'
import { articleBody } from '../../../schemas/objects/richText'
import { altTextField, required, requiredUpTo, slugField } from '../../../schemas/shared/fields'
import { formatPublishedAt } from '../../../schemas/documents/post'

/** A customer's story: listed at /case-studies, each at /case-studies/<slug>, translated as a whole document. */
export const schema = defineType({
  name: collection.type,
  title: 'Case study',
  type: 'document',
  icon: Trophy,
  fields: [
    defineField({
      name: 'title',
      title: 'Headline',
      type: 'string',
      description: 'What the customer achieved, in a line: “Riverside cut emergency waits by a third”.',
      validation: requiredUpTo(58, {
        missing: 'Write the case study’s headline.',
        tooLong:
          'Keep the headline to 58 characters: with “ | MediCore” it is the page’s title in search results, which cut longer ones.',
      }),
    }),
    slugField({
      description: `The case study’s page is ${addressOf(collection.itemRoute, { slug: '<address>' })}. Generate it from the headline; avoid changing it once published.`,
      maxLength: 80,
    }),
    defineField({
      name: 'customer',
      title: 'Customer',
      type: 'string',
      description: 'The organization, as it agreed to be named: “Riverside Community Hospital”.',
      validation: required('Name the customer.'),
    }),
    defineField({
      name: 'excerpt',
      title: 'Summary',
      type: 'text',
      rows: 3,
      description: 'Two sentences: shown on the list, at the top of the page, in search results and to search engines.',
      validation: requiredUpTo(300, {
        missing: 'Write a short summary of the story.',
        tooLong: 'Keep the summary under 300 characters.',
      }),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Published on',
      type: 'date',
      description: 'Case studies are listed newest first by this date.',
      initialValue: () => new Date().toISOString().slice(0, 10),
      validation: required('Set the date the case study is published on.'),
    }),
    defineField({
      name: 'outcomes',
      title: 'Results',
      type: 'array',
      description: 'The figures the customer measured, at most four; the first one is shown on the list.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'outcome',
          title: 'Result',
          fields: [
            defineField({
              name: 'figure',
              title: 'Figure',
              type: 'string',
              description: '“34%”, “2 weeks”, “0 findings”.',
              validation: required('Write the figure.'),
            }),
            defineField({
              name: 'label',
              title: 'What it measures',
              type: 'string',
              description: '“shorter wait in the emergency department”.',
              validation: required('Say what the figure measures.'),
            }),
          ],
          preview: { select: { title: 'figure', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => [
        rule.required().min(1).error('Add at least one result the customer measured.'),
        rule.max(4).error('Keep to four results: the page shows them in one row.'),
      ],
    }),
    defineField({
      name: 'measured',
      title: 'How the results were measured',
      type: 'text',
      rows: 2,
      description:
        'Who measured them, from what, over which period and against what: shown under the results, as every figure on the site has its source.',
      validation: required('Say who measured the results, how, and over which period.'),
    }),
    defineField({
      name: 'coverImage',
      title: 'Cover image (optional)',
      type: 'image',
      options: { hotspot: true },
      description: 'Shown above the story and on share cards.',
      fields: [altTextField('What the image shows, for readers who cannot see it.')],
    }),
    defineField({
      name: 'body',
      title: 'Story',
      type: 'array',
      description: 'The challenge, what changed, and how: use Heading for each part.',
      of: articleBody,
      validation: (rule) => rule.required().min(1).error('Write the story.'),
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', customer: 'customer', publishedAt: 'publishedAt', media: 'coverImage' },
    prepare: ({ title, customer, publishedAt, media }) => ({
      title: title || 'Untitled case study',
      subtitle: [customer, formatPublishedAt(publishedAt)].filter(Boolean).join(' · '),
      media,
    }),
  },
})
