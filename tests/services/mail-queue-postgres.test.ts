import { testEnv } from '../support/environment.ts'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMailQueue, type MailQueue } from '@/lib/mail/queue'
import { openPostgresMailQueueStore } from '@/lib/mail/queue-store-postgres'
import type { Mail, Mailer, OutgoingMail } from '@/lib/mail/types'
import { startPostgres, type Service } from '../support/services'

/*
 * The mail queue shared by several instances in a real PostgreSQL 15: each instance has its own
 * pool and worker, as separate processes would.
 */

const PORT = Number(testEnv.TEST_POSTGRES_MAIL_PORT ?? 8393)
let postgres: Service
const pools: pg.Pool[] = []
const queues: MailQueue[] = []

beforeAll(async () => {
  postgres = await startPostgres(PORT)
}, 60_000)
// Each test's instances stop with it, so that none of them takes the next test's mail.
afterEach(() => {
  for (const queue of queues.splice(0)) queue.stop()
})
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100))
  await Promise.all(pools.map((pool) => pool.end()))
  await postgres?.stop()
})

const mail = (index: number): Mail => ({
  to: `patient${index}@clinic.example`,
  subject: `Mail ${index}`,
  text: `Hello ${index}, https://medicore.example/users/password-reset?token=secret-${index}`,
  kind: 'password-reset',
})

/** An instance: its own pool, store and worker over the shared table. */
function instance(mailer: Mailer, { leaseMs = 60_000, pollMs = 100 } = {}) {
  const pool = new pg.Pool({ connectionString: postgres.url, max: 4 })
  // PostgreSQL stops after the tests; an idle connection's farewell is no failure.
  pool.on('error', () => undefined)
  pools.push(pool)
  const queue = createMailQueue({
    store: openPostgresMailQueueStore(pool, { leaseMs }),
    mailer,
    retryMs: 50,
    maxRetryMs: 200,
    pollMs,
    log: () => undefined,
  })
  queues.push(queue)
  return queue
}

/** A mailer that records what it sends, slowly enough that two workers overlap. */
function recorder(name: string, sent: { by: string; subject: string }[]): Mailer {
  return {
    description: name,
    async send(outgoing: OutgoingMail) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      sent.push({ by: name, subject: outgoing.subject })
    },
  }
}

describe('the mail queue in PostgreSQL', () => {
  it('sends each of 60 mails exactly once while two instances’ workers run at the same time', async () => {
    const sent: { by: string; subject: string }[] = []
    const a = instance(recorder('a', sent))
    const b = instance(recorder('b', sent))
    await Promise.all(Array.from({ length: 60 }, (_, index) => (index % 2 ? a : b).enqueue(mail(index))))
    await Promise.all([a.processDue(), b.processDue(), a.processDue(), b.processDue()])
    const records = async () => (await a.store.list()).filter((record) => record.subject.startsWith('Mail '))
    // Every mail is marked sent: no worker will claim one again...
    await expect
      .poll(async () => (await records()).filter((record) => record.sentAt).length, { timeout: 10_000 })
      .toBe(60)
    // ...and the sends under way end with the workers' passes: what they sent is all there will be.
    await Promise.all([a.processDue(), b.processDue()])
    const subjects = sent.map((entry) => entry.subject)
    expect(subjects).toHaveLength(60)
    expect(new Set(subjects).size).toBe(60)
    // Both instances did part of the work.
    expect(new Set(sent.map((entry) => entry.by))).toEqual(new Set(['a', 'b']))
    // Each mail was claimed once, and sent mail keeps no body.
    expect((await records()).map(({ attempts, hasBody }) => ({ attempts, hasBody }))).toEqual(
      Array.from({ length: 60 }, () => ({ attempts: 1, hasBody: false })),
    )
  })

  it('sends the mail of an instance that died, once its lease has run out, from another instance', async () => {
    const sent: { by: string; subject: string }[] = []
    // Instance A's mail server is down: its claim stands, then A stops for good.
    const a = instance({ description: 'down', send: () => new Promise(() => undefined) }, { leaseMs: 500 })
    const id = await a.enqueue({ ...mail(100), subject: 'Left behind' })
    const record = async () => (await a.store.list()).find((queued) => queued.id === id)!
    // A has claimed it (its worker runs after the enqueue's answer), and hangs on the send.
    await expect.poll(async () => (await record()).attempts).toBe(1)
    a.stop()
    // B never queued anything: its worker looks for due mail on its own.
    const b = instance(recorder('b', sent), { leaseMs: 500 })
    void b.processDue()
    await expect.poll(() => sent.map((entry) => entry.subject), { timeout: 10_000 }).toEqual(['Left behind'])
    // Marked sent, and B's pass over: nobody sends it again.
    await expect.poll(async () => (await record()).sentAt).not.toBeNull()
    await b.processDue()
    expect(sent).toHaveLength(1)
    expect((await record()).attempts).toBe(2)
  })
})
