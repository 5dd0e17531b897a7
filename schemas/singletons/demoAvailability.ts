import { CalendarClock } from 'lucide-react'
import { defineArrayMember, defineField, defineType, type Path, type ValidationContext } from 'sanity'
import {
  boundsMessage,
  dayNames,
  specialistKeyPattern,
  specialistProblems,
  timeOfDayPattern,
  timeZoneName,
  weekdays,
  withinBounds,
  type BoundedField,
} from '../../lib/demo/availability'
import { publishedSpecialistsQuery, upcomingBookingsQuery } from '../../lib/content/queries'
import { DEFAULT_API_VERSION } from '../../lib/env/public'
import { baseDocumentId } from '../shared/validation'

/*
 * When visitors may book a demo (/demo): the product specialists and their weekly hours, and the
 * booking rules. One document for every language: it shows visitors no words of its own (a
 * specialist's name is a name). docs/demo-bookings.md explains the rules to staff.
 *
 * The rules are the site's (lib/demo/availability.ts): each field checks its own bounds, taken
 * from the model, and the document's rule reports what spans fields (one key per specialist, no
 * overlapping hours) on the field concerned, and refuses to drop a key that upcoming demos use.
 */

/** A specialist's name for a message, or their place in the list while it is missing. */
const nameOf = (specialist: unknown, fallback: string) => {
  const name = (specialist as { name?: unknown } | undefined)?.name
  return typeof name === 'string' && name.trim() ? name.trim() : fallback
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const hoursMember = defineArrayMember({
  name: 'weeklyHours',
  title: 'Hours',
  type: 'object',
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'string',
      options: { list: weekdays.map((value) => ({ value, title: dayNames[value] })) },
      validation: (rule) => rule.required().error('Pick the day.'),
    }),
    defineField({
      name: 'start',
      title: 'From',
      type: 'string',
      description: 'On the specialist’s clock, 24-hour, for example 09:00.',
      validation: (rule) => rule.required().regex(timeOfDayPattern).error('Write a time such as 09:00.'),
    }),
    defineField({
      name: 'end',
      title: 'To',
      type: 'string',
      description: 'The last meeting ends by then, for example 17:00.',
      validation: (rule) => rule.required().regex(timeOfDayPattern).error('Write a time such as 17:00.'),
    }),
  ],
  preview: {
    select: { day: 'day', start: 'start', end: 'end' },
    prepare: ({ day, start, end }) => ({
      title: `${dayNames[day as keyof typeof dayNames] ?? day}: ${start}–${end}`,
    }),
  },
})

/** The key's own rule: required, and the model's format. Unique across specialists: the document's rule. */
function validateSpecialistKey(key: unknown): true | string {
  if (key === undefined || key === null || key === '') return 'Write a key, for example “dana-lee”.'
  if (typeof key !== 'string' || !specialistKeyPattern.test(key))
    return 'Write a short key of lowercase letters, digits and dashes (up to 40), for example “dana-lee”.'
  return true
}

function validateTimeZone(zone: unknown): true | string {
  if (zone === undefined || zone === null || zone === '')
    return 'Write the time zone, as an IANA name such as America/Chicago.'
  return timeZoneName.safeParse(zone).success
    ? true
    : `“${String(zone)}” is not a time zone: write an IANA name such as America/Chicago or Europe/Madrid.`
}

const specialistMember = defineArrayMember({
  name: 'specialist',
  title: 'Product specialist',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      validation: (rule) => rule.required().error('Write the name.'),
    }),
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description:
        'A short key of their own, for example “dana-lee”: bookings name their specialist by it. Once demos are booked with them, never change or remove it (the Studio refuses to publish that while their upcoming demos stand); change the name freely. A duplicated specialist needs a new key.',
      validation: (rule) => rule.custom(validateSpecialistKey),
    }),
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      description: 'Where their invitations go.',
      validation: (rule) => rule.required().email().error('Write an email address.'),
    }),
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      type: 'string',
      description: 'Where they work, as an IANA name such as America/Chicago: their hours are on this clock.',
      validation: (rule) => rule.custom(validateTimeZone),
    }),
    defineField({
      name: 'hours',
      title: 'Weekly hours',
      type: 'array',
      of: [hoursMember],
      description:
        'The same day may have several ranges (09:00–12:00 and 13:00–17:00), but they must not overlap. Remove every range to stop new bookings with them and keep them in the list.',
      validation: (rule) =>
        rule.custom((hours, context) =>
          hours === undefined || hours === null
            ? `Add ${nameOf(context.parent, 'this specialist')}’s weekly hours.`
            : true,
        ),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'timeZone' } },
})

/** A number field whose bounds are the model's (availabilityBounds), with the same words. */
const bounded = (name: BoundedField, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'number',
    description,
    // Missing counts as out of bounds: the site needs every one of them.
    validation: (rule) => rule.custom((value) => (withinBounds(name, value) ? true : boundsMessage(name))),
  })

/** A path below the specialists' list (`[1, 'key']`) as the Studio's, by each item's `_key` where it has one. */
function studioPath(specialists: unknown[], path: (string | number)[]): Path {
  const [index, field, hoursIndex, ...rest] = path
  const specialist = specialists[index as number] as { _key?: string; hours?: { _key?: string }[] } | undefined
  const item = (key: string | undefined, position: number) => (key ? { _key: key } : position)
  const out: Path = ['specialists', item(specialist?._key, index as number)]
  if (field !== undefined) out.push(field)
  if (typeof hoursIndex === 'number') out.push(item(specialist?.hours?.[hoursIndex]?._key, hoursIndex))
  return [...out, ...rest]
}

/** How long the Studio waits for the Content Lake before it says it could not check the bookings. */
const lakeTimeoutMs = 8_000

type SpecialistSummary = { _key?: string; key?: string | null; name?: string | null }
type BookingSummary = { specialist?: string | null; specialistKey?: string | null }

/** What the Studio asks the Content Lake: the published availability's specialists, and the upcoming demos. */
type BookingsLake = {
  publishedSpecialists(id: string): Promise<SpecialistSummary[] | null>
  upcomingBookings(now: string): Promise<BookingSummary[]>
}

const lakeFor = (context: ValidationContext): BookingsLake => {
  const client = () => context.getClient({ apiVersion: DEFAULT_API_VERSION })
  const options = { perspective: 'published' as const, signal: context.signal }
  return {
    publishedSpecialists: (id) => client().fetch(publishedSpecialistsQuery, { id }, options),
    upcomingBookings: (now) => client().fetch(upcomingBookingsQuery, { now }, options),
  }
}

async function withinTime<T>(ask: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    return await Promise.race([
      ask(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), lakeTimeoutMs)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** Whether a booking's copy is with this specialist: by key when the copy carries it, else by name. */
const bookedWith = (booking: BookingSummary, specialist: SpecialistSummary) =>
  booking.specialistKey ? booking.specialistKey === specialist.key : booking.specialist === specialist.name

/**
 * Every key the published availability has and this version lacks (removed, or renamed) while
 * upcoming demos are booked with it: the site's bookings name their specialist by the key, so those
 * times would be offered again and their mails would go to another specialist. When the Content
 * Lake cannot answer, publishing is refused too: a removed key cannot be put back for the bookings
 * it loses.
 */
async function validateKeptKeys(
  document: { _id?: string; specialists?: unknown } | undefined,
  lake: BookingsLake,
  now = Date.now(),
): Promise<{ message: string; path: Path }[]> {
  if (!document?._id) return []
  const specialists = Array.isArray(document.specialists) ? (document.specialists as SpecialistSummary[]) : []
  const kept = new Set(specialists.map((specialist) => specialist?.key))
  let dropped: SpecialistSummary[] = []
  let bookings: BookingSummary[] = []
  try {
    const published = await withinTime(() => lake.publishedSpecialists(baseDocumentId(document._id!)))
    dropped = (published ?? []).filter((specialist) => specialist?.key && !kept.has(specialist.key))
    if (!dropped.length) return []
    bookings = await withinTime(() => lake.upcomingBookings(new Date(now).toISOString()))
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'no answer'
    if (!dropped.length)
      return [
        {
          path: ['specialists'],
          message: `The Studio could not compare the specialists’ keys with the published version (${reason}), so it cannot tell whether this version drops a key that upcoming demos use. Try again in a moment.`,
        },
      ]
    return dropped.map((specialist) => ({
      path: ['specialists'],
      message: `The Studio could not check whether upcoming demos are booked with the key “${specialist.key}” (${nameOf(specialist, 'a specialist')}), which this version removes or renames (${reason}). Try again in a moment, or keep the key.`,
    }))
  }
  return dropped.flatMap((specialist) => {
    const count = (bookings ?? []).filter((booking) => bookedWith(booking, specialist)).length
    if (!count) return []
    // Renamed: the same item of the list has another key now; removed: the list itself.
    const renamed = specialist._key && specialists.find((current) => current?._key === specialist._key)
    return [
      {
        path: renamed ? ['specialists', { _key: specialist._key! }, 'key'] : ['specialists'],
        message: `${count === 1 ? 'An upcoming demo is' : `${count} upcoming demos are`} booked with the key “${specialist.key}” (${nameOf(specialist, 'a specialist')}), which this version ${renamed ? 'renames' : 'removes'}. Bookings name their specialist by this key: without it, ${count === 1 ? 'its time' : 'their times'} would be offered to visitors again and the mails would go to another specialist. Keep the key “${specialist.key}” (change only the name), or have ${count === 1 ? 'that demo' : 'those demos'} moved or cancelled first (npm run demos lists them).`,
      },
    ]
  })
}

/** The document's rule: the problems that span fields, each on its field, then the keys upcoming demos use. */
async function validateDemoAvailability(document: unknown, context: ValidationContext) {
  const doc = document as { _id?: string; specialists?: unknown } | undefined
  const specialists = Array.isArray(doc?.specialists) ? doc.specialists : []
  const problems = specialistProblems(specialists).map(({ path, message }) => ({
    path: studioPath(specialists, path),
    message: `${capitalized(message)}.`,
  }))
  const keys = await validateKeptKeys(doc, lakeFor(context))
  const all = [...problems, ...keys]
  return all.length ? all : true
}

export const demoAvailabilityType = defineType({
  name: 'demoAvailability',
  title: 'Demo availability',
  type: 'document',
  icon: CalendarClock,
  description:
    'When visitors may book a demo on /demo. Changes apply to new bookings only: bookings already made keep their time.',
  fields: [
    defineField({
      name: 'specialists',
      title: 'Product specialists',
      type: 'array',
      of: [specialistMember],
      description:
        'A time is offered when at least one of them is free; a booking goes to whoever has fewest that week.',
      validation: (rule) => rule.required().min(1).error('Add at least one specialist, or visitors see no times.'),
    }),
    bounded('meetingMinutes', 'Meeting length (minutes)', 'For example 30.'),
    bounded('bufferMinutes', 'Buffer between meetings (minutes)', 'Free time a specialist keeps after each meeting.'),
    bounded(
      'noticeHours',
      'Minimum notice (hours)',
      'How long before a meeting it may be booked at the latest, for example 24.',
    ),
    bounded('daysAhead', 'Days ahead', 'How far ahead visitors may book, for example 21 (three weeks).'),
    defineField({
      name: 'daysOff',
      title: 'Days off and holidays',
      type: 'array',
      description: 'No meetings on these dates, for any specialist.',
      of: [
        defineArrayMember({
          name: 'dayOff',
          title: 'Day off',
          type: 'object',
          fields: [
            defineField({
              name: 'date',
              title: 'Date',
              type: 'date',
              validation: (rule) => rule.required().error('Pick the date.'),
            }),
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description: 'For staff, for example “Thanksgiving”.',
            }),
          ],
          preview: { select: { title: 'date', subtitle: 'name' } },
        }),
      ],
    }),
  ],
  validation: (rule) => rule.custom(validateDemoAvailability),
  preview: { prepare: () => ({ title: 'Demo availability' }) },
})
