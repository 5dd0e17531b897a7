import type { Locale } from '@/lib/i18n/locales'

/*
 * The zones the page offers without JavaScript (with it, the browser's own is added and chosen):
 * the US's, then a few where the site's Spanish-speaking visitors often are, then UTC. Each is
 * named in the page's language as people say it, then its city: written here rather than asked
 * of Intl, whose names vary with the ICU version and are poor for some of these ("GMT+00:00",
 * "hora estándar central" for Mexico City, "Hawái-Aleutianas" for Honolulu).
 */
const offeredTimeZones = {
  'America/New_York': { en: 'Eastern Time (New York)', es: 'Hora del Este (Nueva York)' },
  'America/Chicago': { en: 'Central Time (Chicago)', es: 'Hora del Centro (Chicago)' },
  'America/Denver': { en: 'Mountain Time (Denver)', es: 'Hora de la Montaña (Denver)' },
  'America/Phoenix': { en: 'Mountain Standard Time (Phoenix)', es: 'Hora estándar de la Montaña (Phoenix)' },
  'America/Los_Angeles': { en: 'Pacific Time (Los Angeles)', es: 'Hora del Pacífico (Los Ángeles)' },
  'America/Anchorage': { en: 'Alaska Time (Anchorage)', es: 'Hora de Alaska (Anchorage)' },
  'Pacific/Honolulu': { en: 'Hawaii Time (Honolulu)', es: 'Hora de Hawái (Honolulu)' },
  'America/Puerto_Rico': { en: 'Atlantic Time (Puerto Rico)', es: 'Hora del Atlántico (Puerto Rico)' },
  'America/Mexico_City': { en: 'Central Time (Mexico City)', es: 'Hora del Centro (Ciudad de México)' },
  'America/Bogota': { en: 'Colombia Time (Bogotá)', es: 'Hora de Colombia (Bogotá)' },
  'Europe/Madrid': { en: 'Central European Time (Madrid)', es: 'Hora de Europa central (Madrid)' },
  UTC: { en: 'Coordinated Universal Time (UTC)', es: 'Hora universal coordinada (UTC)' },
} as const satisfies Record<string, Record<Locale, string>>

/** The offered zones as the zone select lists them, in `locale`: the value is the IANA id, the label "Eastern Time (New York)". */
export const zoneOptions = (locale: Locale) =>
  Object.entries(offeredTimeZones).map(([zone, labels]) => ({ value: zone, label: labels[locale] }))
