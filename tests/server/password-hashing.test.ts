import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuth } from '@/lib/auth/better-auth'
import { createSlots, HashingBusyError, isHashingBusy, limitedHashing } from '@/lib/auth/password-hashing'
import { freshAuthDatabase, TEST_AUTH_SECRET } from '../support/auth-server'

/*
 * Password hashing with a cap (lib/auth/password-hashing.ts): real scrypt, called in parallel as a
 * burst of sign-ins would call it.
 */

const PASSWORD = 'correct horse battery'

// The file shares its worker's modules with others (vitest.config.ts): a failed test leaves no fake clock behind.
afterEach(() => void vi.useRealTimers())

/** A promise's outcome once it has settled (its value, or what it threw); undefined until then. */
function settled(promise: Promise<unknown>) {
  const state: { outcome?: unknown } = {}
  promise.then(
    (value) => (state.outcome = value),
    (error: unknown) => (state.outcome = error),
  )
  return state
}

/** A task that runs until `finish` is called: it holds its slot meanwhile. */
function held() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { task: () => done, finish }
}

describe('the hashing slots', () => {
  it('run at most their number of real hashes at once, and every one of 8 parallel calls completes', async () => {
    const slots = createSlots({ size: 2, waitMs: 30_000 })
    let active = 0
    let most = 0
    const hashes = await Promise.all(
      Array.from({ length: 8 }, () =>
        slots.run(async () => {
          most = Math.max(most, ++active)
          try {
            return await hashPassword(PASSWORD)
          } finally {
            active--
          }
        }),
      ),
    )
    expect(most).toBe(2)
    expect(new Set(hashes).size).toBe(8)
    expect(slots.running).toBe(0)
    // Eight real scrypt hashes, two at a time: seconds on a machine busy building the site beside it.
  }, 30_000)

  it('turn a password away with HashingBusyError once it has waited its time, and give the slot to the next in line', async () => {
    // The wait on the clock the slots read, moved by the test: how long it takes for real is the bench's (bench/site/timings.ts).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const slots = createSlots({ size: 1, waitMs: 150 })
    const holder = held()
    const holding = slots.run(holder.task)
    const refused = settled(slots.run(() => hashPassword(PASSWORD)))
    await vi.advanceTimersByTimeAsync(149)
    expect(refused.outcome).toBeUndefined()
    expect(slots.waiting).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(refused.outcome).toBeInstanceOf(HashingBusyError)
    expect(slots.waiting).toBe(0)
    // A waiter still in time gets the slot the moment it is free.
    const next = slots.run(() => hashPassword(PASSWORD))
    holder.finish()
    await holding
    await expect(next).resolves.toMatch(/^[0-9a-f]+:[0-9a-f]+$/)
  })

  it('turn a password away at once when the line is full', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const slots = createSlots({ size: 1, waitMs: 10_000, queue: 1 })
    const holder = held()
    const holding = slots.run(holder.task)
    const waiting = slots.run(async () => 'waited')
    // Refused before any time passes: no timer has to run out.
    const refused = settled(slots.run(async () => 'never'))
    await vi.advanceTimersByTimeAsync(0)
    expect(refused.outcome).toBeInstanceOf(HashingBusyError)
    expect(slots.waiting).toBe(1)
    holder.finish()
    await holding
    await expect(waiting).resolves.toBe('waited')
  })
})

describe('the capped hashing', () => {
  it("keeps Better Auth's scrypt format: its hashes verify here, and these verify with Better Auth's own", async () => {
    const hashing = limitedHashing(createSlots({ size: 1 }))
    const stored = await hashPassword(PASSWORD)
    expect(await hashing.verify({ hash: stored, password: PASSWORD })).toBe(true)
    expect(await hashing.verify({ hash: stored, password: 'wrong horse battery' })).toBe(false)
    const made = await hashing.hash(PASSWORD)
    expect(await verifyPassword({ hash: made, password: PASSWORD })).toBe(true)
  })

  it('is what Better Auth hashes with: a sign-in for an unknown address waits for a slot, then is turned away as busy', async () => {
    const db = await freshAuthDatabase('auth-hashing-')
    const slots = createSlots({ size: 1, waitMs: 200 })
    const auth = createAuth({
      database: db,
      secret: TEST_AUTH_SECRET,
      secure: false,
      env: {},
      mailer: { sendResetLink: async () => {}, sendConfirmationLink: async () => {} },
      hashing: limitedHashing(slots),
    })
    const headers = new Headers({ host: '127.0.0.1:3210' })
    const signIn = (email: string) => auth.api.signInEmail({ body: { email, password: PASSWORD }, headers })

    const holder = held()
    const holding = slots.run(holder.task)
    // Turned away while the slot is still held: it waited its 200 ms, not for the slot.
    const error = await signIn('nobody@clinic.example').catch((caught: unknown) => caught)
    expect(isHashingBusy(error)).toBe(true)
    expect(slots.running).toBe(1)

    holder.finish()
    await holding
    // With a free slot, the same sign-in is checked and refused as a wrong address, not as busy.
    const refused = await signIn('nobody@clinic.example').catch((caught: unknown) => caught)
    expect(isHashingBusy(refused)).toBe(false)
    expect(refused).toMatchObject({ body: { code: 'INVALID_EMAIL_OR_PASSWORD' } })
  })
})
