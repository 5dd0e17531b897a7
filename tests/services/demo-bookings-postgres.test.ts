import { testEnv } from '../support/environment.ts'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bookDemo, REMINDER_BEFORE_MS, type BookingServices } from '@/lib/demo/book'
import { createPostgresBookingStore } from '@/lib/demo/store/postgres'
import type { Visitor } from '@/lib/demo/store/types'
import { createMailQueue, type MailQueue } from '@/lib/mail/queue'
import { openPostgresMailQueueStore } from '@/lib/mail/queue-store-postgres'
import type { Mail, Mailer, OutgoingMail } from '@/lib/mail/types'
import { at, availabilityWith, demoVisitor, weekdaySpecialist } from '../support/demo'
import { startPostgres, type Service } from '../support/services'

/*
 * Demo bookings on a real PostgreSQL 15 shared by several instances, each with its own pool as
 * separate processes would have: the UNIQUE index decides a race for one slot, and the reminder
 * queued for 24 hours before a meeting goes out once, whichever instances are running then.
 */

const PORT = Number(testEnv.TEST_POSTGRES_DEMO_PORT ?? 8394)
let postgres: Service
const pools: pg.Pool[] = []
const queues: MailQueue[] = []

beforeAll(async () => {
  postgres = await startPostgres(PORT)
}, 60_000)
afterEach(async () => {
  for (const queue of queues.splice(0)) queue.stop()
  await new Promise((resolve) => setTimeout(resolve, 50))
  const pool = newPool()
  await pool.query('DROP TABLE IF EXISTS demo_bookings; DROP TABLE IF EXISTS mail_queue')
})
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100))
  await Promise.all(pools.map((pool) => pool.end()))
  await postgres?.stop()
})

const NOW = at('2026-11-30T12:00:00Z') // Monday 07:00 in New York
const WEDNESDAY_9 = at('2026-12-02T14:00:00Z')

function newPool() {
  const pool = new pg.Pool({ connectionString: postgres.url, max: 10 })
  // PostgreSQL stops after the tests; an idle connection's farewell is no failure.
  pool.on('error', () => undefined)
  pools.push(pool)
  return pool
}

/** A mailer that records what it sends, slowly enough that two workers overlap. */
const recorder = (name: string, sent: { by: string; kind: string; to: string }[]): Mailer => ({
  description: name,
  async send(mail: OutgoingMail) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    sent.push({ by: name, kind: mail.kind, to: mail.to })
  },
})

/** An instance of the site: its own pool, booking store, mail queue and worker, over the shared tables. */
function instance(name: string, clock: { now: number }, sent: { by: string; kind: string; to: string }[] = []) {
  const pool = newPool()
  const queue = createMailQueue({
    store: openPostgresMailQueueStore(pool),
    mailer: recorder(name, sent),
    retryMs: 50,
    maxRetryMs: 200,
    pollMs: 50,
    now: () => clock.now,
    log: () => undefined,
  })
  queues.push(queue)
  const services: BookingServices = {
    store: createPostgresBookingStore(pool),
    availability: async () => availabilityWith([weekdaySpecialist('dana-lee', 'America/New_York', '09:00', '12:00')]),
    mail: { queue: (mail: Mail) => queue.enqueue(mail), withdraw: (id) => queue.store.withdraw(id, clock.now) },
    secret: 'a-test-secret-that-is-long-enough-for-hmac',
    manageUrl: (_locale, token) => `https://medicore.example/demo/booking?token=${token}`,
    bookAgainUrl: () => 'https://medicore.example/demo',
    organizer: { name: 'MediCore', email: 'no-reply@medicore.example' },
    now: () => clock.now,
    log: () => undefined,
  }
  return { pool, queue, services }
}

const visitor = (index: number): Visitor =>
  demoVisitor({ name: `Visitor ${index}`, email: `visitor${index}@clinic.example` })

describe('demo bookings in PostgreSQL', () => {
  it('give one slot to exactly one of 20 visitors booking it at once through two instances; the 19 others hear it was taken', async () => {
    const clock = { now: NOW }
    const a = instance('a', clock)
    const b = instance('b', clock)
    // Each instance has its table ready and its ten connections open, so that the requests meet in the database at once.
    for (const { pool, services } of [a, b]) {
      await services.store.busy(0)
      await Promise.all(Array.from({ length: 10 }, () => pool.query('SELECT pg_sleep(0.05)')))
    }
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => bookDemo((index % 2 ? a : b).services, visitor(index), WEDNESDAY_9)),
    )
    const booked = outcomes.filter((outcome) => outcome.status === 'booked')
    const taken = outcomes.filter((outcome) => outcome.status === 'taken')
    expect([booked.length, taken.length]).toEqual([1, 19])
    // Each of the 19 is offered other times, the nearest first among them, never the one taken.
    for (const outcome of taken) {
      expect(outcome.nearest.length).toBeGreaterThan(0)
      expect(outcome.nearest.map((slot) => slot.startsAt)).not.toContain(WEDNESDAY_9)
    }
    const { rows } = await a.pool.query<{ count: string }>(
      `SELECT count(*) FROM demo_bookings WHERE starts_at = $1 AND status = 'booked'`,
      [WEDNESDAY_9],
    )
    expect(rows[0]!.count).toBe('1')
  })

  it('keep one upcoming booking per address: another browser changes nothing, and once it has begun the address books anew', async () => {
    const clock = { now: NOW }
    const a = instance('a', clock)
    const b = instance('b', clock)
    expect((await bookDemo(a.services, visitor(1), WEDNESDAY_9)).status).toBe('booked')
    // The same address from a browser that does not hold the booking, on the other instance, at the
    // next time offered (30 minutes and a 15-minute buffer later): nothing moves.
    expect((await bookDemo(b.services, { ...visitor(1), name: 'Mallory' }, WEDNESDAY_9 + 45 * 60_000)).status).toBe(
      'resent',
    )
    // The meeting has begun: the address's next booking is a new one, and the past one stays as it was.
    clock.now = WEDNESDAY_9 + 10 * 60_000
    const nextMonday = at('2026-12-07T14:00:00Z')
    expect((await bookDemo(b.services, visitor(1), nextMonday)).status).toBe('booked')
    const { rows } = await a.pool.query<{ starts_at: string; status: string; name: string }>(
      'SELECT starts_at, status, name FROM demo_bookings WHERE email = $1 ORDER BY starts_at',
      [visitor(1).email],
    )
    expect(rows.map((row) => [Number(row.starts_at), row.status, row.name])).toEqual([
      [WEDNESDAY_9, 'past', 'Visitor 1'],
      [nextMonday, 'booked', 'Visitor 1'],
    ])
  })

  it('send the reminder once, 24 hours before, after the instance that queued it is gone and two others share the queue', async () => {
    const clock = { now: NOW }
    const sent: { by: string; kind: string; to: string }[] = []
    const first = instance('first', clock, sent)
    expect((await bookDemo(first.services, visitor(1), WEDNESDAY_9)).status).toBe('booked')
    await first.queue.processDue()
    expect(sent.map((mail) => mail.kind).sort()).toEqual(['demo-booked', 'demo-booked-specialist'])

    // The instance is killed: its worker stops and its connections close.
    first.queue.stop()
    await first.pool.end()
    pools.splice(pools.indexOf(first.pool), 1)

    // A minute before the reminder is due, the two instances that took over send nothing more.
    const second = instance('second', clock, sent)
    const third = instance('third', clock, sent)
    clock.now = WEDNESDAY_9 - REMINDER_BEFORE_MS - 60_000
    await Promise.all([second.queue.processDue(), third.queue.processDue()])
    expect(sent).toHaveLength(2)

    // Once it is due, both workers look at once, and again: it goes out once.
    clock.now = WEDNESDAY_9 - REMINDER_BEFORE_MS
    await Promise.all([
      second.queue.processDue(),
      third.queue.processDue(),
      second.queue.processDue(),
      third.queue.processDue(),
    ])
    // The passes asked for again while one ran go too; then nothing due is left to claim.
    await Promise.all([second.queue.processDue(), third.queue.processDue()])
    const reminders = sent.filter((mail) => mail.kind === 'demo-reminder')
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.to).toBe('visitor1@clinic.example')
    expect(['second', 'third']).toContain(reminders[0]!.by)
  })
})
