import { availableParallelism, totalmem } from 'node:os'

/*
 * What this machine can run at once, and how long a wait may take on it: the end-to-end workers
 * and the tests' timeouts come from its cores and memory, the same whoever types `npm test` and
 * wherever (a CI runner, a laptop), never from whether CI is set. The figures were measured on
 * the 2-core development machine (docs/testing.md).
 */

const cores = availableParallelism()
const memoryGiB = totalmem() / 1024 ** 3

/**
 * Playwright's workers: one more than the cores, as the tests also wait (for mail, the lockout's
 * slowed answers, a server starting) and a third worker fills those waits on two cores (574 s
 * against about 620 s with two, on the same builds); about 1.5 GiB each (a browser with its pages,
 * the worker), beside the site's servers and the builds' 4 GiB.
 */
export const e2eWorkers = Math.max(1, Math.min(cores + 1, Math.floor((memoryGiB - 4) / 1.5)))

/**
 * How much longer than on a machine of four or more cores a wait may take here: on two cores the
 * browsers share them with four servers, and a step that takes a second alone takes two or three.
 * Only a failing test waits the whole timeout, so a longer one costs a passing run nothing.
 */
export const slowness = cores >= 4 ? 1 : 2

/** Playwright's expect timeout, and vitest's per-test timeout, on this machine. */
export const expectTimeoutMs = 5_000 * slowness
export const unitTestTimeoutMs = 5_000 * slowness
