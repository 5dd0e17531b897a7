/*
 * The contact form's `?subject=` prefill, apart from the field names and bounds that every form
 * page's JavaScript carries: only /contact-us needs it, with the control-character pattern it uses.
 */
import { controlCharacters } from '../control-characters'
import { contactBounds } from './names-and-limits'

/**
 * A `?subject=` value, made safe to prefill: no control characters, within bounds. A subject the
 * site's own links write (`translated`'s keys) is shown in the page's language.
 */
export function subjectFromQuery(
  value: string | string[] | null | undefined,
  translated: Readonly<Record<string, string>> = {},
): string {
  const first = Array.isArray(value) ? value[0] : value
  if (typeof first !== 'string') return ''
  return (Object.hasOwn(translated, first) ? translated[first]! : first)
    .replace(controlCharacters({ global: true }), ' ')
    .trim()
    .slice(0, contactBounds.subject)
}
