import 'server-only'
import type { Availability } from './availability'
import { freeSlots, type BusyTime } from './slots'
import type { BookingStore } from './store/types'

/** Bookings of the last week still count towards a specialist's week (lib/demo/book.ts). */
const WEEK_MS = 7 * 24 * 3_600_000

/**
 * The free times a page offers now (ms since the epoch), earliest first. `own`: the booking a move
 * link is for, whose time counts as free for it.
 */
export async function offeredTimes(store: BookingStore, availability: Availability, own?: BusyTime): Promise<number[]> {
  const now = Date.now()
  const busy = (await store.busy(now - WEEK_MS)).filter(
    (time) => !own || time.specialist !== own.specialist || time.startsAt !== own.startsAt,
  )
  return freeSlots(availability, busy, now).map((slot) => slot.startsAt)
}
