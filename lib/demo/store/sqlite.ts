import path from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { openSqlite, transaction } from '../../sqlite.ts'
import { BOOKING_COLUMNS, bookingFromRow, bookingsSchema, bookingValues, MOVED_COLUMNS, movedValues } from './schema.ts'
import type { Booking, BookingStore, WriteResult } from './types.ts'

/*
 * The bookings in a SQLite file (lib/sqlite.ts), the default. Only Node built-ins and relative
 * .ts imports: `npm run demos` runs this file with Node's type stripping.
 */

const MIGRATIONS = [bookingsSchema({ time: 'INTEGER' })]

/** node:sqlite's error for a broken UNIQUE index (SQLITE_CONSTRAINT_UNIQUE). */
const isUniqueViolation = (error: unknown) => error instanceof Error && (error as { errcode?: number }).errcode === 2067

type Row = Record<string, string | number | null>

export function createSqliteBookingStore(file: string): BookingStore {
  const location = path.resolve(file)
  let db: DatabaseSync | undefined
  const database = () => (db?.isOpen ? db : (db = openSqlite(location, { migrations: MIGRATIONS })))
  const one = (sql: string, ...values: (string | number | null)[]) => {
    const row = database()
      .prepare(sql)
      .get(...values) as Row | undefined
    return row ? bookingFromRow(row) : undefined
  }
  const write = (work: () => Booking | undefined): WriteResult => {
    try {
      const booking = transaction(database(), work)
      return booking ? { ok: true, booking } : { ok: false, reason: 'stale' }
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'slot-taken' }
      throw error
    }
  }
  const changeIfAt = (id: string, sequence: number, set: string, ...values: (string | number | null)[]) =>
    write(() => {
      const { changes } = database()
        .prepare(
          `UPDATE demo_bookings SET ${set}, sequence = sequence + 1 WHERE id = ? AND sequence = ? AND status = 'booked'`,
        )
        .run(...values, id, sequence)
      return changes ? one(`SELECT ${BOOKING_COLUMNS} FROM demo_bookings WHERE id = ?`, id) : undefined
    })

  return {
    location,
    async busy(from) {
      return (
        database()
          .prepare(
            `SELECT specialist, starts_at, ends_at FROM demo_bookings WHERE status <> 'cancelled' AND ends_at > ?`,
          )
          .all(from) as Row[]
      ).map((row) => ({
        specialist: String(row.specialist),
        startsAt: Number(row.starts_at),
        endsAt: Number(row.ends_at),
      }))
    },
    async get(id) {
      return one(`SELECT ${BOOKING_COLUMNS} FROM demo_bookings WHERE id = ?`, id)
    },
    async upcomingFor(email, now) {
      return one(
        `SELECT ${BOOKING_COLUMNS} FROM demo_bookings WHERE email = ? AND status = 'booked' AND starts_at > ?`,
        email,
        now,
      )
    },
    async insert(booking, now) {
      return write(() => {
        database()
          .prepare(`UPDATE demo_bookings SET status = 'past' WHERE email = ? AND status = 'booked' AND starts_at <= ?`)
          .run(booking.email, now)
        database()
          .prepare(
            `INSERT INTO demo_bookings (${BOOKING_COLUMNS}) VALUES (${BOOKING_COLUMNS.split(',')
              .map(() => '?')
              .join(', ')})`,
          )
          .run(...bookingValues(booking))
        return booking
      })
    },
    async move(id, sequence, to, now) {
      const set = [...MOVED_COLUMNS, 'updated_at'].map((column) => `${column} = ?`).join(', ')
      return changeIfAt(id, sequence, set, ...movedValues(to), now)
    },
    async cancel(id, sequence, now) {
      return changeIfAt(id, sequence, `status = 'cancelled', updated_at = ?`, now)
    },
    async setReminder(id, mailId) {
      database().prepare('UPDATE demo_bookings SET reminder_mail_id = ? WHERE id = ?').run(mailId, id)
    },
    async list(from) {
      return (
        database()
          .prepare(`SELECT ${BOOKING_COLUMNS} FROM demo_bookings WHERE starts_at >= ? ORDER BY starts_at, id`)
          .all(from) as Row[]
      ).map(bookingFromRow)
    },
    async close() {
      if (db?.isOpen) db.close()
    },
  }
}
