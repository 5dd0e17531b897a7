'use client'

import { useSyncExternalStore } from 'react'
import { dateTimeFormat } from '@/lib/date-time-format'
import { languageTags, type Locale } from '@/lib/i18n/locales'

const never = () => () => undefined

/**
 * A moment in the visitor's own time zone, named ("Dec 6, 2026, 6:06 AM CST"), once the browser
 * has drawn the page: the server knows no visitor's zone, so it writes the moment in UTC, which
 * stays without JavaScript.
 */
export function LocalTime({ at, utc, locale }: { at: string; utc: string; locale: Locale }) {
  const local = useSyncExternalStore(
    never,
    () =>
      dateTimeFormat(languageTags[locale], {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(at)),
    () => null,
  )
  return <time dateTime={at}>{local ?? utc}</time>
}
