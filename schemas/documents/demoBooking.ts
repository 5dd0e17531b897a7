import { CalendarClock } from 'lucide-react'
import { defineField, defineType } from 'sanity'
import { demoRoles, demoSizes } from '../../lib/forms/demo-fields'
import { asLocale, locales } from '../../lib/i18n/locales'
import { languageNames } from '../shared/languages'
import { formatReceivedAt } from './contactMessage'

/** The roles as staff read them (the visitor's form words them in each language, lib/i18n/messages). */
const roleTitles: Record<(typeof demoRoles)[number], string> = {
  hospital: 'Hospital',
  clinic: 'Clinic',
  doctor: 'Doctor',
  nurse: 'Nurse',
  lab: 'Laboratory',
  other: 'Other',
}

/*
 * A copy of each demo booking, for staff to read in the Studio when a Sanity project is connected
 * (lib/demo/studio-copy.ts). The booking itself lives in the site's database, whose UNIQUE index
 * keeps a time to one visitor; the site rewrites this copy at each move or cancellation, so every
 * field is read-only.
 */
export const demoBookingType = defineType({
  name: 'demoBooking',
  title: 'Demo booking',
  type: 'document',
  icon: CalendarClock,
  readOnly: true,
  fields: [
    defineField({
      name: 'status',
      title: 'State',
      type: 'string',
      options: {
        list: [
          { title: 'Booked', value: 'booked' },
          { title: 'Cancelled', value: 'cancelled' },
        ],
      },
    }),
    defineField({ name: 'startsAt', title: 'Starts', type: 'datetime' }),
    defineField({ name: 'endsAt', title: 'Ends', type: 'datetime' }),
    defineField({ name: 'specialist', title: 'Product specialist', type: 'string' }),
    defineField({ name: 'specialistKey', title: 'Product specialist’s key', type: 'string', hidden: true }),
    defineField({ name: 'name', title: 'Name', type: 'string' }),
    defineField({ name: 'email', title: 'Work email', type: 'string', description: 'Reply to this address.' }),
    defineField({ name: 'organization', title: 'Organization', type: 'string' }),
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      options: { list: demoRoles.map((value) => ({ title: roleTitles[value], value })) },
    }),
    defineField({
      name: 'size',
      title: 'Size',
      type: 'string',
      options: { list: demoSizes.map((value) => ({ title: `${value} people`, value })) },
    }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 5 }),
    defineField({
      name: 'locale',
      title: 'Language',
      type: 'string',
      options: { list: locales.map((locale) => ({ title: languageNames[locale], value: locale })) },
      description: 'The language of the page the visitor booked from: the meeting is in it.',
    }),
    defineField({ name: 'timeZone', title: 'Visitor’s time zone', type: 'string' }),
    defineField({
      name: 'sequence',
      title: 'Changes',
      type: 'number',
      description: 'How many times the visitor moved or cancelled it (the invitation’s SEQUENCE).',
    }),
    defineField({ name: 'bookedAt', title: 'Booked', type: 'datetime' }),
    defineField({ name: 'updatedAt', title: 'Last changed', type: 'datetime' }),
  ],
  orderings: [{ title: 'Earliest first', name: 'startsAtAsc', by: [{ field: 'startsAt', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', organization: 'organization', startsAt: 'startsAt', status: 'status', locale: 'locale' },
    prepare: ({ name, organization, startsAt, status, locale }) => ({
      title: [name, organization].filter(Boolean).join(', ') || 'Unknown visitor',
      subtitle: [
        status === 'cancelled' ? 'Cancelled' : undefined,
        formatReceivedAt(startsAt) ?? 'Time unknown',
        languageNames[asLocale(locale)],
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
