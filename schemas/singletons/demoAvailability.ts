import { CalendarClock } from 'lucide-react'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { availabilityModel, specialistModel, weekdays } from '../../lib/demo/availability'

/*
 * When visitors may book a demo (/demo): the product specialists and their weekly hours, and the
 * booking rules. One document for every language: it shows visitors no words of its own (a
 * specialist's name is a name). docs/demo-bookings.md explains the rules to staff.
 */

const dayTitles = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/** A zod field's first problem, as the Studio's message. */
const check =
  (field: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }) =>
  (value: unknown) => {
    if (value === undefined) return true
    const result = field.safeParse(value)
    return result.success || (result.error?.issues[0]?.message ?? 'is not valid')
  }

const hoursMember = defineArrayMember({
  name: 'weeklyHours',
  title: 'Hours',
  type: 'object',
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'string',
      options: { list: weekdays.map((value) => ({ value, title: dayTitles[value] })) },
      validation: (rule) => rule.required().error('Pick the day.'),
    }),
    defineField({
      name: 'start',
      title: 'From',
      type: 'string',
      description: 'On the specialist’s clock, 24-hour, for example 09:00.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
          .error('Write a time such as 09:00.'),
    }),
    defineField({
      name: 'end',
      title: 'To',
      type: 'string',
      description: 'The last meeting ends by then, for example 17:00.',
      validation: (rule) =>
        rule
          .required()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
          .error('Write a time such as 17:00.'),
    }),
  ],
  preview: {
    select: { day: 'day', start: 'start', end: 'end' },
    prepare: ({ day, start, end }) => ({
      title: `${dayTitles[day as keyof typeof dayTitles] ?? day}: ${start}–${end}`,
    }),
  },
})

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
        'A short key that never changes, for example “dana-lee”: bookings name their specialist by it. Change the name freely; keep the key.',
      validation: (rule) => rule.required().custom(check(specialistModel.shape.key)),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      description: 'Where their invitations go.',
      validation: (rule) => rule.required().email().error('Write an e-mail address.'),
    }),
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      type: 'string',
      description: 'Where they work, as an IANA name such as America/Chicago: their hours are on this clock.',
      validation: (rule) => rule.required().custom(check(specialistModel.shape.timeZone)),
    }),
    defineField({ name: 'hours', title: 'Weekly hours', type: 'array', of: [hoursMember] }),
  ],
  preview: { select: { title: 'name', subtitle: 'timeZone' } },
})

const minutes = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'number', description, validation: (rule) => rule.required().integer().min(0) })

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
    minutes('meetingMinutes', 'Meeting length (minutes)', 'For example 30.'),
    minutes('bufferMinutes', 'Buffer between meetings (minutes)', 'Free time a specialist keeps after each meeting.'),
    defineField({
      name: 'noticeHours',
      title: 'Minimum notice (hours)',
      type: 'number',
      description: 'How long before a meeting it may be booked at the latest, for example 24.',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'daysAhead',
      title: 'Days ahead',
      type: 'number',
      description: 'How far ahead visitors may book, for example 21 (three weeks).',
      validation: (rule) => rule.required().integer().min(1).max(90),
    }),
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
            defineField({ name: 'date', title: 'Date', type: 'date', validation: (rule) => rule.required() }),
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
  validation: (rule) => rule.custom(check(availabilityModel)),
  preview: { prepare: () => ({ title: 'Demo availability' }) },
})
