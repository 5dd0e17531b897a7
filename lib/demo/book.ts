import { randomUUID } from 'node:crypto'
import type { Mail } from '../mail/types.ts'
import type { Availability, Specialist } from './availability.ts'
import { specialistMail, visitorMail, type BookingMailContext, type BookingMailKind } from './mails.ts'
import { freeSlots, isOffered, nearestFree, specialistsFor, type BusyTime, type FreeSlot } from './slots.ts'
import type { Booking, BookingStore, Visitor } from './store/types.ts'
import { readBookingToken, readHolderToken, signBookingToken, signHolderToken, type BookingAction } from './tokens.ts'
import { describeError } from '../log.ts'

/*
 * The booking rules, in the order a request meets them, over a store and a mail queue given to
 * them (the server actions give the real ones; the tests theirs):
 * - a time is offered when one specialist is free then (lib/demo/slots.ts); it goes to the free
 *   specialist with fewest bookings that week, or the next if the database says that one was
 *   just taken, and to nobody when every one was: the visitor hears so, with the nearest times;
 * - one upcoming booking per address: a second booking from it moves the first when it comes
 *   from the browser that holds the first (holder.ts); from any other, nothing changes and the
 *   address is sent its links again. A meeting that has begun is nobody's to move;
 * - each change mails both sides the invitation's newest version, keeps one reminder queued
 *   for 24 hours before the meeting (withdrawn when it moves or is cancelled), and rewrites the
 *   copy staff read in the Studio when a project is connected.
 */

const HOUR = 3_600_000
export const REMINDER_BEFORE_MS = 24 * HOUR
/** Bookings of the last week still count towards a specialist's week. */
const WEEK = 7 * 24 * HOUR

export type BookingServices = {
  store: BookingStore
  availability: () => Promise<Availability>
  mail: { queue(mail: Mail): Promise<number>; withdraw(id: number): Promise<boolean> }
  /** Signs the move and cancel links. */
  secret: string
  /** The site's origin and the page a link opens, in the booking's language. */
  manageUrl: (locale: Visitor['locale'], token: string) => string
  bookAgainUrl: (locale: Visitor['locale']) => string
  organizer: { name: string; email: string }
  /** Rewrites the booking's copy that staff read in the Studio (studio-copy.ts), when a project is connected. */
  studioCopy?: (booking: Booking, specialist: Specialist) => Promise<void>
  now?: () => number
  log?: (line: string) => void
}

/** `holder`: the holder's cookie for the booking, for the browser that made or moved it. */
type Placed = { status: 'booked' | 'moved'; booking: Booking; specialist: Specialist; holder: string }

/**
 * 'taken': the time is not free: the database gave it to someone else a moment ago, or another
 * booking took it since the page showed it. 'unavailable': the availability does not offer it.
 * Either way the visitor is shown the nearest free times.
 */
type NotPlaced = { status: 'taken'; nearest: FreeSlot[] } | { status: 'unavailable'; nearest: FreeSlot[] }

export type BookingOutcome =
  | Placed
  | NotPlaced
  /** The address has an upcoming booking that this browser does not hold: its links were sent again. */
  | { status: 'resent' }

const sameTime = (a: BusyTime) => (b: BusyTime) => a.specialist === b.specialist && a.startsAt === b.startsAt

/** The busy times of the last week on, but for `current`'s own time (a booking being moved). */
async function busyTimes(services: BookingServices, at: number, current: Booking | undefined) {
  const busy = await services.store.busy(at - WEEK)
  return current ? busy.filter((time) => !sameTime(current)(time)) : busy
}

/** Why nobody is put at `startsAt`: taken, or never offered; with the nearest free times. */
async function notPlaced(services: BookingServices, startsAt: number, at: number, current: Booking | undefined) {
  const availability = await services.availability()
  const nearest = nearestFree(freeSlots(availability, await busyTimes(services, at, current), at), startsAt)
  return isOffered(availability, startsAt, at)
    ? { status: 'taken' as const, nearest }
    : { status: 'unavailable' as const, nearest }
}

/** Whether a specialist is free at `startsAt`, for a new booking or `current` moved there. */
async function isOpen(services: BookingServices, startsAt: number, at: number, current: Booking | undefined) {
  const availability = await services.availability()
  return specialistsFor(availability, await busyTimes(services, at, current), startsAt, at).length > 0
}

/**
 * Puts `visitor` at `startsAt`: a new booking, or `current` moved there with the visitor's details
 * (a form's, or its own through a link). Each specialist free then is tried in turn; the UNIQUE
 * index decides between visitors who chose the same time.
 */
async function place(
  services: BookingServices,
  visitor: Visitor,
  startsAt: number,
  current: Booking | undefined,
): Promise<Placed | NotPlaced> {
  const { store, now = Date.now } = services
  const availability = await services.availability()
  const at = now()
  const candidates = specialistsFor(availability, await busyTimes(services, at, current), startsAt, at)
  const endsAt = startsAt + availability.meetingMinutes * 60_000
  const stamp = new Date(at).toISOString()
  for (const specialist of candidates) {
    const placement = { ...visitor, specialist: specialist.key, startsAt, endsAt }
    const result = current
      ? await store.move(current.id, current.sequence, placement, stamp)
      : await store.insert(
          {
            ...placement,
            id: randomUUID(),
            status: 'booked',
            sequence: 0,
            createdAt: stamp,
            updatedAt: stamp,
            reminderMailId: null,
          },
          at,
        )
    if (result.ok) {
      const holder = signHolderToken(result.booking.id, services.secret)
      return { status: current ? 'moved' : 'booked', booking: result.booking, specialist, holder }
    }
    if (result.reason === 'stale') break
  }
  return notPlaced(services, startsAt, at, current)
}

function mailContext(
  services: BookingServices,
  booking: Booking,
  specialist: Specialist,
  meetingMinutes: number,
): BookingMailContext {
  const link = (action: BookingAction) =>
    services.manageUrl(
      booking.locale,
      signBookingToken(
        { action, bookingId: booking.id, sequence: booking.sequence, expiresAt: booking.startsAt },
        services.secret,
      ),
    )
  return {
    booking,
    specialist,
    meetingMinutes,
    organizer: services.organizer,
    links: { move: link('move'), cancel: link('cancel'), bookAgain: services.bookAgainUrl(booking.locale) },
    now: (services.now ?? Date.now)(),
  }
}

/**
 * Mails both sides about a change, and keeps the reminder in step. The booking stands whatever
 * happens here: a mail that cannot be queued is logged for staff, never a failed booking.
 */
async function tellEveryone(
  services: BookingServices,
  kind: Exclude<BookingMailKind, 'reminder'>,
  booking: Booking,
  specialist: Specialist,
  previous?: { booking: Booking; specialist: Specialist },
) {
  const { mail, store, log = (line) => console.error(line), now = Date.now } = services
  const { meetingMinutes } = await services.availability()
  const context = mailContext(services, booking, specialist, meetingMinutes)
  try {
    if (previous?.booking.reminderMailId != null) await mail.withdraw(previous.booking.reminderMailId)
    await mail.queue(visitorMail(kind, context))
    // A move to another specialist: a new meeting for them, and one off, at the time they had it, for the one before.
    const handedFrom = previous && previous.specialist.key !== specialist.key ? previous : undefined
    await mail.queue(specialistMail(handedFrom ? 'booked' : kind, context))
    if (handedFrom) {
      const theirs = { ...handedFrom.booking, sequence: booking.sequence, status: 'cancelled' as const }
      await mail.queue(
        specialistMail('cancelled', mailContext(services, theirs, handedFrom.specialist, meetingMinutes)),
      )
    }
    let reminder: number | null = null
    if (kind !== 'cancelled' && booking.startsAt - REMINDER_BEFORE_MS > now()) {
      reminder = await mail.queue({
        ...visitorMail('reminder', context),
        sendAt: booking.startsAt - REMINDER_BEFORE_MS,
      })
    }
    await store.setReminder(booking.id, reminder)
  } catch (error) {
    log(`[demo] booking ${booking.id} stands, but its mails could not be queued: ${describeError(error)}`)
  }
  try {
    await services.studioCopy?.(booking, specialist)
  } catch (error) {
    log(copyFailed(booking.id, error))
  }
}

/** The log line of a Studio copy that could not be written: the booking stands. */
export const copyFailed = (bookingId: string, error: unknown) =>
  `[demo] booking ${bookingId} stands, but its copy in the Studio could not be written (npm run demos lists it): ${describeError(error)}`

/** The specialist a booking names, from the availability; a removed one keeps their name and address in the booking's key only. */
const specialistOf = (availability: Availability, key: string): Specialist =>
  availability.specialists.find((specialist) => specialist.key === key) ?? {
    key,
    name: key,
    email: availability.specialists[0]!.email,
    timeZone: availability.specialists[0]!.timeZone,
    hours: [],
  }

/** The address's booking's confirmation again, with its links to move or cancel it. */
async function resendLinks(services: BookingServices, booking: Booking) {
  const availability = await services.availability()
  const specialist = specialistOf(availability, booking.specialist)
  await services.mail.queue(
    visitorMail('booked', mailContext(services, booking, specialist, availability.meetingMinutes)),
  )
}

/**
 * A visitor books `startsAt`. When the address has an upcoming booking, the browser whose
 * `holder` cookie names it has it moved there; any other browser changes nothing, and the
 * address is sent that booking's links again. A time nobody could book now (taken, or never
 * offered) gets the same answer whether or not the address has a booking, so that the form tells
 * a stranger nothing of who has a demo: its links are sent again only on an attempt that could
 * have booked.
 */
export async function bookDemo(
  services: BookingServices,
  visitor: Visitor,
  startsAt: number,
  holder?: unknown,
): Promise<BookingOutcome> {
  const at = (services.now ?? Date.now)()
  const current = await services.store.upcomingFor(visitor.email, at)
  const held = current && readHolderToken(holder, services.secret) === current.id ? current : undefined
  if (!(await isOpen(services, startsAt, at, held))) return notPlaced(services, startsAt, at, held)
  if (current && !held) {
    await resendLinks(services, current)
    return { status: 'resent' }
  }
  const outcome = await place(services, visitor, startsAt, current)
  if (outcome.status === 'booked' || outcome.status === 'moved') {
    const previous = current && {
      booking: current,
      specialist: specialistOf(await services.availability(), current.specialist),
    }
    await tellEveryone(services, outcome.status, outcome.booking, outcome.specialist, previous)
  }
  return outcome
}

/** The booking a link names, when the link is good for `action` and the booking has not changed since. */
export async function bookingForLink(
  services: Pick<BookingServices, 'store' | 'secret' | 'now'>,
  token: unknown,
  action?: BookingAction,
): Promise<{ booking: Booking; action: BookingAction } | undefined> {
  const read = readBookingToken(token, services.secret, (services.now ?? Date.now)())
  if (!read || (action && read.action !== action)) return undefined
  const booking = await services.store.get(read.bookingId)
  if (!booking || booking.status !== 'booked' || booking.sequence !== read.sequence) return undefined
  return { booking, action: read.action }
}

/** Moves the booking a move link names to `startsAt`; undefined when the link no longer works. */
export async function moveDemo(services: BookingServices, token: unknown, startsAt: number) {
  const found = await bookingForLink(services, token, 'move')
  if (!found) return undefined
  const outcome = await place(services, found.booking, startsAt, found.booking)
  if (outcome.status === 'moved') {
    const availability = await services.availability()
    const previous = { booking: found.booking, specialist: specialistOf(availability, found.booking.specialist) }
    await tellEveryone(services, 'moved', outcome.booking, outcome.specialist, previous)
  }
  return outcome
}

/** Cancels the booking a cancel link names; undefined when the link no longer works. */
export async function cancelDemo(services: BookingServices, token: unknown) {
  const found = await bookingForLink(services, token, 'cancel')
  if (!found) return undefined
  const { booking } = found
  const result = await services.store.cancel(
    booking.id,
    booking.sequence,
    new Date((services.now ?? Date.now)()).toISOString(),
  )
  if (!result.ok) return undefined
  const specialist = specialistOf(await services.availability(), booking.specialist)
  await tellEveryone(services, 'cancelled', result.booking, specialist, { booking, specialist })
  return result.booking
}

export { specialistOf }
