import { BookOpen } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { addressOf } from '../../routes'
import { collection } from './collection'
import { articleBody } from '../../../schemas/objects/richText'
import { required, requiredUpTo, slugField } from '../../../schemas/shared/fields'
import { formatPublishedAt } from '../../../schemas/documents/post'

/** A user manual to download: listed at /resources, each at /resources/<slug>, translated as a whole document. */
export const schema = defineType({
  name: collection.type,
  title: 'User manual',
  type: 'document',
  icon: BookOpen,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'What the manual covers, in a few words: “Nursing station”.',
      validation: requiredUpTo(58, {
        missing: 'Write the manual’s title.',
        tooLong:
          'Keep the title to 58 characters: with “ | MediCore” it is the page’s title in search results, which cut longer ones.',
      }),
    }),
    slugField({
      description: `The manual’s page is ${addressOf(collection.itemRoute, { slug: '<address>' })}. Generate it from the title; avoid changing it once published.`,
      maxLength: 80,
    }),
    defineField({
      name: 'audience',
      title: 'Who it is for',
      type: 'string',
      description: '“For nurses, charge nurses and ward managers”.',
      validation: required('Say who the manual is for.'),
    }),
    defineField({
      name: 'excerpt',
      title: 'Summary',
      type: 'text',
      rows: 3,
      description:
        'One or two sentences: shown on the list, on the manual’s page, in search results and to search engines.',
      validation: requiredUpTo(300, {
        missing: 'Write a short summary of what the manual covers.',
        tooLong: 'Keep the summary under 300 characters.',
      }),
    }),
    defineField({
      name: 'file',
      title: 'PDF',
      type: 'file',
      description: 'The manual itself, as a PDF in the document’s language.',
      options: { accept: 'application/pdf' },
      validation: required('Upload the manual’s PDF.'),
    }),
    defineField({
      name: 'pages',
      title: 'Pages',
      type: 'number',
      description: 'How many pages the PDF has: visitors see it before they download.',
      validation: (rule) => rule.required().integer().min(1).error('Enter the PDF’s number of pages.'),
    }),
    defineField({
      name: 'version',
      title: 'Version',
      type: 'string',
      description: 'The product version the manual describes: “2026.4”.',
      validation: required('Enter the version the manual describes.'),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Updated on',
      type: 'date',
      initialValue: () => new Date().toISOString().slice(0, 10),
      validation: required('Set the date the manual was last updated.'),
    }),
    defineField({
      name: 'body',
      title: 'What’s inside',
      type: 'array',
      description:
        'The chapters, each a heading with a sentence on what it covers: the page shows them above the download.',
      of: articleBody,
      validation: (rule) => rule.required().min(1).error('Say what the manual covers.'),
    }),
  ],
  orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', version: 'version', updatedAt: 'updatedAt' },
    prepare: ({ title, version, updatedAt }) => ({
      title: title || 'Untitled manual',
      subtitle: [version && `Version ${version}`, formatPublishedAt(updatedAt)].filter(Boolean).join(' · '),
    }),
  },
})
