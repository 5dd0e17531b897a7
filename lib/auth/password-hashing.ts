import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { hashPassword, verifyPassword } from 'better-auth/crypto'

/*
 * Better Auth's password hashing (scrypt, in its own format, so every stored hash still verifies)
 * with a cap on how many run at once. Each scrypt occupies one of libuv's 4 threads and a core for
 * ~100 ms: 40 sign-ins for made-up addresses (which are hashed too, for equal timing) would fill
 * the pool and the cores, and every file read and static page would wait behind them. The rest
 * wait in line for a bounded time; past it the visitor is told to try again (HashingBusyError).
 */

/** Half the cores, at least 1: the other half keeps serving pages. */
const HASHING_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2))
/** How long a password waits for a slot before the visitor is asked to try again. */
const HASHING_WAIT_MS = 3_000
/** Beyond this many waiting, a password is turned away at once: the line itself stays small. */
const HASHING_QUEUE = 100

/** No slot in time: the site is busy hashing passwords. The visitor may try again shortly. */
export class HashingBusyError extends Error {
  constructor() {
    super('Too many passwords are being checked at once: no slot within the wait.')
    this.name = 'HashingBusyError'
  }
}

/** Whether an error, or one it wraps (Better Auth may), is HashingBusyError. */
export function isHashingBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if (cause instanceof HashingBusyError || (cause as Error).name === 'HashingBusyError') return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

export type Slots = {
  /** Runs `task` once a slot is free; rejects with HashingBusyError if none is free within the wait. */
  run: <T>(task: () => Promise<T>) => Promise<T>
  /** How many run and wait now (tests, the benchmark). */
  readonly running: number
  readonly waiting: number
}

export function createSlots({
  size = HASHING_SLOTS,
  waitMs = HASHING_WAIT_MS,
  queue = HASHING_QUEUE,
}: { size?: number; waitMs?: number; queue?: number } = {}): Slots {
  let running = 0
  const line: (() => void)[] = []

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (running < size) {
        running++
        return resolve()
      }
      if (line.length >= queue) return reject(new HashingBusyError())
      const grant = () => {
        clearTimeout(timer)
        running++
        resolve()
      }
      const timer = setTimeout(() => {
        line.splice(line.indexOf(grant), 1)
        reject(new HashingBusyError())
      }, waitMs)
      line.push(grant)
    })

  const release = () => {
    running--
    line.shift()?.()
  }

  return {
    async run(task) {
      await acquire()
      try {
        return await task()
      } finally {
        release()
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return line.length
    },
  }
}

/** What Better Auth's `emailAndPassword.password` takes. */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>
  verify: (data: { hash: string; password: string }) => Promise<boolean>
}

export const limitedHashing = (slots: Slots): PasswordHashing => ({
  hash: (password) => slots.run(() => hashPassword(password)),
  verify: (data) => slots.run(() => verifyPassword(data)),
})

// One line per process, shared by both Better Auth instances (http and https) and every bundle.
const slot = Symbol.for('medicore.auth.hashing-slots')
const holder = globalThis as typeof globalThis & { [slot]?: Slots }

/** The process's password hashing: every hash and verification of every account goes through it. */
export const processHashing = (): PasswordHashing => limitedHashing((holder[slot] ??= createSlots()))

/**
 * A stored password no password matches: Better Auth's scrypt format (salt:key, in hex) with a
 * random key, whose password nobody can know. Voids an account's password without running scrypt,
 * so it never waits for a hashing slot.
 */
export const voidPasswordHash = () => `${randomBytes(16).toString('hex')}:${randomBytes(64).toString('hex')}`
