'use client'

import { useSyncExternalStore } from 'react'
import { languageTags, type Locale } from '@/lib/i18n/locales'

const never = () => () => undefined

/*
 * Made once per language, in the browser only (its zone is the visitor's): an Intl.DateTimeFormat
 * takes milliseconds to make, and React reads each moment's snapshot at every drawing of the
 * account page's sessions and sign-in history.
 */
const formats = new Map<Locale, Intl.DateTimeFormat>()
function localFormat(locale: Locale) {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[locale], {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    formats.set(locale, format)
  }
  return format
}

/**
 * A moment in the visitor's own time zone, named ("Dec 6, 2026, 6:06 AM CST"), once the browser
 * has drawn the page: the server knows no visitor's zone, so it writes the moment in UTC, which
 * stays without JavaScript.
 */
export function LocalTime({ at, utc, locale }: { at: string; utc: string; locale: Locale }) {
  const local = useSyncExternalStore(
    never,
    () => localFormat(locale).format(new Date(at)),
    () => null,
  )
  return <time dateTime={at}>{local ?? utc}</time>
}
