import { Scale } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { required, slugField } from '../shared/fields'
import { searchTextField } from '../objects/page-fields'
import { legalBody } from '../objects/richText'

export const legalPageType = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: Scale,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: required('Write the page’s title, for example “Privacy policy”.'),
    }),
    slugField({ description: 'legal for /legal, privacy for /privacy.', maxLength: 40 }),
    searchTextField({
      name: 'description',
      title: 'Summary',
      rows: 2,
      description: 'One sentence at the top of the page, also used by search engines (about 160 characters).',
      missing: 'Write one sentence on what the page covers.',
      limit: 160,
      what: 'description',
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      description: 'Shown on the page. Change it whenever the substance changes.',
      validation: required('Set the date of this version.'),
    }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      description: 'Use Heading for each section: the “On this page” list is built from them.',
      of: legalBody,
      validation: (rule) => rule.required().min(1).error('Write the page’s text.'),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'lastUpdated' } },
})
