/*
 * An Intl.DateTimeFormat takes several milliseconds to make (with a time zone, in Chromium), against
 * microseconds to use: each one the pages draw with is made once per language, options and zone,
 * not at every drawing (a calendar redrawn at each error shown, a time read at each React snapshot).
 * The zones come as Intl spells them (lib/demo/time-zone.ts), a few hundred names; past 512 the
 * cache starts again, so no run of names grows it.
 */
const MAX_MADE = 512
const made = new Map<string, Intl.DateTimeFormat>()

/** `new Intl.DateTimeFormat(tag, options)`, made once; options without a zone take the runtime's. */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`
  let format = made.get(key)
  if (!format) {
    if (made.size >= MAX_MADE) made.clear()
    format = new Intl.DateTimeFormat(tag, options)
    made.set(key, format)
  }
  return format
}
