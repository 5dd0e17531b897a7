import { z } from 'zod'
import { isTimeZone } from './time-zone.ts'

/*
 * When product specialists take demos, as staff set it in the Studio (schemas/singletons/
 * demoAvailability.ts). Times of day are the specialist's own wall-clock times in their own time
 * zone; days off are calendar dates, also in each specialist's zone.
 *
 * The rules that span several fields (one key per specialist, one specialist's hours never
 * overlapping) are plain functions here, so that this model and the Studio's rules use the same
 * ones; the numbers' bounds are exported for the Studio's fields too.
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

export const dayNames: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

/**
 * The booking rules' numbers: the one source of their bounds, for this model and the Studio's
 * fields. `whole`: a whole number only.
 */
export const availabilityBounds = {
  meetingMinutes: { title: 'Meeting length', unit: 'minutes', min: 10, max: 240, whole: true },
  bufferMinutes: { title: 'Buffer between meetings', unit: 'minutes', min: 0, max: 120, whole: true },
  noticeHours: { title: 'Minimum notice', unit: 'hours', min: 0, max: 24 * 14, whole: false },
  daysAhead: { title: 'Days ahead', unit: 'days', min: 1, max: 90, whole: true },
} as const
export type BoundedField = keyof typeof availabilityBounds

/** A bounded number's rule in words: "between 10 and 240 minutes" (", a whole number" when it must be one). */
const boundsInWords = (field: BoundedField) => {
  const { min, max, unit, whole } = availabilityBounds[field]
  return `between ${min} and ${max} ${unit}${whole ? ', a whole number' : ''}`
}

/** The Studio's message for a bounded number that breaks its bounds: "Meeting length must be between 10 and 240 minutes, a whole number." */
export const boundsMessage = (field: BoundedField) =>
  `${availabilityBounds[field].title} must be ${boundsInWords(field)}.`

/** Whether `value` keeps `field`'s bounds. */
export const withinBounds = (field: BoundedField, value: unknown) => {
  const { min, max, whole } = availabilityBounds[field]
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!whole || Number.isInteger(value))
  )
}

const boundedNumber = (field: BoundedField) => {
  const { min, max, whole } = availabilityBounds[field]
  const message = `must be ${boundsInWords(field)}`
  const number = z.number(message)
  return (whole ? number.int(message) : number).min(min, message).max(max, message)
}

export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/
const timeOfDay = z.string('must be a time such as 09:00').regex(timeOfDayPattern, 'must be a time such as 09:00')

export const specialistKeyPattern = /^[a-z0-9-]{1,40}$/
export const timeZoneName = z
  .string('must be an IANA time zone such as America/New_York')
  .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')

const weeklyHours = z.object({ day: z.enum(weekdays, 'must be a day of the week'), start: timeOfDay, end: timeOfDay })

const specialistModel = z.object({
  /** Stable: bookings name their specialist by it, so renaming a specialist keeps their bookings. */
  key: z
    .string('must be a short key of lowercase letters, digits and dashes')
    .regex(specialistKeyPattern, 'must be a short key of lowercase letters, digits and dashes'),
  name: z.string('must be the specialist’s name').trim().min(1, 'must be the specialist’s name'),
  email: z.email('must be an email address'),
  timeZone: timeZoneName,
  hours: z.array(weeklyHours, 'must list the specialist’s weekly hours'),
})

/** A problem that spans fields, at its path below the specialists' list (`[1, 'key']`), in words. */
export type SpecialistProblem = { path: (string | number)[]; message: string }

type SpecialistDraft = { key?: unknown; name?: unknown; hours?: unknown }
type HoursDraft = { day?: unknown; start?: unknown; end?: unknown }

/** "Dana Lee", or "specialist 2" while the name is missing. */
const whoIs = (specialist: SpecialistDraft, index: number) =>
  typeof specialist.name === 'string' && specialist.name.trim() ? specialist.name.trim() : `specialist ${index + 1}`

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * What breaks the rules that span fields, in the order staff read the list: two specialists with
 * one key (bookings name their specialist by it), hours that end before they start, and one
 * specialist's hours that overlap on a day (the UNIQUE index is on the specialist and the start,
 * so two visitors could book overlapping meetings with them). Reads a draft too: a field not yet
 * filled in is another rule's to report.
 */
export function specialistProblems(specialists: unknown): SpecialistProblem[] {
  if (!Array.isArray(specialists)) return []
  const problems: SpecialistProblem[] = []
  const list = specialists.map((item) => (item && typeof item === 'object' ? (item as SpecialistDraft) : {}))
  list.forEach((specialist, index) => {
    const { key } = specialist
    if (typeof key !== 'string' || !key) return
    const first = list.findIndex((other) => other.key === key)
    if (first !== index) {
      problems.push({
        path: [index, 'key'],
        message: `${whoIs(specialist, index)}, specialist ${index + 1}, has the same key as ${whoIs(list[first]!, first)}, specialist ${first + 1}: “${key}”. Bookings name their specialist by the key, so each specialist needs their own: give specialist ${index + 1} a new key`,
      })
    }
  })
  list.forEach((specialist, index) => {
    if (!Array.isArray(specialist.hours)) return
    const who = whoIs(specialist, index)
    const ranges = specialist.hours.flatMap((item, hoursIndex) => {
      const hours = (item && typeof item === 'object' ? item : {}) as HoursDraft
      const { day, start, end } = hours
      if (typeof day !== 'string' || !(day in dayNames)) return []
      if (typeof start !== 'string' || typeof end !== 'string') return []
      if (!timeOfDayPattern.test(start) || !timeOfDayPattern.test(end)) return []
      const dayName = dayNames[day as Weekday]
      if (start >= end) {
        problems.push({
          path: [index, 'hours', hoursIndex, 'end'],
          message: `${who}’s hours on ${dayName} must end after they start (${start}–${end})`,
        })
        return []
      }
      return [{ hoursIndex, day, dayName, start, end, from: minutesOf(start), to: minutesOf(end) }]
    })
    ranges.forEach((range, position) => {
      const earlier = ranges
        .slice(0, position)
        .find((other) => other.day === range.day && other.from < range.to && range.from < other.to)
      if (earlier) {
        problems.push({
          path: [index, 'hours', range.hoursIndex],
          message: `${who}’s hours on ${range.dayName} overlap (${earlier.start}–${earlier.end} and ${range.start}–${range.end}), so two visitors could book ${who} at the same time: merge them into one range, or end one before the other starts`,
        })
      }
    })
  })
  return problems
}

export const availabilityModel = z.object({
  specialists: z
    .array(specialistModel, 'must list at least one product specialist')
    .min(1, 'must list at least one product specialist')
    .superRefine((specialists, context) => {
      for (const { path, message } of specialistProblems(specialists))
        context.addIssue({ code: 'custom', path, message })
    }),
  meetingMinutes: boundedNumber('meetingMinutes'),
  bufferMinutes: boundedNumber('bufferMinutes'),
  noticeHours: boundedNumber('noticeHours'),
  daysAhead: boundedNumber('daysAhead'),
  daysOff: z
    .array(z.object({ date: z.iso.date('must be a date such as 2026-12-25'), name: z.string().optional() }))
    .default([]),
})

export type Specialist = z.infer<typeof specialistModel>
export type Availability = z.infer<typeof availabilityModel>
