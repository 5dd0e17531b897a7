import type pg from 'pg'
import { withMigrationLock } from '../../postgres.ts'
import { BOOKING_COLUMNS, bookingFromRow, bookingsSchema, bookingValues, MOVED_COLUMNS, movedValues } from './schema.ts'
import type { Booking, BookingStore, WriteResult } from './types.ts'

/*
 * The bookings in PostgreSQL (DATABASE_URL), shared by every instance: two instances booking the
 * same slot at once meet at the UNIQUE index, and one of them is told the time was just taken.
 */

const SCHEMA = bookingsSchema({ time: 'BIGINT' })

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | undefined)?.code === '23505'

const placeholders = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `$${index + from}`).join(', ')

export function createPostgresBookingStore(pool: pg.Pool, location = 'PostgreSQL'): BookingStore {
  let ready: Promise<void> | undefined
  const migrated = () =>
    (ready ??= withMigrationLock(pool, 'demo-bookings', async () => void (await pool.query(SCHEMA))).catch((error) => {
      ready = undefined
      throw error
    }))
  const rows = async (sql: string, values: unknown[] = []) => {
    await migrated()
    return (await pool.query(sql, values)).rows.map(bookingFromRow)
  }
  const write = async (work: () => Promise<Booking | undefined>): Promise<WriteResult> => {
    try {
      const booking = await work()
      return booking ? { ok: true, booking } : { ok: false, reason: 'stale' }
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'slot-taken' }
      throw error
    }
  }
  const changeIfAt = (id: string, sequence: number, set: string, values: unknown[]) =>
    write(async () => {
      const [booking] = await rows(
        `UPDATE demo_bookings SET ${set}, sequence = sequence + 1
         WHERE id = $${values.length + 1} AND sequence = $${values.length + 2} AND status = 'booked'
         RETURNING ${BOOKING_COLUMNS}`,
        [...values, id, sequence],
      )
      return booking
    })

  return {
    location,
    async busy(from) {
      await migrated()
      const { rows: found } = await pool.query<{ specialist: string; starts_at: string; ends_at: string }>(
        `SELECT specialist, starts_at, ends_at FROM demo_bookings WHERE status <> 'cancelled' AND ends_at > $1`,
        [from],
      )
      return found.map((row) => ({
        specialist: row.specialist,
        startsAt: Number(row.starts_at),
        endsAt: Number(row.ends_at),
      }))
    },
    async get(id) {
      return (await rows(`SELECT ${BOOKING_COLUMNS} FROM demo_bookings WHERE id = $1`, [id]))[0]
    },
    async upcomingFor(email, now) {
      return (
        await rows(
          `SELECT ${BOOKING_COLUMNS} FROM demo_bookings WHERE email = $1 AND status = 'booked' AND starts_at > $2`,
          [email, now],
        )
      )[0]
    },
    async insert(booking, now) {
      const values = bookingValues(booking)
      return write(async () => {
        // Apart from the insert: marking a begun meeting is right whenever it happens, and the index still decides.
        await rows(
          `UPDATE demo_bookings SET status = 'past' WHERE email = $1 AND status = 'booked' AND starts_at <= $2`,
          [booking.email, now],
        )
        await rows(`INSERT INTO demo_bookings (${BOOKING_COLUMNS}) VALUES (${placeholders(values.length)})`, values)
        return booking
      })
    },
    async move(id, sequence, to, now) {
      const set = [...MOVED_COLUMNS, 'updated_at'].map((column, index) => `${column} = $${index + 1}`).join(', ')
      return changeIfAt(id, sequence, set, [...movedValues(to), now])
    },
    async cancel(id, sequence, now) {
      return changeIfAt(id, sequence, `status = 'cancelled', updated_at = $1`, [now])
    },
    async setReminder(id, mailId) {
      await rows('UPDATE demo_bookings SET reminder_mail_id = $1 WHERE id = $2', [mailId, id])
    },
    async list(from) {
      return rows(`SELECT ${BOOKING_COLUMNS} FROM demo_bookings WHERE starts_at >= $1 ORDER BY starts_at, id`, [from])
    },
    // The pool is the process's, shared with the accounts, the contact store and the mail queue.
    async close() {},
  }
}
