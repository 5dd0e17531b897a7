/**
 * The zone the times are shown in. Without JavaScript it is a small GET form: the page comes back
 * with `?tz=`. With JavaScript, choosing a zone redraws the times at once (`onChange`).
 */
export function ZonePicker({
  action,
  zone,
  label,
  submit,
  zones,
  onChange,
  keep = {},
}: {
  /** The page's own address, which answers `?tz=`. */
  action: string
  zone: string
  /** The zones offered (lib's time-zones.ts, labelled on the server): the browser's own is added when missing. */
  zones: readonly { value: string; label: string }[]
  label: string
  submit: string
  onChange?: (zone: string) => void
  /** The rest of the page's query, kept when the zone changes (a move link's token). */
  keep?: Record<string, string>
}) {
  const options = zones.some((option) => option.value === zone)
    ? zones
    : [{ value: zone, label: zone.replace(/_/g, ' ') }, ...zones]
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor="demo-time-zone" className="mb-1 block text-sm font-medium text-slate-800">
          {label}
        </label>
        <select
          id="demo-time-zone"
          name="tz"
          value={zone}
          onChange={(event) => onChange?.(event.target.value)}
          className="block rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
      >
        {submit}
      </button>
    </form>
  )
}
