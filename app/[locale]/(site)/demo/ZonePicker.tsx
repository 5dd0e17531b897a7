import { controlClass } from '@/lib/components/forms/controls'
import { languageTags, type Locale } from '@/lib/i18n/locales'

/**
 * A zone the offered list lacks (the browser's own), named by Intl in the page's language with its
 * city: "hora de Argentina (Buenos Aires)". Named as it is now: some zones followed other rules in
 * the past (Lisbon was on Central European Time in 1970). The city is the IANA id's, as English
 * spells it: a table of Spanish names would not fit the form page's JavaScript budget.
 */
export function browserZoneLabel(zone: string, locale: Locale, now = Date.now()): string {
  const city = zone.split('/').pop()!.replace(/_/g, ' ')
  try {
    const name = new Intl.DateTimeFormat(languageTags[locale], { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value
    if (!name || /^GMT/.test(name)) return city
    return `${name.charAt(0).toLocaleUpperCase(languageTags[locale])}${name.slice(1)} (${city})`
  } catch {
    return city
  }
}

/**
 * The zone the times are shown in, chosen once for the whole calendar. Without JavaScript it is a
 * small GET form: its button, in <noscript>, brings the page back with `?tz=`. With JavaScript,
 * choosing a zone redraws the times at once (`onChange`), and there is no button to press.
 */
export function ZonePicker({
  locale,
  action,
  zone,
  label,
  submit,
  zones,
  onChange,
  keep = {},
}: {
  locale: Locale
  /** The page's own address, which answers `?tz=`. */
  action: string
  zone: string
  /** The zones offered (time-zones.ts, labelled on the server in the page's language): the browser's own is added when missing. */
  zones: readonly { value: string; label: string }[]
  label: string
  submit: string
  onChange?: (zone: string) => void
  /** The rest of the page's query, kept when the zone changes (a move link's token). */
  keep?: Record<string, string>
}) {
  const options = zones.some((option) => option.value === zone)
    ? zones
    : [{ value: zone, label: browserZoneLabel(zone, locale) }, ...zones]
  return (
    <form method="get" action={action} className="demo-zone">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* As wide as its longest zone's name, but never wider than a narrow screen. */}
      <div className="max-w-full min-w-0">
        <label htmlFor="demo-time-zone" className="mb-1 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <select
          id="demo-time-zone"
          name="tz"
          value={zone}
          onChange={(event) => onChange?.(event.target.value)}
          className={`${controlClass} select-field`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="demo-zone-button">
          {submit}
        </button>
      </noscript>
    </form>
  )
}
