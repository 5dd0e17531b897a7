import 'server-only'
import { ClientError, type SanityClient } from '@sanity/client'
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
  // What the demo availability's rules match a booking by: the name may change, the key may not.
  specialistKey: specialist.key,
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

/** How often a copy is tried again when another instance's write came between its read and its write. */
const WRITE_ATTEMPTS = 5

/**
 * Writes each booking's copy through a client that holds a write token, newest version only: two
 * instances may write copies of one booking out of order (a move answered on one, its cancellation
 * on another), so a copy replaces the stored one only when its `sequence` is higher, and only if
 * the stored one is still the revision that was read (Sanity's `ifRevisionID`). A write that lost
 * that race reads again.
 */
export const lakeStudioCopy =
  (client: SanityClient): StudioCopy =>
  async (booking, specialist) => {
    const { _id, _type, ...fields } = bookingDocument(booking, specialist)
    const absent = Object.keys(fields).filter((key) => fields[key as keyof typeof fields] === undefined)
    for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
      const stored = await client.getDocument<{ sequence?: number }>(_id)
      if (stored && typeof stored.sequence === 'number' && stored.sequence >= booking.sequence) return
      try {
        if (!stored) await client.create({ _id, _type, ...fields }, { returnDocuments: false })
        else
          await client.patch(_id).ifRevisionId(stored._rev).set(fields).unset(absent).commit({ returnDocuments: false })
        return
      } catch (error) {
        // 409: created by another instance since the read, or no longer the revision read.
        if (!(error instanceof ClientError && error.statusCode === 409)) throw error
      }
    }
    throw new Error(`the copy changed under ${WRITE_ATTEMPTS} attempts in a row`)
  }

/** The copy the settings ask for: none without a Sanity project and SANITY_API_WRITE_TOKEN. */
export function studioCopyFromEnv(): StudioCopy | undefined {
  const token = variable('SANITY_API_WRITE_TOKEN')
  if (!token || contentSource.kind !== 'lake') return undefined
  return lakeStudioCopy(createLakeClient(contentSource, { token, timeoutMs: 10_000 }))
}
