import type { Booking, Placement } from './types.ts'

/*
 * The bookings' table in either database. A slot is booked once because the database says so:
 * a partial UNIQUE index on the specialist and start of every booking that is on (a cancelled
 * one frees its time). A second index keeps one upcoming booking per address (lib/demo/book.ts
 * says who may move it). A meeting that has begun is no longer its address's upcoming one: the
 * insert of the address's next booking first marks it 'past', which frees the index and leaves
 * everything else as it was; it reads back as the booking it was.
 */
export const bookingsSchema = ({ time }: { time: string }) => `
  CREATE TABLE IF NOT EXISTS demo_bookings (
    id               TEXT PRIMARY KEY,
    specialist       TEXT NOT NULL,
    starts_at        ${time} NOT NULL,
    ends_at          ${time} NOT NULL,
    status           TEXT NOT NULL,
    sequence         INTEGER NOT NULL DEFAULT 0,
    name             TEXT NOT NULL,
    email            TEXT NOT NULL,
    organization     TEXT NOT NULL,
    role             TEXT NOT NULL,
    size             TEXT NOT NULL,
    phone            TEXT NOT NULL,
    note             TEXT NOT NULL,
    locale           TEXT NOT NULL,
    time_zone        TEXT NOT NULL,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL,
    reminder_mail_id ${time}
  );
  CREATE UNIQUE INDEX IF NOT EXISTS demo_bookings_one_per_slot ON demo_bookings (specialist, starts_at) WHERE status = 'booked';
  CREATE UNIQUE INDEX IF NOT EXISTS demo_bookings_one_per_address ON demo_bookings (email) WHERE status = 'booked';
`

export const BOOKING_COLUMNS =
  'id, specialist, starts_at, ends_at, status, sequence, name, email, organization, role, size, phone, note, locale, time_zone, created_at, updated_at, reminder_mail_id'

export const bookingValues = (booking: Booking) => [
  booking.id,
  booking.specialist,
  booking.startsAt,
  booking.endsAt,
  booking.status,
  booking.sequence,
  booking.name,
  booking.email,
  booking.organization,
  booking.role,
  booking.size,
  booking.phone,
  booking.note,
  booking.locale,
  booking.timeZone,
  booking.createdAt,
  booking.updatedAt,
  booking.reminderMailId,
]

/** The columns a move rewrites, in movedValues' order: where and when, and what the visitor typed (the address stays). */
export const MOVED_COLUMNS = [
  'specialist',
  'starts_at',
  'ends_at',
  'name',
  'organization',
  'role',
  'size',
  'phone',
  'note',
  'locale',
  'time_zone',
] as const

export const movedValues = (to: Placement) => [
  to.specialist,
  to.startsAt,
  to.endsAt,
  to.name,
  to.organization,
  to.role,
  to.size,
  to.phone,
  to.note,
  to.locale,
  to.timeZone,
]

type Row = Record<string, string | number | bigint | null>

export const bookingFromRow = (row: Row): Booking => ({
  id: String(row.id),
  specialist: String(row.specialist),
  startsAt: Number(row.starts_at),
  endsAt: Number(row.ends_at),
  // 'past' only frees the address's index: the meeting was booked.
  status: row.status === 'cancelled' ? 'cancelled' : 'booked',
  sequence: Number(row.sequence),
  name: String(row.name),
  email: String(row.email),
  organization: String(row.organization),
  role: String(row.role),
  size: String(row.size),
  phone: String(row.phone),
  note: String(row.note),
  locale: row.locale === 'es' ? 'es' : 'en',
  timeZone: String(row.time_zone),
  createdAt: String(row.created_at),
  updatedAt: String(row.updated_at),
  reminderMailId: row.reminder_mail_id === null ? null : Number(row.reminder_mail_id),
})
