import { clientLimit } from '../limits/client-limit'
import { requestLimit } from '../limits/request-limit'
import type { Limiter } from '../limits/limiter'
import { availabilityBounds } from './availability'

/*
 * Booking limits. Per client: 5 bookings (or moves) in 10 minutes, 200 from everyone where clients
 * cannot be told apart. Per address: 3 an hour, so that nobody fills someone else's inbox with
 * invitations. One address holds one booking at a time whatever the limits (lib/demo/book.ts).
 *
 * Held times: a client makes at most 5 new bookings within the longest booking horizon staff can
 * set. Every upcoming booking was made within that horizon, so one client, whatever addresses it
 * types, never holds more than 5 of the specialists' times. A booking that moves another, or that
 * is not made, gives its count back.
 */
const DEMO_LIMITS = {
  client: { perClient: 5, siteWide: 200, windowSeconds: 10 * 60 },
  address: { perAddress: 3, windowSeconds: 60 * 60 },
  held: { perClient: 5, siteWide: 5_000, windowSeconds: (availabilityBounds.daysAhead.max + 1) * 24 * 60 * 60 },
} as const

export const demoClientLimit = (given?: Limiter) =>
  clientLimit(
    {
      name: 'demo',
      perClient: DEMO_LIMITS.client.perClient,
      siteWide: DEMO_LIMITS.client.siteWide,
      durationSeconds: DEMO_LIMITS.client.windowSeconds,
    },
    given,
  )

export const demoHeldLimit = (given?: Limiter) =>
  clientLimit(
    {
      name: 'demo-held',
      perClient: DEMO_LIMITS.held.perClient,
      siteWide: DEMO_LIMITS.held.siteWide,
      durationSeconds: DEMO_LIMITS.held.windowSeconds,
    },
    given,
  )

export const demoAddressLimit = (given?: Limiter) =>
  requestLimit(
    {
      name: 'demo-address',
      points: DEMO_LIMITS.address.perAddress,
      durationSeconds: DEMO_LIMITS.address.windowSeconds,
    },
    given,
  )
