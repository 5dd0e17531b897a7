/*
 * `npm run demos`: the demo bookings from now on, earliest first, for staff.
 *
 *   npm run demos               the next 20
 *   npm run demos -- --limit 100
 *   npm run demos -- --json     one JSON object per line
 *
 * It reads the store the site writes to (lib/demo/store): SQLite at DEMO_DB_PATH (default
 * data/demo.sqlite), or PostgreSQL when DATABASE_URL is set. A booking whose time the bundled
 * dataset's availability no longer offers (hours or days off changed after it was made) is
 * marked: it still stands, and its specialist should keep it or agree another time with the
 * visitor (docs/demo-bookings.md). Runs on Node 24 with type stripping and the react-server
 * condition, like `npm run inbox`.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { controlCharacters } from '../lib/control-characters.ts'
import { availabilityModel, type Availability } from '../lib/demo/availability.ts'
import { specialistStarts } from '../lib/demo/slots.ts'
import { bookingStoreFromEnv } from '../lib/demo/store/index.ts'
import type { Booking } from '../lib/demo/store/types.ts'
import { databaseUrl, closePostgresPools } from '../lib/postgres.ts'
import { variable } from '../lib/env/server.ts'
import { listOptions } from './list-options.ts'
import { describeError } from '../lib/log.ts'

const { limit, json } = listOptions()

/** The availability in the bundled dataset, or undefined when it has none that reads. */
function bundledAvailability(): Availability | undefined {
  const lines = readFileSync(
    variable('BUNDLED_DATASET_PATH') ?? path.join(process.cwd(), 'studio', 'dataset', 'production.ndjson'),
    'utf8',
  )
    .split('\n')
    .filter(Boolean)
  const document = lines
    .map((line) => JSON.parse(line) as { _id: string })
    .find((doc) => doc._id === 'demoAvailability')
  const parsed = availabilityModel.safeParse(document)
  return parsed.success ? parsed.data : undefined
}

/** Whether the availability still offers this booking's time to its specialist. */
function stillOffered(availability: Availability | undefined, booking: Booking) {
  const specialist = availability?.specialists.find((candidate) => candidate.key === booking.specialist)
  if (!availability || !specialist) return false
  return specialistStarts(availability, specialist, booking.startsAt, booking.startsAt).includes(booking.startsAt)
}

const clean = (value: unknown) =>
  String(value ?? '').replace(controlCharacters({ allowed: '\t\n', global: true }), '\ufffd')

const file = variable('DEMO_DB_PATH')
if (!databaseUrl() && !existsSync(file)) {
  console.log(`No bookings yet: ${file} does not exist (it is created with the first booking).`)
} else {
  const store = bookingStoreFromEnv()
  try {
    const bookings = (await store.list(Date.now())).slice(0, limit)
    const availability = bundledAvailability()
    const names = new Map(availability?.specialists.map((specialist) => [specialist.key, specialist]) ?? [])
    if (json) {
      for (const booking of bookings)
        console.log(JSON.stringify({ ...booking, stillOffered: stillOffered(availability, booking) }))
    } else {
      console.log(`${bookings.length} booking${bookings.length === 1 ? '' : 's'} from now on in ${store.location}\n`)
      for (const booking of bookings) {
        const specialist = names.get(booking.specialist)
        const zone = specialist?.timeZone ?? 'UTC'
        const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: zone })
        const state =
          booking.status === 'cancelled'
            ? 'CANCELLED'
            : stillOffered(availability, booking)
              ? 'booked'
              : 'booked, OUTSIDE the current availability: keep it or agree another time'
        console.log(
          `${when.format(booking.startsAt)} (${zone})  ${new Date(booking.startsAt).toISOString()}  [${state}]`,
        )
        console.log(`Specialist:   ${clean(specialist?.name ?? booking.specialist)}`)
        console.log(
          `Visitor:      ${clean(booking.name)} <${clean(booking.email)}>${booking.phone ? `, ${clean(booking.phone)}` : ''}`,
        )
        console.log(`Organization: ${clean(booking.organization)} (${clean(booking.role)}, ${clean(booking.size)})`)
        console.log(
          `Language:     ${booking.locale === 'es' ? 'Spanish' : 'English'}; their zone ${clean(booking.timeZone)}`,
        )
        if (booking.note) console.log(clean(booking.note).replace(/^/gm, '  '))
        console.log('')
      }
    }
  } catch (error) {
    console.error(`Could not read ${store.location}: ${describeError(error)}`)
    process.exitCode = 1
  } finally {
    await store.close()
    await closePostgresPools()
  }
}
