import { clientLimit } from '../limits/client-limit'
import { requestLimit } from '../limits/request-limit'
import type { Limiter } from '../limits/limiter'

/*
 * Booking limits. Per client: 5 bookings (or moves) in 10 minutes, 200 from everyone where clients
 * cannot be told apart. Per address: 3 an hour, so that nobody fills someone else's inbox with
 * invitations. One address holds one booking at a time whatever the limits (lib/demo/book.ts).
 */
const DEMO_LIMITS = {
  client: { perClient: 5, siteWide: 200, windowSeconds: 10 * 60 },
  address: { perAddress: 3, windowSeconds: 60 * 60 },
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

export const demoAddressLimit = (given?: Limiter) =>
  requestLimit(
    {
      name: 'demo-address',
      points: DEMO_LIMITS.address.perAddress,
      durationSeconds: DEMO_LIMITS.address.windowSeconds,
    },
    given,
  )
