import { describe, expect, it } from 'vitest'
import { SECURITY_TXT_DAYS } from '@/lib/trust/rules'
import { securityTxt, securityTxtExpires } from '@/lib/trust/security-txt'
import { parseSecurityTxt, rfc9116Problems } from '../support/security-txt'

/*
 * /.well-known/security.txt against RFC 9116: its fields, their form, and an Expires that moves
 * forward by itself (the end-to-end test reads the served file too: tests/e2e/trust.spec.ts).
 */

const settings = {
  contact: 'mailto:security@medicore.example',
  policy: 'https://medicore.example/vulnerability-disclosure',
  days: 180,
}
const canonical = 'https://medicore.example/.well-known/security.txt'

describe('security.txt', () => {
  const now = new Date('2026-12-06T15:42:00Z')

  it('has RFC 9116’s fields, well formed, with the languages reports may be written in', () => {
    const text = securityTxt(settings, canonical, now)
    expect(rfc9116Problems(text, now)).toEqual([])
    expect(parseSecurityTxt(text)).toEqual([
      ['contact', 'mailto:security@medicore.example'],
      ['expires', '2027-06-04T00:00:00Z'],
      ['preferred-languages', 'en, es'],
      ['canonical', canonical],
      ['policy', settings.policy],
    ])
  })

  it('moves its Expires forward by itself, a day at a time, never more than a year ahead', () => {
    const today = securityTxtExpires(now, 180)
    const tomorrow = securityTxtExpires(new Date(now.getTime() + 24 * 60 * 60 * 1000), 180)
    expect(Date.parse(tomorrow) - Date.parse(today)).toBe(24 * 60 * 60 * 1000)
    // The same all day long: a cache that keeps it for a while serves the same file.
    expect(securityTxtExpires(new Date('2026-12-06T23:59:59Z'), 180)).toBe(today)
    expect(securityTxtExpires(now, 10_000)).toBe(securityTxtExpires(now, SECURITY_TXT_DAYS.max))
    expect(rfc9116Problems(securityTxt({ ...settings, days: 10_000 }, canonical, now), now)).toEqual([])
    expect(securityTxtExpires(now, 0)).toBe(securityTxtExpires(now, SECURITY_TXT_DAYS.min))
  })

  it('keeps a setting to its one line: nothing staff type adds a field', () => {
    const text = securityTxt(
      { ...settings, contact: 'mailto:a@b.example\nExpires: 2099-01-01T00:00:00Z' },
      canonical,
      now,
    )
    expect(parseSecurityTxt(text).filter(([name]) => name === 'expires')).toHaveLength(1)
  })

  it('names the encryption key when the settings give one', () => {
    const text = securityTxt({ ...settings, encryption: 'https://medicore.example/pgp-key.txt' }, canonical, now)
    expect(parseSecurityTxt(text)).toContainEqual(['encryption', 'https://medicore.example/pgp-key.txt'])
  })
})
