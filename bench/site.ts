/*
 * `npm run bench`: how light and fast the public pages are, next to the framework's floor.
 *
 *   1. Builds the site once into BENCH_DIST_DIR (.next-bench), timing it and sampling the peak
 *      memory of the whole build (the summed RSS of its process group, from /proc); builds a bare
 *      App Router page (<h1>Hello</h1>) the same way, in a temporary project that uses this
 *      project's node_modules (so the same next and react): the floor; and, in the same project,
 *      that page with the site's stylesheet and preloaded font: the floor of a page with styles.
 *   2. Serves both with `next start` on 127.0.0.1 and runs Lighthouse (performance category,
 *      simulated throttling) on every route and on the floor, mobile and desktop presets,
 *      BENCH_RUNS (3) times, interleaved so background load hits all pages alike; reports medians.
 *      JavaScript: the scripts the page requested during the Lighthouse run, each fetched and
 *      gzipped here (bench/budgets.ts), as the byte budgets in `npm test` count them.
 *   3. Server throughput and latency of / and /pricing: autocannon, 50 connections for 10 s.
 *   4. A static page's latency while 40 sign-ins hash passwords (bench/site/hashing.ts; alone:
 *      `npm run bench:hashing`).
 *   5. Server code the unit tests check without a clock, timed against its goals: the breached-
 *      password list's lookups, a password's wait for a hashing slot (bench/timings.ts).
 *   6. The contact form under load: `npm run bench:contact` on the same build, if it exists.
 *
 * Writes bench/results.json (every figure, every run) and bench/results.md (the tables, which
 * docs/performance.md links to). Options (environment): BENCH_RUNS (3), BENCH_DIST_DIR,
 * BENCH_PORT (3701; the floor uses +1, the contact benchmark +2), BENCH_COLD=1 (drop the build
 * cache first), BENCH_SKIP_BUILD=1 (measure the build already in BENCH_DIST_DIR), BENCH_SKIP_CONTACT=1,
 * BENCH_SKIP_LOAD=1, BENCH_SKIP_HASHING=1.
 *
 * The steps live in bench/site/: settings.ts (options), processes.ts and build.ts, floor.ts (the
 * floor project), lighthouse.ts, load.ts, goals.ts and report.ts (results.json's shape, results.md's
 * tables); this file runs them in order.
 */
import { testEnv } from '../tests/support/environment.ts'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, totalmem } from 'node:os'
import path from 'node:path'
import { BUDGETED_ROUTES } from './budgets.ts'
import { build, keepingTypeFiles } from './site/build.ts'
import { floorProject } from './site/floor.ts'
import { goalsOf } from './site/goals.ts'
import { hashingTable, measureHashing } from './site/hashing.ts'
import { isReference, measurePages, referenceLabel } from './site/lighthouse.ts'
import { load } from './site/load.ts'
import { cleanup, run, serve } from './site/processes.ts'
import { tables, type ContactFigures, type Report } from './site/report.ts'
import {
  baseEnv,
  contactPort,
  distDir,
  floorPort,
  hashingPort,
  outDir,
  port,
  root,
  runs,
  scratch,
} from './site/settings.ts'
import { measureThrottled, throttledTables } from './throttled.ts'
import { timingsTable, type TimingFigures } from './site/timings.ts'

async function main() {
  const started = performance.now()
  mkdirSync(scratch, { recursive: true })
  const version = (name: string) =>
    (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version
  const cache = path.join(root, distDir, 'cache')
  if (testEnv.BENCH_COLD) rmSync(path.join(root, distDir), { recursive: true, force: true })
  const cacheState = existsSync(cache) ? 'warm' : 'cold'

  let siteBuild: Awaited<ReturnType<typeof build>> | undefined
  if (testEnv.BENCH_SKIP_BUILD) {
    if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) throw new Error(`BENCH_SKIP_BUILD: no build in ${distDir}.`)
    console.log(`Reusing the build in ${distDir}.`)
  } else {
    siteBuild = await keepingTypeFiles(() =>
      build(root, { ...baseEnv, NEXT_DIST_DIR: distDir }, `the site into ${distDir}`),
    )
  }
  const site = await serve(root, port, {
    ...baseEnv,
    NEXT_DIST_DIR: distDir,
    CONTACT_DB_PATH: path.join(scratch, 'bench-contact.sqlite'),
  })
  const siteBase = `http://127.0.0.1:${port}`
  const floorDir = await floorProject(siteBase)
  const floorEnv = { ...baseEnv }
  delete floorEnv.NEXT_DIST_DIR
  const floorBuild = await build(floorDir, floorEnv, 'the floor (a bare page)')
  console.log(
    `  site ${siteBuild ? `${siteBuild.seconds} s, ${siteBuild.peakMiB} MiB` : 'reused'}; floor ${floorBuild.seconds} s, ${floorBuild.peakMiB} MiB`,
  )

  const floorServer = await serve(floorDir, floorPort, floorEnv)
  const floorBase = `http://127.0.0.1:${floorPort}`
  console.log('Lighthouse …')
  const measured = await measurePages([
    { path: '/', kind: 'floor', base: floorBase },
    { path: '/styled', kind: 'styledFloor', base: floorBase },
    ...BUDGETED_ROUTES.map((route) => ({ ...route, base: siteBase })),
  ])
  console.log('Throttled Chromium …')
  const throttled = await measureThrottled(
    [
      { label: 'floor', url: `${floorBase}/` },
      ...BUDGETED_ROUTES.map((route) => ({ label: route.path, url: `${siteBase}${route.path}` })),
    ],
    siteBase,
  )
  await floorServer.kill()
  // The references are keyed by their labels (the floor's path is / too).
  const pages = measured.map((page) =>
    isReference(page.kind) ? { ...page, path: referenceLabel[page.kind as keyof typeof referenceLabel] } : page,
  )
  const floor = pages.find((page) => page.kind === 'floor')!
  const styledFloor = pages.find((page) => page.kind === 'styledFloor')!
  const goals = Object.fromEntries(
    pages.filter((page) => !isReference(page.kind)).map((page) => [page.path, goalsOf(page, floor, styledFloor)]),
  )
  const loadResults = testEnv.BENCH_SKIP_LOAD ? [] : (console.log('Server load …'), await load(siteBase))
  await site.kill()
  const hashing = testEnv.BENCH_SKIP_HASHING
    ? undefined
    : (console.log('A static page while passwords are hashed …'), await measureHashing(root, distDir, hashingPort))

  console.log('Server code, timed (bench/timings.ts) …')
  const timingsJson = path.join(scratch, 'timings.json')
  rmSync(timingsJson, { force: true })
  // A process of its own: the modules it times are the server's (the react-server condition).
  await run('npm', ['run', 'bench:timings'], baseEnv, path.join(scratch, 'timings.log'))
  const timings = existsSync(timingsJson) ? (JSON.parse(readFileSync(timingsJson, 'utf8')) as TimingFigures) : undefined

  let contact: Report['contact']
  const scripts =
    (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
      .scripts ?? {}
  if (scripts['bench:contact'] && !testEnv.BENCH_SKIP_CONTACT) {
    console.log('Contact form (npm run bench:contact) …')
    const json = path.join(scratch, 'contact.json')
    rmSync(json, { force: true })
    const code = await run(
      'npm',
      ['run', 'bench:contact'],
      { ...baseEnv, BENCH_SKIP_BUILD: '1', BENCH_DIST_DIR: distDir, BENCH_PORT: String(contactPort), BENCH_JSON: json },
      path.join(scratch, 'contact.log'),
    )
    contact = existsSync(json)
      ? (JSON.parse(readFileSync(json, 'utf8')) as ContactFigures)
      : { error: `exit code ${code}, no figures` }
    if (code !== 0 && !('error' in contact))
      console.warn(`  bench:contact exited with ${code}: some of its checks failed (bench/tmp/contact.log).`)
  }

  const commit = (() => {
    try {
      const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
      const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== ''
      return dirty ? `${head} + uncommitted changes` : head
    } catch {
      return 'unknown'
    }
  })()
  const report: Report = {
    date: new Date().toISOString(),
    commit,
    machine: {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? '?',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    nextVersion: version('next'),
    reactVersion: version('react'),
    lighthouseVersion: version('lighthouse'),
    runs,
    build: { site: siteBuild ? { ...siteBuild, cache: cacheState } : null, floor: floorBuild },
    pages,
    goals,
    load: loadResults,
    contact,
    throttled,
    hashing,
    timings,
  }
  const table = [
    tables(report),
    hashing && hashingTable(hashing),
    timings ? timingsTable(timings) : 'Server code, timed: failed (bench/tmp/timings.log).',
    throttledTables(throttled),
  ]
    .filter(Boolean)
    .join('\n\n')
  const header = `${report.date.slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${report.machine.cpus} cores, Node ${process.version}, next ${report.nextVersion}, react ${report.reactVersion}.`
  writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(path.join(outDir, 'results.md'), `# Benchmark\n\n${header}\n\n${table}\n`)
  console.log(
    `\n${table}\n\nWrote bench/results.md and bench/results.json in ${Math.round((performance.now() - started) / 1000)} s.`,
  )
}

try {
  await main()
} finally {
  await cleanup()
}
