// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SlotPicker } from '@/app/[locale]/(site)/demo/SlotPicker'

/*
 * /demo's calendar: the free times in weeks of seven days from the first day that has one, each
 * day a group of its times, the weeks as tabs (radio buttons that CSS turns into the week shown).
 */

const at = (isoUtc: string) => Date.parse(isoUtc)
// Thursday Dec 3 2026 to Tuesday Dec 22, in Chicago (UTC-6): two times a weekday but Christmas week's Monday.
const slots = [
  '2026-12-03T15:00:00Z',
  '2026-12-03T20:00:00Z',
  '2026-12-04T15:00:00Z',
  '2026-12-07T15:00:00Z',
  '2026-12-08T15:00:00Z',
  '2026-12-10T15:00:00Z',
  '2026-12-14T16:30:00Z',
  '2026-12-22T15:00:00Z',
].map(at)

const renderPicker = (props: Partial<Parameters<typeof SlotPicker>[0]> = {}) =>
  render(
    <SlotPicker
      slots={slots}
      locale="en"
      timeZone="America/Chicago"
      legend="Time"
      weekLegend="Week of"
      noTimes="No times"
      {...props}
    />,
  )

const weekTabs = () => screen.getAllByRole<HTMLInputElement>('radio', { name: /^Week of / })

describe('the demo calendar', () => {
  it('shows seven days a week from the first day with a time, and opens the first week', () => {
    renderPicker()
    expect(weekTabs().map((tab) => tab.labels![0]!.textContent)).toEqual([
      'Week of Dec 3 – Dec 9',
      'Week of Dec 10 – Dec 16',
      'Week of Dec 17 – Dec 23',
    ])
    expect(weekTabs().map((tab) => tab.checked)).toEqual([true, false, false])
    const firstWeek = weekTabs()[0]!.closest('[data-week]') as HTMLElement
    // Its weekdays, each named for screen readers; the weekend without times is left out.
    expect(
      within(firstWeek)
        .getAllByRole('group')
        .map((day) => day.querySelector('legend')!.textContent),
    ).toEqual([
      'Thursday, December 3',
      'Friday, December 4',
      'Monday, December 7',
      'Tuesday, December 8',
      'Wednesday, December 9',
    ])
    const thursday = within(firstWeek).getByRole('group', { name: 'Thursday, December 3' })
    expect(
      within(thursday)
        .getAllByRole<HTMLInputElement>('radio')
        .map((radio) => radio.labels![0]!.textContent),
    ).toEqual(['9:00 AM', '2:00 PM'])
    // A weekday without a free time says so.
    expect(within(firstWeek).getByRole('group', { name: 'Wednesday, December 9' }).textContent).toContain('No times')
  })

  it('reads the days in the visitor’s zone: a late-evening time in Chicago is the next day in Madrid', () => {
    renderPicker({ slots: [at('2026-12-03T20:00:00Z'), at('2026-12-03T23:30:00Z')], timeZone: 'Europe/Madrid' })
    const week = weekTabs()[0]!.closest('[data-week]') as HTMLElement
    expect(within(week).getByRole('group', { name: 'Thursday, December 3' }).textContent).toContain('9:00 PM')
    expect(within(week).getByRole('group', { name: 'Friday, December 4' }).textContent).toContain('12:30 AM')
  })

  it('opens the week of the time the visitor had chosen, that time checked', () => {
    renderPicker({ chosen: '2026-12-14T16:30:00.000Z' })
    expect(weekTabs().map((tab) => tab.checked)).toEqual([false, true, false])
    expect((screen.getByRole('radio', { name: '10:30 AM' }) as HTMLInputElement).checked).toBe(true)
  })

  it('sends the instants, whatever the zone shows', () => {
    renderPicker({ timeZone: 'Asia/Tokyo' })
    const values = screen
      .getAllByRole('radio')
      .flatMap((radio) => ((radio as HTMLInputElement).name === 'slot' ? [(radio as HTMLInputElement).value] : []))
    expect(values).toEqual(slots.map((slot) => new Date(slot).toISOString()))
  })
})
