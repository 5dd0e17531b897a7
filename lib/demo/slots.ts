import { TZDate } from '@date-fns/tz'
import { addDays, addWeeks, startOfWeek } from 'date-fns'
import { weekdays, type Availability, type Specialist } from './availability.ts'

/*
 * The free demo times, from the Studio's availability and the bookings already made. Pure: the
 * page, the booking action and the tests give it `now`. Zone arithmetic is @date-fns/tz's: a
 * specialist's 09:00 is 09:00 on their wall clock on each day, either side of a daylight-saving
 * change, and every slot is an instant (ms since the epoch) from then on.
 */

/** A booking as the rules see it: who is busy, and when. */
export type BusyTime = { specialist: string; startsAt: number; endsAt: number }

/** A time a visitor may pick, with the specialists free then. */
export type FreeSlot = { startsAt: number; specialists: string[] }

const MINUTE = 60_000

/** `YYYY-MM-DD` of an instant on a zone's calendar. */
const dateIn = (instant: Date) =>
  `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')}`

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Whether the meeting from `startsAt` would overlap a busy time of this specialist, buffer included. */
function clashes(availability: Availability, specialist: string, startsAt: number, busy: readonly BusyTime[]) {
  const buffer = availability.bufferMinutes * MINUTE
  const endsAt = startsAt + availability.meetingMinutes * MINUTE
  return busy.some(
    (taken) => taken.specialist === specialist && startsAt < taken.endsAt + buffer && taken.startsAt - buffer < endsAt,
  )
}

/** The starts a specialist's weekly hours offer between `from` and `until`, days off left out, busy or not. */
export function specialistStarts(availability: Availability, specialist: Specialist, from: number, until: number) {
  const { meetingMinutes, bufferMinutes, daysOff } = availability
  const off = new Set(daysOff.map((day) => day.date))
  const step = (meetingMinutes + bufferMinutes) * MINUTE
  const starts: number[] = []
  const today = new TZDate(from, specialist.timeZone)
  // One day before and after: a zone far from UTC may have hours that reach into the range.
  for (let day = addDays(today, -1); day.getTime() <= until + 24 * 60 * MINUTE; day = addDays(day, 1)) {
    const date = dateIn(day)
    if (off.has(date)) continue
    const weekday = weekdays[(day.getDay() + 6) % 7]
    for (const hours of specialist.hours.filter((candidate) => candidate.day === weekday)) {
      const at = (minutes: number) =>
        new TZDate(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          Math.floor(minutes / 60),
          minutes % 60,
          specialist.timeZone,
        ).getTime()
      const opens = at(minutesOf(hours.start))
      const closes = at(minutesOf(hours.end))
      for (let start = opens; start + meetingMinutes * MINUTE <= closes; start += step) {
        if (start >= from && start <= until) starts.push(start)
      }
    }
  }
  return starts
}

/** The window a visitor may book in at `now`: from the minimum notice to the last day ahead. */
function bookingWindow(availability: Availability, now: number) {
  return {
    from: now + availability.noticeHours * 60 * MINUTE,
    until: now + availability.daysAhead * 24 * 60 * MINUTE,
  }
}

/** The keys already warned about, so that each is logged once per server, however often times are read. */
const warnedKeys = new Set<string>()

/**
 * Warns, once per key, of upcoming bookings whose specialist key the availability no longer lists
 * (the Studio refuses to publish that, docs/demo-bookings.md, but sees only the bookings copied to
 * the Content Lake). Such a booking keeps no listed specialist busy, so its time may be offered
 * to any of them (the specialist themself, when their key was renamed), and its mails fall
 * back to another specialist's address (lib/demo/book.ts).
 */
export function warnUnlistedSpecialists(
  availability: Availability,
  busy: readonly BusyTime[],
  now: number,
  log: (line: string) => void = console.warn,
) {
  const listed = new Set(availability.specialists.map((specialist) => specialist.key))
  const unlisted = new Map<string, number>()
  for (const taken of busy) {
    if (taken.endsAt <= now || listed.has(taken.specialist) || warnedKeys.has(taken.specialist)) continue
    unlisted.set(taken.specialist, (unlisted.get(taken.specialist) ?? 0) + 1)
  }
  for (const [key, count] of unlisted) {
    warnedKeys.add(key)
    log(
      `[demo] ${count} upcoming booking(s) name the specialist key "${key}", which the demo availability no longer lists: they stand, but keep no listed specialist busy (if the key was renamed, that specialist can be booked again at those times), and their mails go to another specialist's address. Put the key back in the Studio's Demo availability (docs/demo-bookings.md).`,
    )
  }
}

/** Every free time in the booking window, earliest first: a time is free when at least one specialist is. */
export function freeSlots(availability: Availability, busy: readonly BusyTime[], now: number): FreeSlot[] {
  warnUnlistedSpecialists(availability, busy, now)
  const { from, until } = bookingWindow(availability, now)
  const slots = new Map<number, string[]>()
  for (const specialist of availability.specialists) {
    for (const start of specialistStarts(availability, specialist, from, until)) {
      if (clashes(availability, specialist.key, start, busy)) continue
      slots.set(start, [...(slots.get(start) ?? []), specialist.key])
    }
  }
  return [...slots.entries()]
    .map(([startsAt, specialists]) => ({ startsAt, specialists }))
    .sort((a, b) => a.startsAt - b.startsAt)
}

/** Whether the availability offers `startsAt` at `now` at all, whoever is booked then. */
export const isOffered = (availability: Availability, startsAt: number, now: number) =>
  freeSlots(availability, [], now).some((slot) => slot.startsAt === startsAt)

/** How many bookings a specialist has in the week (Monday to Sunday on their own calendar) of `startsAt`. */
function bookingsThatWeek(specialist: Specialist, startsAt: number, busy: readonly BusyTime[]) {
  const weekStart = startOfWeek(new TZDate(startsAt, specialist.timeZone), { weekStartsOn: 1 })
  const weekEnd = addWeeks(weekStart, 1)
  return busy.filter(
    (taken) =>
      taken.specialist === specialist.key &&
      taken.startsAt >= weekStart.getTime() &&
      taken.startsAt < weekEnd.getTime(),
  ).length
}

/**
 * The specialists who could take a booking at `startsAt`, the one with fewest bookings that week
 * first (ties: the Studio's order). Empty when the time is not free, or not offered at all.
 */
export function specialistsFor(
  availability: Availability,
  busy: readonly BusyTime[],
  startsAt: number,
  now: number,
): Specialist[] {
  const slot = freeSlots(availability, busy, now).find((free) => free.startsAt === startsAt)
  if (!slot) return []
  return availability.specialists
    .filter((specialist) => slot.specialists.includes(specialist.key))
    .map((specialist, order) => ({ specialist, order, load: bookingsThatWeek(specialist, startsAt, busy) }))
    .sort((a, b) => a.load - b.load || a.order - b.order)
    .map(({ specialist }) => specialist)
}

/** The free times nearest to `startsAt` (a time just taken), earliest first. */
export function nearestFree(slots: readonly FreeSlot[], startsAt: number, count = 3): FreeSlot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.startsAt - startsAt) - Math.abs(b.startsAt - startsAt) || a.startsAt - b.startsAt)
    .slice(0, count)
    .sort((a, b) => a.startsAt - b.startsAt)
}
