import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

/*
 * A booking's calendar invitation (RFC 5545), written by ical-generator. The UID is the booking's
 * and stays the same when it moves or is cancelled, so calendars update the one event; SEQUENCE
 * says which version is newest. Times are in UTC (…Z): every calendar shows them in its own zone.
 * Both sides accepted the meeting when it was booked; a cancellation keeps that answer rather
 * than saying they declined (RFC 5546: it is the organiser who cancels).
 */

export type InvitationEvent = {
  bookingId: string
  /** The domain in the UID: the sender's. */
  domain: string
  sequence: number
  startsAt: number
  endsAt: number
  summary: string
  description: string
  organizer: { name: string; email: string }
  attendees: { name: string; email: string }[]
  cancelled: boolean
  /** When this version was made (DTSTAMP). */
  stamp: number
}

const invitationUid = (bookingId: string, domain: string) => `demo-${bookingId}@${domain}`

export function invitation(event: InvitationEvent): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST
  const calendar = ical({ prodId: { company: event.organizer.name, product: 'Demo bookings' }, method })
  calendar.createEvent({
    id: invitationUid(event.bookingId, event.domain),
    sequence: event.sequence,
    stamp: new Date(event.stamp),
    start: new Date(event.startsAt),
    end: new Date(event.endsAt),
    summary: event.summary,
    description: event.description,
    organizer: event.organizer,
    attendees: event.attendees.map((attendee) => ({
      ...attendee,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.ACCEPTED,
    })),
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  // Every content line ends with CRLF, the last one too (RFC 5545 3.1); ical-generator leaves the last one off.
  return { method: event.cancelled ? 'CANCEL' : 'REQUEST', content: `${calendar.toString().replace(/\r\n$/, '')}\r\n` }
}
