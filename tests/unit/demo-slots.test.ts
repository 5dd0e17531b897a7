import { describe, expect, it } from 'vitest'
import { meetingTime } from '@/lib/demo/format'
import { freeSlots, nearestFree, specialistsFor } from '@/lib/demo/slots'
import { at, availabilityWith, HOUR, MINUTE, weekdaySpecialist } from '../support/demo'

/*
 * The free demo times. The US changes the clocks on Sunday, March 14, 2027 (02:00 EST → 03:00 EDT)
 * and on Sunday, November 1, 2026 (02:00 EDT → 01:00 EST); Europe changes on other dates, so a
 * visitor in London reads New York's 09:00 as 14:00 one week and 13:00 the next.
 */

const iso = (instant: number) => new Date(instant).toISOString()
const dana = weekdaySpecialist('dana-lee', 'America/New_York', '09:00', '10:15')

describe('free demo times', () => {
  it('keep the specialist’s 09:00 on their clock across the March change, in UTC and in a visitor’s zone', () => {
    const rules = availabilityWith([dana], { noticeHours: 0, daysAhead: 5 })
    // Thursday, March 11, 2027, before the day's hours.
    const slots = freeSlots(rules, [], at('2027-03-11T12:00:00Z')).map((slot) => iso(slot.startsAt))
    expect(slots).toEqual([
      '2027-03-11T14:00:00.000Z', // Thu 09:00 EST
      '2027-03-11T14:45:00.000Z',
      '2027-03-12T14:00:00.000Z', // Fri 09:00 EST
      '2027-03-12T14:45:00.000Z',
      '2027-03-15T13:00:00.000Z', // Mon 09:00 EDT: an hour earlier in UTC
      '2027-03-15T13:45:00.000Z',
    ])
    const friday = at('2027-03-12T14:00:00Z')
    const monday = at('2027-03-15T13:00:00Z')
    expect(meetingTime(friday, 'en', 'America/New_York')).toBe('Friday, March 12, 2027 at 9:00 AM EST')
    expect(meetingTime(monday, 'en', 'America/New_York')).toBe('Monday, March 15, 2027 at 9:00 AM EDT')
    // London has not changed yet: the same meeting is an hour earlier there after New York's change.
    expect(meetingTime(friday, 'en', 'Europe/London')).toMatch(/2:00 PM GMT$/)
    expect(meetingTime(monday, 'en', 'Europe/London')).toMatch(/1:00 PM GMT$/)
    expect(meetingTime(monday, 'es', 'America/Los_Angeles')).toMatch(
      /^lunes, 15 de marzo de 2027, 6:00 a\.\s?m\. (PDT|GMT-7)$/,
    )
  })

  it('keep it across the November change, when the clocks go back', () => {
    const rules = availabilityWith([dana], { noticeHours: 0, daysAhead: 4 })
    const slots = freeSlots(rules, [], at('2026-10-30T12:00:00Z')).map((slot) => iso(slot.startsAt))
    expect(slots).toEqual([
      '2026-10-30T13:00:00.000Z', // Fri 09:00 EDT
      '2026-10-30T13:45:00.000Z',
      '2026-11-02T14:00:00.000Z', // Mon 09:00 EST: an hour later in UTC
      '2026-11-02T14:45:00.000Z',
    ])
  })

  it('offer nothing within the minimum notice, and nothing past the last day ahead', () => {
    const rules = availabilityWith([dana], { noticeHours: 24, daysAhead: 3 })
    // Monday, November 30, 2026, 09:30 EST: Monday's and Tuesday's 09:00 are within 24 hours.
    const slots = freeSlots(rules, [], at('2026-11-30T14:30:00Z')).map((slot) => iso(slot.startsAt))
    expect(slots).toEqual([
      '2026-12-01T14:45:00.000Z', // Tue 09:45: 24 h 15 min away
      '2026-12-02T14:00:00.000Z',
      '2026-12-02T14:45:00.000Z',
      '2026-12-03T14:00:00.000Z', // Thu 09:00: the last before 3 days have passed
    ])
  })

  it('keep the buffer around every booking, even one made on another grid before the hours changed', () => {
    const rules = availabilityWith([weekdaySpecialist('dana-lee', 'America/New_York', '09:00', '11:00')], {
      noticeHours: 0,
      daysAhead: 1,
    })
    // Booked at 10:00 when the hours were different: 09:45 would end 10:15, 10:30 starts within its buffer.
    const busy = [{ specialist: 'dana-lee', startsAt: at('2026-12-01T15:00:00Z'), endsAt: at('2026-12-01T15:30:00Z') }]
    const slots = freeSlots(rules, busy, at('2026-12-01T13:00:00Z')).map((slot) => iso(slot.startsAt))
    expect(slots).toEqual(['2026-12-01T14:00:00.000Z'])
  })

  it('leave out the days off', () => {
    const rules = availabilityWith([dana], {
      noticeHours: 0,
      daysAhead: 3,
      daysOff: [{ date: '2026-12-01', name: 'Staff training' }],
    })
    const days = new Set(
      freeSlots(rules, [], at('2026-11-30T12:00:00Z')).map((slot) => iso(slot.startsAt).slice(0, 10)),
    )
    expect([...days]).toEqual(['2026-11-30', '2026-12-02'])
  })

  it('offer a time while one specialist is free, and give it to whoever has fewest bookings that week', () => {
    const marco = weekdaySpecialist('marco-ruiz', 'America/New_York', '09:00', '10:00')
    const rules = availabilityWith([dana, marco], { noticeHours: 0, daysAhead: 14 })
    const now = at('2026-11-30T12:00:00Z')
    const booked = (specialist: string, isoTime: string) => ({
      specialist,
      startsAt: at(isoTime),
      endsAt: at(isoTime) + 30 * MINUTE,
    })
    // Dana has two that week (Mon and Tue), Marco one (Mon); Wednesday 09:00 goes to Marco.
    const busy = [
      booked('dana-lee', '2026-11-30T14:00:00Z'),
      booked('dana-lee', '2026-12-01T14:00:00Z'),
      booked('marco-ruiz', '2026-11-30T14:00:00Z'),
    ]
    const wednesday = at('2026-12-02T14:00:00Z')
    expect(specialistsFor(rules, busy, wednesday, now).map((one) => one.key)).toEqual(['marco-ruiz', 'dana-lee'])
    // Next week counts afresh: a tie, so the Studio's order decides.
    expect(specialistsFor(rules, busy, at('2026-12-07T14:00:00Z'), now).map((one) => one.key)).toEqual([
      'dana-lee',
      'marco-ruiz',
    ])
    // Tuesday 09:00: Dana is busy, Marco is free, so the time is still offered, to him alone.
    const tuesday = at('2026-12-01T14:00:00Z')
    expect(freeSlots(rules, busy, now).find((slot) => slot.startsAt === tuesday)?.specialists).toEqual(['marco-ruiz'])
    // Monday 09:00: both busy, not offered.
    expect(freeSlots(rules, busy, now).some((slot) => slot.startsAt === at('2026-11-30T14:00:00Z'))).toBe(false)
    expect(specialistsFor(rules, busy, at('2026-11-30T14:00:00Z'), now)).toEqual([])
    // A time off the grid is offered to nobody.
    expect(specialistsFor(rules, busy, wednesday + 5 * MINUTE, now)).toEqual([])
  })

  it('name the nearest free times to one just taken, earliest first', () => {
    const slots = [1, 2, 3, 10, 11].map((hour) => ({ startsAt: hour * HOUR, specialists: ['a'] }))
    expect(nearestFree(slots, 9 * HOUR).map((slot) => slot.startsAt / HOUR)).toEqual([3, 10, 11])
  })
})
