import type { Locale } from '../locales'
import type { FormText, Messages } from '../types'
import { en } from './en'
import { es } from './es'

/*
 * The words of the forms, the account screens, their answers and the accounts' mails: one typed,
 * plain-object catalogue per language (./en.ts, ./es.ts), no i18n library. A library such as
 * next-intl would add its runtime to every form page's JavaScript and a provider around them;
 * here only server code reads a catalogue (`messagesFor(locale).signIn`) and hands each client form the one group it shows,
 * as props, so the browser never loads a catalogue whole (tests/unit/i18n-boundaries.test.ts).
 */

const catalogues: Record<Locale, Messages> = { en, es }

/** A language's catalogue: `messagesFor(locale).signIn.card.title`. */
export const messagesFor = (locale: Locale): Messages => catalogues[locale]

/** The props a client form needs, picked from the catalogue on the server. */
export function formText<Labels>(
  locale: Locale,
  labels: (m: Messages) => Labels,
  pending: (m: Messages) => string = (m) => m.authAnswers.sending,
): FormText<Labels> {
  const m = messagesFor(locale)
  return { labels: labels(m), validation: m.validation, formBody: m.formBody, pending: pending(m) }
}
