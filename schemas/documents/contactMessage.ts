import { Inbox } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { asLocale, locales } from '../../lib/i18n/locales'
import { languageNames } from '../shared/languages'

const receivedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** "Nov 21, 2026, 2:05 PM", or nothing for a missing or malformed date. */
export function formatReceivedAt(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : receivedAt.format(date)
}

/*
 * Messages sent through the site's contact form. The site writes them; staff only
 * read them, so every field is read-only.
 */
export const contactMessageType = defineType({
  name: 'contactMessage',
  title: 'Contact message',
  type: 'document',
  icon: Inbox,
  readOnly: true,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', readOnly: true }),
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      readOnly: true,
      description: 'Reply to this address.',
    }),
    defineField({
      // Not `language`: that field marks the translated documents (schemas/shared/languages.ts).
      name: 'locale',
      title: 'Language',
      type: 'string',
      readOnly: true,
      options: { list: locales.map((locale) => ({ title: languageNames[locale], value: locale })) },
      description:
        'The language of the site the visitor wrote from: answer in it. Empty on messages received before the language was recorded (shown as English).',
    }),
    defineField({ name: 'subject', title: 'Subject', type: 'string', readOnly: true }),
    defineField({ name: 'message', title: 'Message', type: 'text', rows: 8, readOnly: true }),
    defineField({
      name: 'submittedAt',
      title: 'Received',
      type: 'datetime',
      readOnly: true,
      description: 'When the form was sent.',
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'submittedAtDesc', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: { name: 'name', email: 'email', subject: 'subject', locale: 'locale', submittedAt: 'submittedAt' },
    prepare: ({ name, email, subject, locale, submittedAt }) => ({
      title: name || email || 'Unknown sender',
      subtitle: [formatReceivedAt(submittedAt) ?? 'Date unknown', languageNames[asLocale(locale)], subject]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
