/* The figures bench/timings.ts measures (in a process of its own: see there), their goals and their table. */

/** What each figure must stay within, as the tests asserted before they moved here. */
const TIMING_GOALS = { lookupUs: 100, waitedMs: { min: 150, max: 2_000 }, fullLineMs: 100 }

export type TimingFigures = {
  list: { entries: number; loadMs: number; lookupUs: number }
  hashing: { waitMs: number; waitedMs: number; fullLineMs: number }
}

const timingGoalsMet = ({ list, hashing }: TimingFigures) => ({
  lookup: list.lookupUs < TIMING_GOALS.lookupUs,
  waited: hashing.waitedMs >= TIMING_GOALS.waitedMs.min && hashing.waitedMs < TIMING_GOALS.waitedMs.max,
  fullLine: hashing.fullLineMs < TIMING_GOALS.fullLineMs,
})

const mark = (met: boolean) => (met ? '✓' : '✗')

export function timingsTable(figures: TimingFigures) {
  const { list, hashing } = figures
  const met = timingGoalsMet(figures)
  return [
    'Server code, timed (bench/timings.ts):',
    '',
    '| What | Measured | Goal |',
    '|---|---|---|',
    `| The breached-password list: load (${list.entries} entries) | ${list.loadMs} ms | once, at start-up |`,
    `| A lookup in it | ${list.lookupUs} µs ${mark(met.lookup)} | < ${TIMING_GOALS.lookupUs} µs |`,
    `| A password told "busy" after waiting ${hashing.waitMs} ms for a hashing slot | ${hashing.waitedMs} ms ${mark(met.waited)} | ${TIMING_GOALS.waitedMs.min} ms to ${TIMING_GOALS.waitedMs.max} ms |`,
    `| A password told "busy" at once, the line full | ${hashing.fullLineMs} ms ${mark(met.fullLine)} | < ${TIMING_GOALS.fullLineMs} ms |`,
  ].join('\n')
}
