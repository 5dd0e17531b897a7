/**
 * The zone Intl knows by this name, spelled as Intl spells it ("america/new_york" is
 * "America/New_York"), or undefined: a `?tz=` or a submitted field may be anything.
 */
export function knownTimeZone(zone: unknown): string | undefined {
  if (typeof zone !== 'string' || zone.length > 64) return undefined
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** Whether Intl knows the zone. */
export const isTimeZone = (zone: unknown): zone is string => knownTimeZone(zone) !== undefined
