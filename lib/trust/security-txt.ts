import { locales } from '../i18n/locales.ts'
import { SECURITY_TXT_DAYS } from './rules.ts'

/*
 * /.well-known/security.txt (RFC 9116) from the trust center's settings: where to report a
 * vulnerability (Contact), the disclosure policy (Policy), the languages reports may be written
 * in, the file's own address (Canonical) and an Expires that moves forward by itself every day,
 * the settings' number of days ahead and never more than a year (§2.5.5 advises less).
 */

export const SECURITY_TXT_PATH = '/.well-known/security.txt'

const DAY_MS = 24 * 60 * 60 * 1000

/** Expires: the start of `now`'s day (UTC) plus `days`, within the bounds; an RFC 3339 date-time. */
export function securityTxtExpires(now: Date, days: number): string {
  const bounded = Math.min(Math.max(Math.round(days), SECURITY_TXT_DAYS.min), SECURITY_TXT_DAYS.max)
  const startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return new Date(startOfDay + bounded * DAY_MS).toISOString().replace(/\.000Z$/, 'Z')
}

export function securityTxt(
  settings: { contact: string; policy: string; encryption?: string; days: number },
  canonical: string,
  now: Date = new Date(),
): string {
  const fields = [
    ['Contact', settings.contact],
    ['Expires', securityTxtExpires(now, settings.days)],
    ...(settings.encryption ? [['Encryption', settings.encryption]] : []),
    ['Preferred-Languages', locales.join(', ')],
    ['Canonical', canonical],
    ['Policy', settings.policy],
  ]
  // A field's value is one line: nothing a setting holds can add another field.
  return `${fields.map(([name, value]) => `${name}: ${value!.replace(/[\r\n]+/g, ' ').trim()}`).join('\n')}\n`
}
