'use client'

import { useSyncExternalStore } from 'react'
import type { Locale } from '@/lib/i18n/locales'

const tags: Record<Locale, string> = { en: 'en-US', es: 'es-US' }
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
      new Intl.DateTimeFormat(tags[locale], {
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
