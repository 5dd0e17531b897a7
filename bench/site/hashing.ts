import autocannon from 'autocannon'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { hiddenFields } from '../../tests/support/hidden-fields.ts'
import { round } from './numbers.ts'
import { serve } from './processes.ts'
import { baseEnv, scratch } from './settings.ts'

/*
 * A static page while passwords are hashed: HASHING.signIns sign-ins for made-up addresses stay in
 * flight (each one, answered, is followed by the next), as a burst of credential stuffing would
 * keep them, while autocannon measures HASHING.page. Better Auth hashes an unknown address's
 * password too, so each sign-in costs one scrypt; lib/auth/password-hashing.ts caps how many run
 * at once. The server must tell the sign-ins apart as clients (the bench starts it with
 * TRUSTED_PROXIES=127.0.0.1,::1 and gives each sign-in its own X-Forwarded-For), or the per-client sign-in
 * limit would turn most away before any hashing.
 */

const HASHING = { signIns: 40, page: '/pricing.md', connections: 4, seconds: 10, goalP99Ms: 100 }

const BUSY = 'The site is busy right now.'
const WRONG = 'The e-mail address or password is incorrect.'

type SignIn = { answer: 'refused' | 'busy' | 'locked' | 'other'; ms: number }

async function signIn(base: string, hidden: [string, string][], i: number): Promise<SignIn> {
  const body = new FormData()
  for (const [name, value] of hidden) body.append(name, value)
  body.append('email', `made-up-${i}-${Date.now()}@bench.example`)
  body.append('password', 'a made-up password')
  const started = performance.now()
  try {
    const response = await fetch(`${base}/users/sign-in`, {
      method: 'POST',
      body,
      headers: { origin: base, 'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}` },
      signal: AbortSignal.timeout(30_000),
    })
    const html = await response.text()
    const answer = html.includes(WRONG)
      ? 'refused'
      : html.includes(BUSY)
        ? 'busy'
        : /Too many failed sign-in attempts/.test(html)
          ? 'locked'
          : 'other'
    return { answer, ms: performance.now() - started }
  } catch {
    return { answer: 'other', ms: performance.now() - started }
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0
}

/** The page's latency alone, then with the sign-ins in flight; and what the sign-ins were answered. */
async function hashingLoad(base: string) {
  for (let i = 0; i < 20; i++) await fetch(base + HASHING.page).then((r) => r.arrayBuffer())
  const measure = () =>
    autocannon({ url: base + HASHING.page, connections: HASHING.connections, duration: HASHING.seconds })
  const figures = (result: Awaited<ReturnType<typeof measure>>) => ({
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: round(result.latency.p50, 1),
    latencyP99Ms: round(result.latency.p99, 1),
    latencyMaxMs: round(result.latency.max, 1),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  })
  console.log(`  ${HASHING.page} alone: ${HASHING.connections} connections, ${HASHING.seconds} s`)
  const alone = figures(await measure())

  const hidden = hiddenFields(await (await fetch(`${base}/users/sign-in`)).text())
  const signIns: SignIn[] = []
  let running = true
  let next = 0
  const keepSigningIn = async () => {
    while (running) signIns.push(await signIn(base, hidden, next++))
  }
  console.log(`  ${HASHING.page} with ${HASHING.signIns} sign-ins in flight`)
  const workers = Array.from({ length: HASHING.signIns }, keepSigningIn)
  // Every sign-in on its way to the hashing before the measurement starts.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const during = figures(await measure())
  running = false
  await Promise.all(workers)

  const count = (answer: SignIn['answer']) => signIns.filter((one) => one.answer === answer).length
  const times = signIns.map((one) => one.ms)
  return {
    page: HASHING.page,
    /** The machine's 1-minute load average at the end: other work on the same cores shows here. */
    loadAverage: round(loadavg()[0]!, 1),
    signInsInFlight: HASHING.signIns,
    alone,
    during,
    signIns: {
      total: signIns.length,
      refused: count('refused'),
      busy: count('busy'),
      locked: count('locked'),
      other: count('other'),
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
    },
    // A run in which the page was never answered has no p99 to meet.
    goalMet: during.requestsPerSecond > 0 && during.errors === 0 && during.latencyP99Ms < HASHING.goalP99Ms,
  }
}

/**
 * For a comparison only: the server's hashing without the cap, as before it. The process's slots
 * live under a global symbol (lib/auth/password-hashing.ts), which this module, loaded first with
 * `--import`, fills with slots that run every hash at once.
 */
function uncappedImport() {
  const file = path.join(scratch, 'uncapped-hashing.mjs')
  writeFileSync(
    file,
    "globalThis[Symbol.for('medicore.auth.hashing-slots')] = { run: (task) => task(), running: 0, waiting: 0 }\n",
  )
  return `--import=${file}`
}

/** Serves the build in `cwd` (its NEXT_DIST_DIR `distDir`) on `port` with a fresh account database, and measures. */
export async function measureHashing(cwd: string, distDir: string, port: number, { uncapped = false } = {}) {
  const server = await serve(cwd, port, {
    ...baseEnv,
    ...(uncapped && { NODE_OPTIONS: [baseEnv.NODE_OPTIONS, uncappedImport()].filter(Boolean).join(' ') }),
    NEXT_DIST_DIR: distDir,
    TRUSTED_PROXIES: '127.0.0.1,::1',
    AUTH_DB_PATH: path.join(scratch, `hashing-${Date.now()}`, 'auth.sqlite'),
  })
  try {
    return { ...(await hashingLoad(`http://127.0.0.1:${port}`)), capped: !uncapped }
  } finally {
    await server.kill()
  }
}

export type HashingFigures = Awaited<ReturnType<typeof hashingLoad>> & { capped?: boolean }

/** The section of bench/results.md. */
export function hashingTable(figures: HashingFigures) {
  const { alone, during, signIns } = figures
  return [
    `A static page while passwords are hashed${figures.capped === false ? ' **without the cap** (BENCH_HASHING_UNCAPPED=1, for comparison)' : ''} (autocannon ${HASHING.connections} connections for ${HASHING.seconds} s on \`${figures.page}\`; ${figures.signInsInFlight} sign-ins for made-up addresses kept in flight, each its own client; goal p99 < ${HASHING.goalP99Ms} ms):`,
    '',
    '| Page | req/s | p50 | p99 | max | errors / non-2xx |',
    '|---|---|---|---|---|---|',
    `| alone | ${alone.requestsPerSecond} | ${alone.latencyP50Ms} ms | ${alone.latencyP99Ms} ms | ${alone.latencyMaxMs} ms | ${alone.errors} / ${alone.non2xx} |`,
    `| during the sign-ins | ${during.requestsPerSecond} | ${during.latencyP50Ms} ms | ${during.latencyP99Ms} ms ${figures.goalMet ? '✓' : '✗'} | ${during.latencyMaxMs} ms | ${during.errors} / ${during.non2xx} |`,
    '',
    `Load average ${figures.loadAverage} on this machine's cores at the end. Sign-ins answered: ${signIns.total} (${signIns.refused} checked and refused, ${signIns.busy} "busy, try again", ${signIns.locked} locked, ${signIns.other} other); p50 ${signIns.p50Ms} ms, p99 ${signIns.p99Ms} ms.`,
  ].join('\n')
}
