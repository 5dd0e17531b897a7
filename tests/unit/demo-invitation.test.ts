import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { visitorMail, specialistMail } from '@/lib/demo/mails'
import { demoBooking, demoMailContext } from '../support/demo'

/*
 * The invitation as a calendar reads it: parsed by ical.js, which shares no code with the writer
 * (ical-generator). Meetings on both sides of the US change of March 14, 2027.
 */

function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  const event = new ICAL.Event(vevent)
  return { calendar, vevent, event }
}

describe('the demo invitation', () => {
  it('is a REQUEST with a stable UID, UTC times, the organiser, both attendees and the description', () => {
    const mail = visitorMail('booked', demoMailContext(demoBooking('2027-03-12T14:00:00Z')))
    expect(mail.calendar?.method).toBe('REQUEST')
    const { calendar, vevent, event } = parse(mail.calendar!.content)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(event.uid).toBe('demo-7c9e6679-7425-40de-944b-e07fc1f90ae7@medicore.example')
    expect(event.sequence).toBe(0)
    expect(event.startDate.zone?.tzid).toBe('UTC')
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-12T14:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-12T14:30:00.000Z')
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:no-reply@medicore.example')
    const attendees = vevent
      .getAllProperties('attendee')
      .map((property) => String(property.getFirstValue()).toLowerCase())
    expect(attendees).toEqual(['mailto:ana@clinic.example', 'mailto:dana.lee@medicore.example'])
    expect(event.description).toContain('A 30-minute demo of MediCore with Dana Lee, product specialist.')
    expect(event.summary).toBe('MediCore demo with Dana Lee')
    expect(mail.calendar!.content).toMatch(/^DTSTART:20270312T140000Z\r?$/m)
    // Every line ends with CRLF, the last one too.
    expect(mail.calendar!.content).toMatch(/\r\nEND:VCALENDAR\r\n$/)
    expect(mail.calendar!.content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('keeps 09:00 in New York on both sides of the March change, and the visitor’s mail says it in their zone', () => {
    const before = visitorMail('booked', demoMailContext(demoBooking('2027-03-12T14:00:00Z')))
    const after = visitorMail('booked', demoMailContext(demoBooking('2027-03-15T13:00:00Z')))
    const inNewYork = (content: string) =>
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/New_York' }).format(
        parse(content).event.startDate.toJSDate(),
      )
    expect(inNewYork(before.calendar!.content)).toBe('9:00 AM')
    expect(inNewYork(after.calendar!.content)).toBe('9:00 AM')
    expect(before.text).toContain('When: Friday, March 12, 2027 at 8:00 AM CST (30 minutes)')
    expect(after.text).toContain('When: Monday, March 15, 2027 at 8:00 AM CDT (30 minutes)')
    expect(before.text).toContain('https://medicore.example/demo/booking?token=move-token')
    expect(before.text).toContain('https://medicore.example/demo/booking?token=cancel-token')
  })

  it('keeps the UID and raises SEQUENCE when the meeting moves, and cancels with METHOD:CANCEL', () => {
    const first = parse(
      visitorMail('booked', demoMailContext(demoBooking('2027-03-12T14:00:00Z'))).calendar!.content,
    ).event
    const moved = visitorMail('moved', demoMailContext(demoBooking('2027-03-15T13:00:00Z', { sequence: 1 })))
    const cancelled = visitorMail(
      'cancelled',
      demoMailContext(demoBooking('2027-03-15T13:00:00Z', { sequence: 2, status: 'cancelled' })),
    )
    const movedEvent = parse(moved.calendar!.content).event
    expect(movedEvent.uid).toBe(first.uid)
    expect(movedEvent.sequence).toBe(1)
    const { calendar, vevent, event } = parse(cancelled.calendar!.content)
    expect(cancelled.calendar!.method).toBe('CANCEL')
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect([event.uid, event.sequence]).toEqual([first.uid, 2])
    // The organiser cancels: nobody is said to have declined.
    expect(vevent.getAllProperties('attendee').map((attendee) => attendee.getParameter('partstat'))).toEqual([
      'ACCEPTED',
      'ACCEPTED',
    ])
    // A cancellation carries no links that would still work, only the way to book again.
    expect(cancelled.text).not.toContain('token=')
    expect(cancelled.text).toContain('https://medicore.example/demo')
  })

  it('goes to the specialist with the same event, in English and their zone, answering to the visitor', () => {
    const value = demoBooking('2027-03-15T13:00:00Z', { locale: 'es', note: 'Three sites' })
    const theirs = specialistMail('booked', demoMailContext(value))
    const visitors = visitorMail('booked', demoMailContext(value))
    expect(theirs.to).toBe('dana.lee@medicore.example')
    expect(theirs.replyTo).toBe('ana@clinic.example')
    expect(theirs.subject).toBe('MediCore demo: New demo booked for Monday, March 15, 2027 at 9:00 AM EDT')
    expect(theirs.text).toContain('Language:     Spanish')
    expect(parse(theirs.calendar!.content).event.uid).toBe(parse(visitors.calendar!.content).event.uid)
    expect(visitors.subject).toMatch(/^Su demostración de MediCore el lunes, 15 de marzo de 2027/)
  })
})
