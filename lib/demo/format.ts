import type { Locale } from '../i18n/locales.ts'

/*
 * A meeting's time as people read it, in their language and zone: "Tuesday, March 10, 2026 at
 * 9:00 AM EDT". Intl formats; it does no arithmetic.
 */

const languageTags: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

export const meetingTime = (instant: number, locale: Locale, timeZone: string) =>
  new Intl.DateTimeFormat(languageTags[locale], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(instant)
