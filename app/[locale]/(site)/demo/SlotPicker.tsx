import type { UseFormRegisterReturn } from 'react-hook-form'
import { dateTimeFormat } from '@/lib/date-time-format'
import { languageTags, type Locale } from '@/lib/i18n/locales'

/*
 * The free times as a week calendar: seven days at a time from the first day with a free time,
 * each day a column of times (a row of them on a phone), the weeks as tabs above. The tabs are
 * radio buttons and CSS shows the chosen week's days (peer-checked), so moving by week works the
 * same with or without JavaScript and keeps what the visitor typed. The times are radio buttons
 * whose values are instants (ISO 8601, UTC): the zone changes only the words. Server and browser
 * draw it alike: Intl formats, nothing here computes with zones but the day a time falls on.
 */

const DAY_MS = 86_400_000

const slotValue = (instant: number) => new Date(instant).toISOString()

/** A day's names, from its noon in UTC: the same day whatever the zone's offset. */
function dayNames(locale: Locale) {
  const tag = languageTags[locale]
  return {
    weekday: dateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }),
    date: dateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    day: dateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
  }
}

/** A time's day and hour in the zone it is shown in. */
const zoneFormats = (locale: Locale, timeZone: string) => ({
  dayKey: dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
  time: dateTimeFormat(languageTags[locale], { hour: 'numeric', minute: '2-digit', timeZone }),
})

/** A time in full, for the nearest times offered after one was taken: made only then. */
const fullFormat = (locale: Locale, timeZone: string) =>
  dateTimeFormat(languageTags[locale], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })

type Day = { key: string; weekday: string; date: string; label: string; slots: { value: string; label: string }[] }
type Week = { key: string; label: string; days: Day[] }

/**
 * The times in weeks of seven days from the first day that has one, in `timeZone`. A week shows
 * its weekdays, and a Saturday or Sunday only when it has times; a day without times says so.
 */
function weeksOf(slots: readonly number[], locale: Locale, timeZone: string): Week[] {
  if (slots.length === 0) return []
  const format = zoneFormats(locale, timeZone)
  // Noon of each calendar day in UTC stands for the day: its name and date, whatever the zone's offset.
  const dayOf = (instant: number) => Date.parse(`${format.dayKey.format(instant)}T12:00:00Z`)
  const inUtc = dayNames(locale)
  const byDay = Map.groupBy(slots, dayOf)
  const first = dayOf(slots[0]!)
  const last = dayOf(slots.at(-1)!)
  const weeks: Week[] = []
  for (let start = first; start <= last; start += 7 * DAY_MS) {
    const days: Day[] = []
    for (let noon = start; noon < start + 7 * DAY_MS; noon += DAY_MS) {
      const times = byDay.get(noon) ?? []
      const weekend = [0, 6].includes(new Date(noon).getUTCDay())
      if (weekend && times.length === 0) continue
      days.push({
        key: new Date(noon).toISOString().slice(0, 10),
        weekday: inUtc.weekday.format(noon),
        date: inUtc.date.format(noon),
        label: inUtc.day.format(noon),
        slots: times.map((instant) => ({ value: slotValue(instant), label: format.time.format(instant) })),
      })
    }
    weeks.push({
      key: new Date(start).toISOString().slice(0, 10),
      // Two dates rather than formatRange, whose spacing differs between the server's ICU and the browser's.
      label: `${inUtc.date.format(start)} – ${inUtc.date.format(start + 6 * DAY_MS)}`,
      days,
    })
  }
  return weeks
}

type SlotPickerProps = {
  slots: readonly number[]
  /** Offered first, on their own: the times nearest to one just taken. */
  nearest?: readonly number[]
  locale: Locale
  timeZone: string
  legend: string
  /** Before each week's dates, for screen readers: "Week of". */
  weekLegend: string
  /** What a day without free times says: "No times". */
  noTimes: string
  nearestLegend?: string
  error?: string
  registration?: UseFormRegisterReturn
  /** The time to show chosen (what the visitor had picked, kept after a refused submit). */
  chosen?: string
  /** The server refused the form for its time first: the first time offered takes focus (a submit without JavaScript). */
  autoFocus?: boolean
}

function Option({
  id,
  value,
  label,
  registration,
  chosen,
  autoFocus,
}: {
  id: string
  value: string
  label: string
  registration?: UseFormRegisterReturn
  chosen?: string
  autoFocus?: boolean
}) {
  return (
    <label className="demo-time">
      <input
        id={id}
        type="radio"
        name="slot"
        value={value}
        defaultChecked={chosen === value}
        autoFocus={autoFocus}
        {...registration}
        className="sr-only"
      />
      {label}
    </label>
  )
}

export function SlotPicker({
  slots,
  nearest = [],
  locale,
  timeZone,
  legend,
  weekLegend,
  noTimes,
  nearestLegend,
  error,
  registration,
  chosen,
  autoFocus = false,
}: SlotPickerProps) {
  const weeks = weeksOf(slots, locale, timeZone)
  // The week shown first: the chosen time's, or the first.
  const chosenWeek = weeks.find((week) => week.days.some((day) => day.slots.some((slot) => slot.value === chosen)))
  const openWeek = chosenWeek ?? weeks[0]
  const firstOpen = openWeek?.days.find((day) => day.slots.length)?.slots[0]
  const focused = !autoFocus
    ? undefined
    : nearest.length
      ? `nearest-${nearest[0]}`
      : firstOpen && `slot-${firstOpen.value}`
  return (
    <fieldset aria-describedby={error ? 'slot-error' : undefined}>
      <legend className="sr-only">{legend}</legend>
      {error ? (
        <p id="slot-error" className="demo-error">
          {error}
        </p>
      ) : null}
      {nearest.length && nearestLegend ? (
        <fieldset className="demo-nearest">
          <legend>{nearestLegend}</legend>
          <div>
            {nearest.map((instant) => (
              <Option
                key={instant}
                id={`nearest-${instant}`}
                value={slotValue(instant)}
                label={fullFormat(locale, timeZone).format(instant)}
                registration={registration}
                chosen={chosen}
                autoFocus={focused === `nearest-${instant}`}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {weeks.map((week, index) => (
          <div key={week.key} data-week={week.key} className="contents">
            <input
              id={`demo-week-${index}`}
              type="radio"
              name="week"
              value={week.key}
              defaultChecked={week === openWeek}
              className="peer sr-only"
            />
            <label htmlFor={`demo-week-${index}`} className="demo-week-tab">
              <span className="sr-only">{weekLegend}</span> {week.label}
            </label>
            <div className="demo-week">
              {week.days.map((day) => (
                <fieldset key={day.key} className="demo-day">
                  <legend className="sr-only">{day.label}</legend>
                  <p aria-hidden="true" className="demo-day-name">
                    <b>{day.weekday}</b>
                    <span>{day.date}</span>
                  </p>
                  {day.slots.length ? (
                    <div className="demo-day-times">
                      {day.slots.map((slot) => (
                        <Option
                          key={slot.value}
                          id={`slot-${slot.value}`}
                          value={slot.value}
                          label={slot.label}
                          registration={registration}
                          chosen={chosen}
                          autoFocus={focused === `slot-${slot.value}`}
                        />
                      ))}
                    </div>
                  ) : (
                    <p className="demo-day-empty">{noTimes}</p>
                  )}
                </fieldset>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
