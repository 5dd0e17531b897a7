import { LockKeyhole } from 'lucide-react'
import { titleOf } from '../../lib/content/options'
import { defineField, defineType } from 'sanity'
import { asLocale, locales } from '../../lib/i18n/locales'
import { languageNames } from '../shared/languages'
import { formatReceivedAt } from './contactMessage'

const statuses = [
  { title: 'Waiting for a decision', value: 'pending' },
  { title: 'Approved', value: 'approved' },
  { title: 'Refused', value: 'refused' },
]

/*
 * An account's request for the restricted trust documents, copied here when a Sanity project is
 * connected (lib/trust/studio-copy.ts). Staff decide with "Decision" and publish: the site
 * applies it (the publish webhook), mails the account, and rewrites this copy with its new state.
 * Everything else is the site's, read-only.
 */
export const trustAccessRequestType = defineType({
  name: 'trustAccessRequest',
  title: 'Access request',
  type: 'document',
  icon: LockKeyhole,
  fields: [
    defineField({
      name: 'decision',
      title: 'Decision',
      type: 'string',
      description:
        'Approve or refuse, then publish: the account is mailed, and the decision shows under “State” within seconds.',
      options: {
        list: [
          { title: 'Approve: may download the restricted documents', value: 'approve' },
          { title: 'Refuse', value: 'refuse' },
        ],
        layout: 'radio',
      },
    }),
    defineField({ name: 'status', title: 'State', type: 'string', readOnly: true, options: { list: statuses } }),
    defineField({ name: 'email', title: 'Email', type: 'string', readOnly: true }),
    defineField({ name: 'name', title: 'Name', type: 'string', readOnly: true }),
    defineField({
      name: 'locale',
      title: 'Language',
      type: 'string',
      readOnly: true,
      options: { list: locales.map((locale) => ({ title: languageNames[locale], value: locale })) },
    }),
    defineField({ name: 'ndaVersion', title: 'NDA version accepted', type: 'string', readOnly: true }),
    defineField({ name: 'ndaAcceptedAt', title: 'NDA accepted', type: 'datetime', readOnly: true }),
    defineField({ name: 'requestedAt', title: 'Requested', type: 'datetime', readOnly: true }),
    defineField({ name: 'decidedAt', title: 'Decided', type: 'datetime', readOnly: true }),
    defineField({ name: 'decidedBy', title: 'Decided by', type: 'string', readOnly: true }),
  ],
  orderings: [{ title: 'Newest first', name: 'requestedAtDesc', by: [{ field: 'requestedAt', direction: 'desc' }] }],
  preview: {
    select: { email: 'email', status: 'status', locale: 'locale', requestedAt: 'requestedAt' },
    prepare: ({ email, status, locale, requestedAt }) => ({
      title: email || 'Access request',
      subtitle: [titleOf(statuses, status), formatReceivedAt(requestedAt), languageNames[asLocale(locale)]]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
