import type { Availability, Specialist } from '@/lib/demo/availability'
import type { BookingMailContext } from '@/lib/demo/mails'
import type { Booking, Visitor } from '@/lib/demo/store/types'

/** A specialist in `timeZone` with the same hours Monday to Friday. */
export const weekdaySpecialist = (key: string, timeZone: string, start = '09:00', end = '17:00'): Specialist => ({
  key,
  name: key.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`),
  email: `${key}@medicore.example`,
  timeZone,
  hours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, start, end })),
})

/** The rules the bundled dataset has, with the specialists given. */
export const availabilityWith = (specialists: Specialist[], rules: Partial<Availability> = {}): Availability => ({
  specialists,
  meetingMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 24,
  daysAhead: 21,
  daysOff: [],
  ...rules,
})

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const at = (iso: string) => Date.parse(iso)

/** A visitor booking a demo, as the form gives one: a clinic in Chicago, in English unless changed. */
export const demoVisitor = (changes: Partial<Visitor> = {}): Visitor => ({
  name: 'Ana Pérez',
  email: 'ana@clinic.example',
  organization: 'Clínica Norte',
  role: 'clinic',
  size: '11-50',
  phone: '',
  note: '',
  locale: 'en',
  timeZone: 'America/Chicago',
  ...changes,
})

/** A booked demo of `demoVisitor`'s with Dana Lee, 30 minutes from `startsAt` (ISO), as the store gives it. */
export const demoBooking = (startsAt: string, changes: Partial<Booking> = {}): Booking => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  specialist: 'dana-lee',
  startsAt: at(startsAt),
  endsAt: at(startsAt) + 30 * MINUTE,
  status: 'booked',
  sequence: 0,
  ...demoVisitor(),
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
  reminderMailId: null,
  ...changes,
})

/** What the booking mails are made from: `booking` with Dana Lee, 30-minute meetings, and its move and cancel links. */
export const demoMailContext = (booking: Booking): BookingMailContext => ({
  booking,
  specialist: { name: 'Dana Lee', email: 'dana.lee@medicore.example', timeZone: 'America/New_York' },
  meetingMinutes: 30,
  organizer: { name: 'MediCore', email: 'no-reply@medicore.example' },
  links: {
    move: 'https://medicore.example/demo/booking?token=move-token',
    cancel: 'https://medicore.example/demo/booking?token=cancel-token',
    bookAgain: 'https://medicore.example/demo',
  },
  now: at('2027-03-01T10:00:00Z'),
})
