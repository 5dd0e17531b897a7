import { FileUp } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { asLocale, locales } from '../../lib/i18n/locales'
import { requestKindTitles as kinds } from '../../lib/trust/requests/kinds'
import { languageNames } from '../shared/languages'
import { formatReceivedAt } from './contactMessage'

/*
 * A request sent through the trust center's form (a security questionnaire, a BAA, a pen-test
 * letter), copied here with its file when a Sanity project is connected (lib/trust/studio-copy.ts).
 * The site's database keeps the request; staff only read the copy.
 */
export const trustRequestType = defineType({
  name: 'trustRequest',
  title: 'Trust center request',
  type: 'document',
  icon: FileUp,
  readOnly: true,
  fields: [
    defineField({ name: 'reference', title: 'Reference', type: 'string' }),
    defineField({
      name: 'kind',
      title: 'Request',
      type: 'string',
      options: { list: Object.entries(kinds).map(([value, title]) => ({ value, title })) },
    }),
    defineField({ name: 'name', title: 'Name', type: 'string' }),
    defineField({ name: 'email', title: 'Email', type: 'string', description: 'Reply to this address.' }),
    defineField({ name: 'organization', title: 'Organization', type: 'string' }),
    defineField({ name: 'message', title: 'Message', type: 'text', rows: 6 }),
    defineField({
      name: 'locale',
      title: 'Language',
      type: 'string',
      options: { list: locales.map((locale) => ({ title: languageNames[locale], value: locale })) },
    }),
    defineField({ name: 'fileName', title: 'File name, as sent', type: 'string' }),
    defineField({
      name: 'file',
      title: 'File',
      type: 'file',
      description: 'Its type was checked by its content (PDF, DOCX or XLSX) before it was kept.',
    }),
    defineField({ name: 'submittedAt', title: 'Received', type: 'datetime' }),
  ],
  orderings: [{ title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: {
      reference: 'reference',
      kind: 'kind',
      organization: 'organization',
      locale: 'locale',
      submittedAt: 'submittedAt',
    },
    prepare: ({ reference, kind, organization, locale, submittedAt }) => ({
      title: [reference, organization].filter(Boolean).join(' · ') || 'Request',
      subtitle: [kinds[kind as keyof typeof kinds], formatReceivedAt(submittedAt), languageNames[asLocale(locale)]]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
