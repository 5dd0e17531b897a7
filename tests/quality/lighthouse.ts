/*
 * `npm run test:lighthouse`: the Lighthouse gate of issue 5. Serves the production build with
 * `next start` on 127.0.0.1 and runs Lighthouse (mobile preset, Debian's chromium) on every
 * public route; fails unless Accessibility, Best Practices and SEO are all 100. Performance is
 * reported, not asserted (it varies from run to run; tests/bench owns it).
 *
 * Uses the build in LIGHTHOUSE_DIST_DIR (default: NEXT_DIST_DIR or .next, which `npm test`'s
 * end-to-end run leaves behind); builds it first when it is missing. LIGHTHOUSE_PORT: 3760.
 * LIGHTHOUSE_URL: test a server that is already running instead.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { publicRoutes } from './routes.ts'
import { chromiumArgs, chromiumPath } from '../support/chromium.ts'

const root = path.resolve(import.meta.dirname, '..', '..')
const next = path.join(root, 'node_modules', '.bin', 'next')
const distDir = process.env.LIGHTHOUSE_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next'
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3760)
const asserted = ['accessibility', 'best-practices', 'seo'] as const
const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' }
const chromeFlags = ['--headless=new', ...chromiumArgs]

/** Kills a detached child's whole process group (next start leaves a next-server child behind). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // already gone
  }
}

async function run(command: string, args: string[]) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: 'inherit' })
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`)
}

async function reachable(url: string) {
  try {
    return (await fetch(url, { redirect: 'manual' })).status > 0
  } catch {
    return false
  }
}

async function serve(): Promise<{ base: string; stop: () => void }> {
  if (process.env.LIGHTHOUSE_URL) return { base: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: () => {} }
  if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    console.log(`No build in ${distDir}: building it first.`)
    await run(next, ['build'])
  }
  const base = `http://127.0.0.1:${port}`
  const child = spawn(next, ['start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => killGroup(child)
  process.on('exit', stop)
  for (let attempt = 0; attempt < 120; attempt++) {
    if (await reachable(base)) return { base, stop }
    await sleep(500)
  }
  stop()
  throw new Error(`next start did not answer on ${base}`)
}

const started = Date.now()
const server = await serve()
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags })
const failures: string[] = []
const rows: string[] = []
try {
  for (const route of publicRoutes) {
    const url = `${server.base}${route}`
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', ...asserted],
      // Mobile preset (Lighthouse's default config): Moto G-class emulation, simulated slow 4G.
    })
    const lhr = result?.lhr
    if (!lhr || lhr.runtimeError) {
      failures.push(`${route}: Lighthouse failed: ${lhr?.runtimeError?.message ?? 'no result'}`)
      continue
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    rows.push(
      `| ${route.padEnd(11)} | ${String(score('accessibility')).padStart(13)} | ${String(score('best-practices')).padStart(14)} | ${String(score('seo')).padStart(3)} | ${String(score('performance')).padStart(11)} |`,
    )
    for (const id of asserted) {
      if (score(id) === 100) continue
      const failed = lhr.categories[id]!.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      failures.push(`${route}: ${id} ${score(id)}: ${failed.map((ref) => `${ref.id} (${lhr.audits[ref.id]!.title})`).join('; ')}`)
    }
  }
} finally {
  await chrome.kill()
  server.stop()
}

console.log('\nLighthouse, mobile preset (Performance reported, not asserted)\n')
console.log('| Route       | Accessibility | Best Practices | SEO | Performance |')
console.log('|-------------|---------------|----------------|-----|-------------|')
for (const row of rows) console.log(row)
console.log(`\n${publicRoutes.length} routes in ${Math.round((Date.now() - started) / 1000)} s`)
if (failures.length > 0) {
  console.error(`\nLighthouse gate failed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('Lighthouse gate passed: Accessibility, Best Practices and SEO are 100 on every public route.')
process.exit(0)
