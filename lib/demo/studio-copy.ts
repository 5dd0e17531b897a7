import 'server-only'
import type { SanityClient } from '@sanity/client'
import { contentSource } from '../config.ts'
import { variable } from '../env/server.ts'
import { createLakeClient } from '../lake-client.ts'
import type { Specialist } from './availability.ts'
import type { Booking } from './store/types.ts'

/*
 * Staff read demo bookings in the Studio when a Sanity project is connected, as they read contact
 * messages (schemas/documents/demoBooking.ts): each change to a booking rewrites a copy of it in
 * the Content Lake. The booking itself stays in the site's database, which alone decides who has
 * a time. Like a contact message, the copy's id has a dot in it ("demoBooking.<id>"), so it is
 * readable only with a token, even in a public dataset: visitors' details never leak through the
 * public API. Without SANITY_API_WRITE_TOKEN there is no copy: `npm run demos` lists the bookings.
 */

export type StudioCopy = (booking: Booking, specialist: Specialist) => Promise<void>

/** The copy's document, as the Studio's demoBooking type reads it. */
const bookingDocument = (booking: Booking, specialist: Specialist) => ({
  _id: `demoBooking.${booking.id}`,
  _type: 'demoBooking',
  status: booking.status,
  startsAt: new Date(booking.startsAt).toISOString(),
  endsAt: new Date(booking.endsAt).toISOString(),
  specialist: specialist.name,
  name: booking.name,
  email: booking.email,
  organization: booking.organization,
  role: booking.role,
  size: booking.size,
  phone: booking.phone || undefined,
  note: booking.note || undefined,
  locale: booking.locale,
  timeZone: booking.timeZone,
  sequence: booking.sequence,
  bookedAt: booking.createdAt,
  updatedAt: booking.updatedAt,
})

/** Writes each booking's copy through a client that holds a write token. */
export const lakeStudioCopy =
  (client: SanityClient): StudioCopy =>
  async (booking, specialist) => {
    await client.createOrReplace(bookingDocument(booking, specialist), { returnDocuments: false })
  }

/** The copy the settings ask for: none without a Sanity project and SANITY_API_WRITE_TOKEN. */
export function studioCopyFromEnv(): StudioCopy | undefined {
  const token = variable('SANITY_API_WRITE_TOKEN')
  if (!token || contentSource.kind !== 'lake') return undefined
  return lakeStudioCopy(createLakeClient(contentSource, { token, timeoutMs: 10_000 }))
}
