import { describe, expect, it } from 'vitest'
import { zoneOptions } from '@/app/[locale]/(site)/demo/time-zones'
import { browserZoneLabel } from '@/app/[locale]/(site)/demo/ZonePicker'
import { isTimeZone, knownTimeZone } from '@/lib/demo/time-zone'

/*
 * The demo pages' zone select (/demo, /demo/booking): each zone named in the page's language, with
 * its city, and its value the IANA id the page's `?tz=` and the booking form send.
 */

describe('the demo zone select', () => {
  it('offers the same zones in both languages, their values IANA ids that Intl knows', () => {
    const en = zoneOptions('en').map((option) => option.value)
    expect(zoneOptions('es').map((option) => option.value)).toEqual(en)
    expect(en).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
      'America/Puerto_Rico',
      'America/Mexico_City',
      'America/Bogota',
      'Europe/Madrid',
      'UTC',
    ])
    for (const zone of en) expect(isTimeZone(zone), zone).toBe(true)
  })

  it.each([
    {
      locale: 'en',
      labels: {
        'America/New_York': 'Eastern Time (New York)',
        'America/Mexico_City': 'Central Time (Mexico City)',
        'Pacific/Honolulu': 'Hawaii Time (Honolulu)',
        'Europe/Madrid': 'Central European Time (Madrid)',
        UTC: 'Coordinated Universal Time (UTC)',
      },
    },
    {
      locale: 'es',
      labels: {
        'America/New_York': 'Hora del Este (Nueva York)',
        'America/Mexico_City': 'Hora del Centro (Ciudad de México)',
        'Pacific/Honolulu': 'Hora de Hawái (Honolulu)',
        'Europe/Madrid': 'Hora de Europa central (Madrid)',
        UTC: 'Hora universal coordinada (UTC)',
      },
    },
  ] as const)('in $locale: names each zone in that language, then its city', ({ locale, labels }) => {
    const options = zoneOptions(locale)
    const byValue = Object.fromEntries(options.map((option) => [option.value, option.label]))
    expect(byValue).toMatchObject(labels)
    for (const { value, label } of options) {
      // Never the id itself ("America/New York"), every label different.
      expect(label, value).not.toMatch(/\/|_/)
      expect(label, value).toMatch(/^\S.* \(.+\)$/)
    }
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length)
  })

  it('says the Spanish labels in Spanish, not in English', () => {
    for (const { label } of zoneOptions('es')) expect(label).toMatch(/^Hora /)
    for (const { label } of zoneOptions('en')) expect(label).not.toMatch(/^Hora /)
  })

  it('names a zone the list lacks (the browser’s own) with Intl in the page’s language, and its city', () => {
    expect(browserZoneLabel('America/Argentina/Buenos_Aires', 'en')).toMatch(/^Argentina .*\(Buenos Aires\)$/)
    expect(browserZoneLabel('America/Argentina/Buenos_Aires', 'es')).toMatch(/^Hora .*Argentina.*\(Buenos Aires\)$/)
    expect(browserZoneLabel('Not/A_Zone', 'es')).toBe('A Zone')
  })

  it('names the zone by the rules it keeps now', () => {
    const december = Date.parse('2026-12-05T12:00:00Z')
    // In 1970 Lisbon kept Central European Time and Lord Howe Australian Eastern Time.
    expect(browserZoneLabel('Europe/Lisbon', 'en', december)).toMatch(/^Western European .*\(Lisbon\)$/)
    expect(browserZoneLabel('Europe/Lisbon', 'es', december)).toMatch(/^Hora de Europa occidental \(Lisbon\)$/)
    expect(browserZoneLabel('Australia/Lord_Howe', 'en', december)).toMatch(/^Lord Howe .*\(Lord Howe\)$/)
  })

  it('reads a `?tz=` in any spelling as the zone Intl names, and nothing else as a zone', () => {
    // The select then shows the listed zone chosen, and the page's links carry one spelling.
    expect(knownTimeZone('america/new_york')).toBe('America/New_York')
    expect(knownTimeZone('EUROPE/MADRID')).toBe('Europe/Madrid')
    expect(knownTimeZone('America/Chicago')).toBe('America/Chicago')
    for (const anything of ['Mars/Olympus_Mons', '', 'America/New_York\t', `Etc/${'x'.repeat(64)}`, 42, undefined])
      expect(knownTimeZone(anything), String(anything)).toBeUndefined()
  })
})
