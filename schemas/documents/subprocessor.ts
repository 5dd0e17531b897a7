import { Server } from 'lucide-react'
import { titleOf } from '../../lib/content/options'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { isoDay, NOTICE_DAYS, subprocessorChangeKinds } from '../../lib/trust/rules'
import { choiceField, httpsOnly, required } from '../shared/fields'
import { orderField, orderOrdering } from '../shared/ordering'
import { validateAnnouncedDate, validateChangeNotice } from '../shared/trustValidation'

/**
 * A change to the subprocessor, announced to subscribers: publishing a new one mails each confirmed
 * subscriber once (in the document's language), adds it to the change history and to the feed.
 */
const change = defineArrayMember({
  name: 'subprocessorChange',
  title: 'Change',
  type: 'object',
  fields: [
    choiceField({
      name: 'kind',
      title: 'What changes',
      choices: subprocessorChangeKinds,
      layout: 'radio',
      initialValue: 'added',
      missing: 'Choose whether it is added, removed or changed.',
    }),
    defineField({
      name: 'announced',
      title: 'Announced on',
      type: 'date',
      initialValue: () => isoDay(),
      description: 'The day you publish it: subscribers are mailed then.',
      validation: (rule) => [
        rule.required().error('Enter the day it is announced (today, when you publish it).'),
        rule.custom((announced) => validateAnnouncedDate(announced)),
      ],
    }),
    defineField({
      name: 'effective',
      title: 'Takes effect on',
      type: 'date',
      description: `At least ${NOTICE_DAYS} days after the announcement, so that customers can object.`,
      validation: (rule) => rule.required().error('Enter the day the change takes effect.'),
    }),
    defineField({
      name: 'note',
      title: 'What changes, for customers',
      type: 'text',
      rows: 3,
      description: 'One or two sentences: what the subprocessor will do, and with which data.',
      validation: required('Say what changes, in a sentence or two.'),
    }),
  ],
  validation: (rule) => rule.custom(validateChangeNotice),
  preview: {
    select: { kind: 'kind', announced: 'announced', effective: 'effective' },
    prepare: ({ kind, announced, effective }) => ({
      title: `${titleOf(subprocessorChangeKinds, kind) ?? 'Change'}, from ${effective ?? '…'}`,
      subtitle: announced ? `Announced ${announced}` : undefined,
    }),
  },
})

/** A company that processes customer data on MediCore's behalf, listed on the trust page. */
export const subprocessorType = defineType({
  name: 'subprocessor',
  title: 'Subprocessor',
  type: 'document',
  icon: Server,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: required('Write the company’s name.'),
    }),
    defineField({
      name: 'website',
      title: 'Website (optional)',
      type: 'url',
      validation: httpsOnly,
    }),
    defineField({
      name: 'purpose',
      title: 'Purpose',
      type: 'string',
      description: 'What it does for MediCore, for example “Cloud hosting and backups”.',
      validation: required('Say what it does for MediCore.'),
    }),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'string',
      description: 'Where it processes data, for example “United States (Virginia, Oregon)”.',
      validation: required('Say where it processes data.'),
    }),
    defineField({
      name: 'dataProcessed',
      title: 'Data processed',
      type: 'string',
      description: 'Which data it sees, for example “All customer data, encrypted”.',
      validation: required('Say which data it processes.'),
    }),
    defineField({
      name: 'since',
      title: 'Since',
      type: 'date',
      description: 'When it started (or starts) processing data. A date to come lists it as upcoming.',
      validation: required('Enter the date it started, or starts, processing data.'),
    }),
    defineField({
      name: 'changes',
      title: 'Changes',
      type: 'array',
      description:
        'Each change you publish is mailed once to the confirmed subscribers of this language, and listed in the change history and its feed.',
      of: [change],
    }),
    orderField,
  ],
  orderings: [orderOrdering],
  preview: {
    select: { title: 'name', subtitle: 'purpose' },
    prepare: ({ title, subtitle }) => ({ title: title || 'Unnamed subprocessor', subtitle }),
  },
})
