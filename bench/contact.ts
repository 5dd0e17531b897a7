/*
 * `npm run bench:contact`: the contact form under load, and under a crash.
 *
 * It builds the site (skip with BENCH_SKIP_BUILD=1 to reuse the build in
 * BENCH_DIST_DIR, default .next-bench-contact), serves it with `next start` on
 * 127.0.0.1 with a fresh SQLite file, and submits the form the way a browser without
 * JavaScript does: a multipart POST of the form's fields plus the server action's
 * hidden fields ($ACTION_…) read from the rendered page. Each submission comes from its
 * own client address (x-forwarded-for), so the rate limit does not apply.
 *
 *   1. Load: 500 valid messages, 50 at a time. Every one must be acknowledged and be in
 *      the database exactly once.
 *   2. Fault: the same load against a fresh file, and the server killed (SIGKILL, the
 *      whole process group) once a third of the messages are acknowledged. Every
 *      acknowledged message must be in the file. The server is then started again on
 *      the same file and the unacknowledged messages are sent again, as their senders
 *      would: at the end every message is in the file exactly once.
 *
 * Options (environment): BENCH_MESSAGES (500), BENCH_CONCURRENCY (50), BENCH_PORT
 * (3340), BENCH_JSON=path to also write the figures as JSON.
 */
import { testEnv } from '../tests/support/environment.ts'
import { hiddenFields } from '../tests/support/hidden-fields.ts'
import { keepingTypeFiles } from './site/build.ts'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { setTimeout as sleep } from 'node:timers/promises'

const root = path.resolve(import.meta.dirname, '..')
const messages = Number(testEnv.BENCH_MESSAGES ?? 500)
const concurrency = Number(testEnv.BENCH_CONCURRENCY ?? 50)
const port = Number(testEnv.BENCH_PORT ?? 3340)
const distDir = testEnv.BENCH_DIST_DIR ?? '.next-bench-contact'
const base = `http://127.0.0.1:${port}`
const SENT = 'Your message has been sent. Thank you!'
const next = path.join(root, 'node_modules', '.bin', 'next')

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

type Server = { child: ChildProcess; kill: (signal?: NodeJS.Signals) => Promise<void> }

async function startServer(dbPath: string): Promise<Server> {
  // Its own process group, so that killing it also kills the next-server child.
  const child = spawn(next, ['start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    // The load plays a proxy of ours: each simulated visitor's address comes in X-Forwarded-For.
    env: {
      ...testEnv,
      NEXT_DIST_DIR: distDir,
      CONTACT_DB_PATH: dbPath,
      SANITY_API_WRITE_TOKEN: '',
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // already gone
    }
    await exited
    // The group leader can exit before its children; wait until the port is free.
    for (let i = 0; i < 100; i++) {
      if (!(await reachable())) return
      await sleep(100)
    }
  }
  for (let i = 0; i < 300; i++) {
    if (await reachable()) return { child, kill }
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    await sleep(100)
  }
  await kill('SIGKILL')
  throw new Error(`The server did not answer on ${base} within 30 s.`)
}

async function reachable() {
  try {
    await fetch(`${base}/contact-us`, { method: 'HEAD', signal: AbortSignal.timeout(1000) })
    return true
  } catch {
    return false
  }
}

/** The contact form's hidden fields, as a browser without JavaScript posts them. */
const actionFields = async () => hiddenFields(await (await fetch(`${base}/contact-us`)).text())

const marker = (run: string, i: number) => `bench-${run}-${String(i).padStart(4, '0')}`

type Outcome = { i: number; acknowledged: boolean; ms: number; error?: string }

async function submit(hidden: [string, string][], run: string, i: number): Promise<Outcome> {
  const body = new FormData()
  for (const [name, value] of hidden) body.append(name, value)
  body.append('name', `Load Tester ${i}`)
  body.append('email', `load${i}@clinic.example`)
  body.append('subject', 'Benchmark')
  body.append('message', `Message ${marker(run, i)} from the contact form benchmark.`)
  body.append('website', '')
  const started = performance.now()
  try {
    const response = await fetch(`${base}/contact-us`, {
      method: 'POST',
      body,
      headers: {
        origin: base,
        // One client address per message: 10.a.b.c
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      signal: AbortSignal.timeout(30_000),
    })
    const html = await response.text()
    const acknowledged = response.ok && html.includes(SENT)
    return {
      i,
      acknowledged,
      ms: performance.now() - started,
      ...(!acknowledged && { error: `HTTP ${response.status}` }),
    }
  } catch (error) {
    return {
      i,
      acknowledged: false,
      ms: performance.now() - started,
      error: (error as Error).cause ? String((error as Error).cause) : String(error),
    }
  }
}

/** Sends messages `indices`, `concurrency` at a time; `onAcknowledged` sees each acknowledgement as it comes. */
async function load(run: string, indices: number[], onAcknowledged?: (count: number) => void) {
  const hidden = await actionFields()
  const queue = [...indices]
  const outcomes: Outcome[] = []
  let acknowledged = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        const outcome = await submit(hidden, run, i)
        outcomes.push(outcome)
        if (outcome.acknowledged) onAcknowledged?.(++acknowledged)
      }
    }),
  )
  return { outcomes, seconds: (performance.now() - started) / 1000 }
}

/** How many times each message of a run is in the file. */
function countsInDatabase(dbPath: string, run: string): Map<number, number> {
  const db = new DatabaseSync(dbPath, { readOnly: true })
  try {
    const rows = db.prepare('SELECT message FROM contact_messages WHERE message LIKE ?').all(`%bench-${run}-%`) as {
      message: string
    }[]
    const counts = new Map<number, number>()
    for (const { message } of rows) {
      const i = Number(new RegExp(`bench-${run}-(\\d+)`).exec(message)?.[1])
      counts.set(i, (counts.get(i) ?? 0) + 1)
    }
    return counts
  } finally {
    db.close()
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
const round = (value: number, digits = 1) => Number(value.toFixed(digits))

async function main() {
  const all = Array.from({ length: messages }, (_, i) => i)
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-contact-'))
  const failures: string[] = []
  const check = (ok: boolean, what: string) => {
    console.log(`${ok ? 'ok  ' : 'FAIL'}  ${what}`)
    if (!ok) failures.push(what)
  }

  if (!testEnv.BENCH_SKIP_BUILD) {
    console.log(`Building into ${distDir} …`)
    await keepingTypeFiles(() => run(next, ['build'], { ...testEnv, NEXT_DIST_DIR: distDir }))
  }

  // 1. Load
  const loadDb = path.join(dir, 'load.sqlite')
  let server = await startServer(loadDb)
  const loadRun = await load('load', all).finally(() => server.kill())
  const loadCounts = countsInDatabase(loadDb, 'load')
  const latencies = loadRun.outcomes.map((outcome) => outcome.ms)
  const loadFigures = {
    messages,
    concurrency,
    acknowledged: loadRun.outcomes.filter((outcome) => outcome.acknowledged).length,
    rows: [...loadCounts.values()].reduce((sum, count) => sum + count, 0),
    lost: all.filter((i) => !loadCounts.has(i)).length,
    doubled: [...loadCounts.values()].filter((count) => count > 1).length,
    seconds: round(loadRun.seconds, 2),
    perSecond: round(messages / loadRun.seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
  }
  console.log('\nLoad:', loadFigures)
  check(loadFigures.acknowledged === messages, `all ${messages} submissions acknowledged`)
  check(loadFigures.rows === messages, `exactly ${messages} rows (got ${loadFigures.rows})`)
  check(loadFigures.lost === 0 && loadFigures.doubled === 0, 'none lost or doubled')

  // 2. Fault
  const faultDb = path.join(dir, 'fault.sqlite')
  server = await startServer(faultDb)
  const killAfter = Math.floor(messages / 3)
  let killedAt = -1
  const faultRun = await load('fault', all, (count) => {
    if (count === killAfter) {
      killedAt = count
      void server.kill('SIGKILL')
    }
  })
  await server.kill('SIGKILL')
  const acknowledged = faultRun.outcomes.filter((outcome) => outcome.acknowledged).map((outcome) => outcome.i)
  const afterCrash = countsInDatabase(faultDb, 'fault')
  const unacknowledged = all.filter((i) => !acknowledged.includes(i))

  // The senders whose message got no answer try again, against the restarted server.
  server = await startServer(faultDb)
  const retry = await load('fault', unacknowledged).finally(() => server.kill())
  const final = countsInDatabase(faultDb, 'fault')
  const faultFigures = {
    killedAfterAcknowledgements: killedAt,
    acknowledgedBeforeCrash: acknowledged.length,
    failedDuringCrash: unacknowledged.length,
    rowsAfterCrash: [...afterCrash.values()].reduce((sum, count) => sum + count, 0),
    acknowledgedButLost: acknowledged.filter((i) => !afterCrash.has(i)).length,
    storedButNotAcknowledged: unacknowledged.filter((i) => afterCrash.has(i)).length,
    retried: unacknowledged.length,
    retriesAcknowledged: retry.outcomes.filter((outcome) => outcome.acknowledged).length,
    finalRows: [...final.values()].reduce((sum, count) => sum + count, 0),
    finalLost: all.filter((i) => !final.has(i)).length,
    finalDoubled: [...final.values()].filter((count) => count > 1).length,
  }
  console.log('\nFault:', faultFigures)
  check(killedAt > 0 && unacknowledged.length > 0, 'the server was killed in the middle of the load')
  check(faultFigures.acknowledgedButLost === 0, 'no acknowledged message lost in the crash')
  check(faultFigures.retriesAcknowledged === unacknowledged.length, 'every retry acknowledged after the restart')
  check(
    faultFigures.finalRows === messages && faultFigures.finalLost === 0 && faultFigures.finalDoubled === 0,
    `after the retries, exactly ${messages} rows: none lost or doubled`,
  )

  if (testEnv.BENCH_JSON) {
    writeFileSync(testEnv.BENCH_JSON, `${JSON.stringify({ load: loadFigures, fault: faultFigures }, null, 2)}\n`)
  }
  rmSync(dir, { recursive: true, force: true })
  if (failures.length) {
    console.error(`\n${failures.length} check(s) failed.`)
    process.exit(1)
  }
  console.log('\nAll checks passed.')
}

await main()
