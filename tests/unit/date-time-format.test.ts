import { describe, expect, it } from 'vitest'
import { dateTimeFormat } from '@/lib/date-time-format'

describe('dateTimeFormat', () => {
  it('makes a formatter once for a language, its options and zone, and formats as Intl does', () => {
    const chicago = dateTimeFormat('en-US', { hour: 'numeric', timeZone: 'America/Chicago' })
    expect(dateTimeFormat('en-US', { hour: 'numeric', timeZone: 'America/Chicago' })).toBe(chicago)
    expect(dateTimeFormat('en-US', { hour: 'numeric', timeZone: 'Europe/Madrid' })).not.toBe(chicago)
    expect(dateTimeFormat('es-US', { hour: 'numeric', timeZone: 'America/Chicago' })).not.toBe(chicago)
    expect(chicago.format(Date.parse('2026-12-07T18:00:00Z'))).toBe('12 PM')
  })

  it('keeps no more than 512: past them it starts again, so a run of names cannot grow it', () => {
    const first = dateTimeFormat('en-US', { minute: '2-digit', timeZone: 'UTC' })
    const zones = Intl.supportedValuesOf('timeZone')
    for (const hourCycle of ['h11', 'h23'] as const)
      for (const timeZone of zones) dateTimeFormat('en-US', { hour: 'numeric', hourCycle, timeZone })
    expect(zones.length * 2).toBeGreaterThan(512)
    expect(dateTimeFormat('en-US', { minute: '2-digit', timeZone: 'UTC' })).not.toBe(first)
  })
})
