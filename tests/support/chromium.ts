/*
 * Debian's Chromium and the flags it needs on this offline machine: without the background
 * networking flags it keeps reaching for Google's hosts, which no network here answers.
 */
import { existsSync } from 'node:fs'
import { testEnv } from './environment.ts'
import { programs } from './machine.ts'

/** The tests' browser: Chromium's headless shell (tests/support/machine.ts). */
export const chromiumPath = programs.chromium.path

/** What any Chromium needs here, the bench's too. */
export const offlineChromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The tests' flags: besides, composite in the browser process rather than one of its own, and run
 * the pages' JavaScript without V8's optimising compilers (TurboFan, Maglev). A test's page lives
 * seconds: the optimised code those compilers make on their background threads rarely runs long
 * enough to pay back its compiling. The lake project (a staff member's day in the Studio) went
 * from 189 to 146 CPU-seconds, and ran faster; axe on every page from 105 to 96. What the tests
 * assert does not depend on how fast the JavaScript runs; `npm run bench` measures with the
 * defaults.
 */
export const chromiumArgs = [...offlineChromiumArgs, '--in-process-gpu', '--js-flags=--no-opt,--no-maglev']

/**
 * A browser whose requests to hosts off this machine all reach 127.0.0.1:`port`, whatever the host:
 * the lake project's, whose fake Content Lake answers Sanity's services (fake-lake/off-machine.ts).
 */
export const offMachineTo = (port: number) =>
  `--host-resolver-rules=MAP * 127.0.0.1:${port}, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1`

/**
 * The bench's browser: the full Chromium visitors use, in its new headless mode, which Lighthouse's
 * performance figures assume. `npm test` does not need it.
 */
export function benchChromiumPath(): string {
  const path = testEnv.BENCH_CHROME_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path)) {
    throw new Error(
      `npm run bench measures pages in the full Chromium, not found at ${path}: apt-get install chromium, or set BENCH_CHROME_PATH.`,
    )
  }
  return path
}
