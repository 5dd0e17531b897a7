/*
 * `npm run bench`'s timings of server code whose behaviour the unit tests check without a clock:
 * how fast the breached-password list loads and answers (tests/unit/password-policy.test.ts), and
 * how long a password waits for a hashing slot before the visitor is told the site is busy, or is
 * told at once when the line is full (tests/server/password-hashing.test.ts). A timed assertion
 * in `npm test` fails on a busy machine and proves little on an idle one; here each figure is
 * measured, kept with the others and set against its goal.
 *
 * Run alone: `npm run bench:timings` (the react-server condition: these are the server's modules;
 * bench/site.ts runs it so). Prints the table and writes bench/tmp/timings.json.
 */
import '../scripts/typegen/resolve-ts.ts'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { round } from './site/numbers.ts'
import { timingsTable, type TimingFigures } from './site/timings.ts'

const { commonPasswordCount, isCommonPassword, loadCommonPasswords } = await import('../lib/auth/common-passwords.ts')
const { createSlots, HashingBusyError } = await import('../lib/auth/password-hashing.ts')

const WAIT_MS = 150

const elapsed = async (work: () => Promise<unknown>) => {
  const started = performance.now()
  await work()
  return performance.now() - started
}

async function breachedList() {
  const loadMs = await elapsed(async () => loadCommonPasswords())
  const lookups = 100_000
  const lookupMs = await elapsed(async () => {
    for (let i = 0; i < lookups; i++) isCommonPassword(`not-in-the-list-${i}`)
  })
  return { entries: commonPasswordCount(), loadMs: round(loadMs), lookupUs: round((lookupMs / lookups) * 1000, 2) }
}

/** A slot held by another password for the whole measurement. */
function heldSlots(options: Parameters<typeof createSlots>[0]) {
  const slots = createSlots(options)
  let release!: () => void
  const holding = slots.run(() => new Promise<void>((resolve) => (release = resolve)))
  return { slots, done: () => (release(), holding) }
}

async function refusedAfter(options: Parameters<typeof createSlots>[0], line: number) {
  const { slots, done } = heldSlots(options)
  const waiting = Array.from({ length: line }, () => slots.run(async () => undefined).catch(() => undefined))
  let refused = false
  const ms = await elapsed(() =>
    slots.run(async () => undefined).catch((error: unknown) => (refused = error instanceof HashingBusyError)),
  )
  await done()
  await Promise.all(waiting)
  if (!refused) throw new Error('The password was not turned away as busy.')
  return round(ms, 1)
}

const list = await breachedList()
const waitedMs = await refusedAfter({ size: 1, waitMs: WAIT_MS }, 0)
const fullLineMs = await refusedAfter({ size: 1, waitMs: 10_000, queue: 1 }, 1)
const figures: TimingFigures = { list, hashing: { waitMs: WAIT_MS, waitedMs, fullLineMs } }
const scratch = path.join(import.meta.dirname, 'tmp')
mkdirSync(scratch, { recursive: true })
writeFileSync(path.join(scratch, 'timings.json'), `${JSON.stringify(figures, null, 2)}\n`)
console.log(timingsTable(figures))
