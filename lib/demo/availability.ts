import { z } from 'zod'

/*
 * When product specialists take demos, as staff set it in the Studio (schemas/singletons/
 * demoAvailability.ts). Times of day are the specialist's own wall-clock times in their own time
 * zone; days off are calendar dates, also in each specialist's zone.
 */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00')
const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
export const timeZoneName = z.string().refine(isZone, 'must be an IANA time zone such as America/New_York')

const weeklyHours = z
  .object({ day: z.enum(weekdays), start: timeOfDay, end: timeOfDay })
  .refine((hours) => hours.start < hours.end, 'must end after it starts')

export const specialistModel = z.object({
  /** Stable: bookings name their specialist by it, so renaming a specialist keeps their bookings. */
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a short key of lowercase letters, digits and dashes'),
  name: z.string().trim().min(1),
  email: z.email(),
  timeZone: timeZoneName,
  hours: z.array(weeklyHours),
})

export const availabilityModel = z.object({
  specialists: z.array(specialistModel).min(1),
  meetingMinutes: z.number().int().min(10).max(240),
  bufferMinutes: z.number().int().min(0).max(120),
  noticeHours: z
    .number()
    .min(0)
    .max(24 * 14),
  daysAhead: z.number().int().min(1).max(90),
  daysOff: z.array(z.object({ date: z.iso.date(), name: z.string().optional() })).default([]),
})

export type Specialist = z.infer<typeof specialistModel>
export type Availability = z.infer<typeof availabilityModel>
