import type { Locale } from '../../i18n/locales.ts'
import type { BusyTime } from '../slots.ts'

/** What a visitor tells us when booking (lib/forms/demo.ts). */
export type Visitor = {
  name: string
  email: string
  organization: string
  role: string
  size: string
  phone: string
  note: string
  locale: Locale
  /** The zone the visitor saw the times in: their mails say the time in it. */
  timeZone: string
}

export type Booking = Visitor &
  BusyTime & {
    id: string
    status: 'booked' | 'cancelled'
    /** The invitation's SEQUENCE: 0 when booked, one more at each move or cancellation. */
    sequence: number
    createdAt: string
    updatedAt: string
    /** The queued reminder (lib/mail), withdrawn when the booking moves or is cancelled. */
    reminderMailId: number | null
  }

/** Where a booking goes, and the details it is made or moved with. */
export type Placement = Visitor & BusyTime

/** Why a write did not happen: another booking holds that specialist's time, or the booking changed meanwhile. */
export type WriteResult = { ok: true; booking: Booking } | { ok: false; reason: 'slot-taken' | 'stale' }

/** The bookings in SQLite (by default) or PostgreSQL (DATABASE_URL). One booking per slot is the database's rule. */
export type BookingStore = {
  readonly location: string
  /** The booked (not cancelled) times that end after `from`, past meetings included. */
  busy(from: number): Promise<BusyTime[]>
  get(id: string): Promise<Booking | undefined>
  /** The address's booking whose meeting is still to begin at `now`, if any. */
  upcomingFor(email: string, now: number): Promise<Booking | undefined>
  /**
   * A new booking; 'slot-taken' when the specialist's time or the address already has one still
   * to begin at `now`. The address's meetings that have begun never stand in its way.
   */
  insert(booking: Booking, now: number): Promise<WriteResult>
  /**
   * Moves a booking that is still at `sequence` to another specialist and time, with the details
   * given (its address stays), SEQUENCE + 1.
   */
  move(id: string, sequence: number, to: Placement, now: string): Promise<WriteResult>
  /** Cancels a booking that is still at `sequence`, SEQUENCE + 1. */
  cancel(id: string, sequence: number, now: string): Promise<WriteResult>
  setReminder(id: string, mailId: number | null): Promise<void>
  /** Bookings starting after `from`, earliest first (staff). */
  list(from: number): Promise<Booking[]>
  close(): Promise<void>
}
