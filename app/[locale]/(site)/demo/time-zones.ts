/*
 * The zones the page offers without JavaScript (with it, the browser's own is added and chosen):
 * the US's, then a few where the site's Spanish-speaking visitors often are, then UTC.
 */
const offeredTimeZones = [
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
] as const

/** The offered zones as the zone select lists them: "America/New_York" reads "America/New York". */
export const zoneOptions = offeredTimeZones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))
