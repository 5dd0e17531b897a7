import type { UseFormRegisterReturn } from 'react-hook-form'
import type { Locale } from '@/lib/i18n/locales'

/*
 * The free times as radio buttons, one group per day (a disclosure each, one open at a time, so
 * three weeks of times are not one long page), in the zone the visitor reads them in. The
 * values are instants (ISO 8601, UTC), so the zone changes only the words. Server and browser
 * draw it alike: Intl formats, nothing here computes with zones.
 */

const languageTags: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

const slotValue = (instant: number) => new Date(instant).toISOString()

function formats(locale: Locale, timeZone: string) {
  const tag = languageTags[locale]
  return {
    day: new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric', timeZone }),
    dayKey: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }),
    time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone }),
    full: new Intl.DateTimeFormat(tag, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }),
  }
}

/** The times, grouped by their day in `timeZone`, in order. */
function byDay(slots: readonly number[], locale: Locale, timeZone: string) {
  const format = formats(locale, timeZone)
  const days = new Map<string, { label: string; slots: { value: string; label: string }[] }>()
  for (const instant of slots) {
    const key = format.dayKey.format(instant)
    const day = days.get(key) ?? { label: format.day.format(instant), slots: [] }
    day.slots.push({ value: slotValue(instant), label: format.time.format(instant) })
    days.set(key, day)
  }
  return [...days.entries()].map(([key, day]) => ({ key, ...day }))
}

type SlotPickerProps = {
  slots: readonly number[]
  /** Offered first, on their own: the times nearest to one just taken. */
  nearest?: readonly number[]
  locale: Locale
  timeZone: string
  legend: string
  nearestLegend?: string
  error?: string
  registration?: UseFormRegisterReturn
  /** The time to show chosen (what the visitor had picked, kept after a refused submit). */
  chosen?: string
  /** The server refused the form for its time first: the first time offered takes focus (a submit without JavaScript). */
  autoFocus?: boolean
}

const optionClass =
  'flex cursor-pointer items-center justify-center rounded-md border border-slate-400 bg-white px-2 py-2 text-sm text-slate-800 ' +
  'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700'

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
    <label className={optionClass}>
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
  nearestLegend,
  error,
  registration,
  chosen,
  autoFocus = false,
}: SlotPickerProps) {
  const days = byDay(slots, locale, timeZone)
  // One day open at a time (<details name>): the chosen time's day, or the first.
  const chosenDay = days.find((day) => day.slots.some((slot) => slot.value === chosen))?.key
  const openDay = days.find((day, index) => (chosenDay === undefined ? index === 0 : chosenDay === day.key))
  const focused = !autoFocus
    ? undefined
    : nearest.length
      ? `nearest-${nearest[0]}`
      : openDay && `slot-${openDay.slots[0]!.value}`
  const full = formats(locale, timeZone).full
  const grid = 'mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6'
  return (
    <fieldset aria-describedby={error ? 'slot-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {error ? (
        <p id="slot-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {nearest.length && nearestLegend ? (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-brand-950">{nearestLegend}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {nearest.map((instant) => (
              <Option
                key={instant}
                id={`nearest-${instant}`}
                value={slotValue(instant)}
                label={full.format(instant)}
                registration={registration}
                chosen={chosen}
                autoFocus={focused === `nearest-${instant}`}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="mt-4 space-y-2">
        {days.map((day) => (
          <details
            key={day.key}
            name="demo-day"
            open={day === openDay}
            className="rounded-md border border-slate-200 px-3 py-2"
          >
            <summary className="cursor-pointer text-sm font-semibold text-slate-700">{day.label}</summary>
            <fieldset className="pb-2">
              <legend className="sr-only">{day.label}</legend>
              <div className={grid}>
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
            </fieldset>
          </details>
        ))}
      </div>
    </fieldset>
  )
}
