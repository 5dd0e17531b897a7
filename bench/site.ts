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
 *   4. The contact form under load: `npm run bench:contact` on the same build, if it exists.
 *
 * Writes bench/results.json (every figure, every run) and bench/results.md (the tables, which
 * docs/performance.md links to). Options (environment): BENCH_RUNS (3), BENCH_DIST_DIR,
 * BENCH_PORT (3701; the floor uses +1, the contact benchmark +2), BENCH_COLD=1 (drop the build
 * cache first), BENCH_SKIP_BUILD=1 (measure the build already in BENCH_DIST_DIR), BENCH_SKIP_CONTACT=1,
 * BENCH_SKIP_LOAD=1.
 */
import { testEnv } from '../tests/support/environment.ts'
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { BUDGETED_ROUTES, JS_BUDGET_FACTOR, STUDIO_MARKER, gzipBytes, kib, type BudgetKind } from './budgets.ts'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts'
import { measureThrottled, throttledTables } from './throttled.ts'
import { routes } from '../lib/routes.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = import.meta.dirname
const scratch = path.join(outDir, 'tmp') // git-ignored
const distDir = testEnv.BENCH_DIST_DIR ?? '.next-bench'
const runs = Number(testEnv.BENCH_RUNS ?? 3)
const port = Number(testEnv.BENCH_PORT ?? 3701)
const floorPort = port + 1
const contactPort = port + 2
const next = path.join(root, 'node_modules', '.bin', 'next')
const LOAD = { connections: 50, seconds: 10, routes: [routes.home.path, routes.pricing.path] }
const chromeFlags = ['--headless=new', ...chromiumArgs]
const baseEnv: NodeJS.ProcessEnv = { ...testEnv, NEXT_TELEMETRY_DISABLED: '1' }

// ---------------------------------------------------------------- processes

type Server = { kill: () => Promise<void> }
const cleanups = new Set<() => Promise<void> | void>()
async function cleanup() {
  for (const fn of [...cleanups].reverse()) await fn()
  cleanups.clear()
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cleanup().finally(() => process.exit(130)))
}

/** Kills a detached child's whole process group (next start leaves a next-server child behind). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // already gone
  }
}

/** The summed resident memory of every process in a process group. */
function groupRssBytes(pgid: number): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // After "pid (comm) ": state ppid pgrp … ; rss (pages) is field 24 of the line.
      if (Number(fields[2]) === pgid) total += Number(fields[21]) * 4096
    } catch {
      // the process ended meanwhile
    }
  }
  return total
}

/** `next build` in `cwd`, with its wall time and peak memory. */
async function build(cwd: string, env: NodeJS.ProcessEnv, label: string) {
  console.log(`Building ${label} …`)
  const started = performance.now()
  const child = spawn(next, ['build'], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const stop = () => killGroup(child, 'SIGKILL')
  cleanups.add(stop)
  let log = ''
  const echo = (chunk: Buffer) => {
    log += chunk
    process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '  │ '))
  }
  child.stdout!.on('data', echo)
  child.stderr!.on('data', echo)
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, groupRssBytes(child.pid!))), 200)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearInterval(sampler)
  cleanups.delete(stop)
  if (code !== 0) {
    writeFileSync(path.join(scratch, 'build.log'), log)
    throw new Error(`next build (${label}) exited with ${code}`)
  }
  return { seconds: round((performance.now() - started) / 1000, 1), peakMiB: Math.round(peak / 2 ** 20) }
}

async function reachable(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

async function serve(cwd: string, portNumber: number, env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(next, ['start', '--hostname', '127.0.0.1', '--port', String(portNumber)], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${portNumber}/`
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const kill = async () => {
    killGroup(child)
    await exited
    for (let i = 0; i < 50 && (await reachable(url)); i++) await sleep(100)
    killGroup(child, 'SIGKILL') // whatever of the group is left
    cleanups.delete(kill)
  }
  cleanups.add(kill)
  for (let i = 0; i < 300; i++) {
    if (await reachable(url)) return { kill }
    if (child.exitCode !== null) throw new Error(`next start (${cwd}) exited with ${child.exitCode}`)
    await sleep(100)
  }
  await kill()
  throw new Error(`Nothing answered on ${url} within 30 s.`)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  return new Promise<number | null>((resolve) => {
    const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const stop = () => killGroup(child, 'SIGKILL')
    cleanups.add(stop)
    let log = ''
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk))
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk))
    child.on('exit', (code) => {
      cleanups.delete(stop)
      writeFileSync(logFile, log)
      resolve(code)
    })
  })
}

// ---------------------------------------------------------------- the floor project

type SiteAssets = { htmlClass: string; bodyClass: string; stylesheets: string[]; fonts: string[] }

/**
 * A bare App Router project: `/` is the floor (<h1>Hello</h1> and nothing else). `/styled` is the
 * same page with the site's own stylesheet and preloaded font (copied from the running site):
 * what the framework's floor becomes once a page has any styles, which shows how much of a
 * page's LCP is the framework's and how much its own.
 */
async function floorProject(siteBase: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'medicore-bench-floor-'))
  cleanups.add(() => rmSync(dir, { recursive: true, force: true }))
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  writeFileSync(path.join(dir, 'package.json'), '{ "name": "bench-floor", "private": true, "type": "module" }\n')
  // node_modules is a symlink out of the project: Turbopack must be allowed to resolve there.
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { turbopack: { root: '/' } }\n")
  const page = 'export default function Page() {\n  return <h1>Hello</h1>\n}\n'
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  write(
    'app/(bare)/layout.jsx',
    `export const metadata = { title: 'Hello', description: 'The floor' }
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  )
  write('app/(bare)/page.jsx', page)

  const assets = await siteAssets(siteBase, path.join(dir, 'public'))
  write(
    'app/(styled)/layout.jsx',
    `export const metadata = { title: 'Hello', description: 'The floor, styled' }
export default function RootLayout({ children }) {
  return (
    <html lang="en" className=${JSON.stringify(assets.htmlClass)}>
      <head>
${assets.fonts.map((href) => `        <link rel="preload" href="${href}" as="font" type="font/woff2" crossOrigin="" />`).join('\n')}
${assets.stylesheets.map((href) => `        <link rel="stylesheet" href="${href}" precedence="default" />`).join('\n')}
      </head>
      <body className=${JSON.stringify(assets.bodyClass)}>{children}</body>
    </html>
  )
}
`,
  )
  write('app/(styled)/styled/page.jsx', page)
  return dir
}

/** The stylesheets and preloaded fonts the site's home page links, copied under `publicDir`/site/. */
async function siteAssets(siteBase: string, publicDir: string): Promise<SiteAssets> {
  const html = await (await fetch(`${siteBase}/`)).text()
  const attribute = (tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1] ?? ''
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!)
  const stylesheets = hrefs(/<link rel="stylesheet" href="([^"]+)"/g)
  const fonts = hrefs(/<link rel="preload" href="([^"]+)" as="font"/g)
  // Mirrored under the same relative layout, so the stylesheet's ../media/ font URLs still resolve.
  const local = (href: string) => href.replace('/_next/static/', '/site/')
  for (const href of [...stylesheets, ...fonts]) {
    const file = path.join(publicDir, local(href))
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, new Uint8Array(await (await fetch(siteBase + href)).arrayBuffer()))
  }
  return {
    htmlClass: attribute('html', 'class'),
    bodyClass: attribute('body', 'class'),
    stylesheets: stylesheets.map(local),
    fonts: fonts.map(local),
  }
}

/**
 * `next build` adds its output folder's types to tsconfig.json's include, and points next-env.d.ts
 * at them: take this bench's back out, so that it leaves the type check as it found it.
 */
function restoreTypeFiles(before: string[], nextEnv: string | undefined) {
  const envFile = path.join(root, 'next-env.d.ts')
  if (nextEnv !== undefined && existsSync(envFile) && readFileSync(envFile, 'utf8').includes(`./${distDir}/`))
    writeFileSync(envFile, nextEnv)
  const file = path.join(root, 'tsconfig.json')
  const text = readFileSync(file, 'utf8')
  const config = JSON.parse(text) as { include?: string[] }
  const ours = (entry: string) => entry.startsWith(`${distDir}/`) && !before.includes(entry)
  if (!config.include?.some(ours)) return
  config.include = config.include.filter((entry) => !ours(entry))
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
}

// ---------------------------------------------------------------- measuring

type NetworkItem = { url: string; resourceType?: string; mimeType?: string; transferSize?: number }
type LighthouseRun = {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  scripts: string[]
  fonts: NetworkItem[]
  images: NetworkItem[]
  unsizedImages: number
}

async function lighthouseRun(url: string, chromePort: number, preset: 'mobile' | 'desktop'): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    )
    const lhr = result?.lhr
    const error = !lhr ? 'no result' : lhr.runtimeError?.message
    if (lhr && !error) {
      const audit = (id: string) => lhr.audits[id]
      const items = ((audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
        (item) =>
          new URL(item.url).origin === new URL(url).origin ||
          item.resourceType === 'Font' ||
          item.resourceType === 'Image',
      )
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? NaN),
        tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? NaN),
        cls: round(audit('cumulative-layout-shift')?.numericValue ?? NaN, 3),
        fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? NaN),
        scripts: items.filter((item) => item.resourceType === 'Script').map((item) => item.url),
        fonts: items.filter((item) => item.resourceType === 'Font'),
        images: items.filter((item) => item.resourceType === 'Image'),
        unsizedImages: ((audit('unsized-images')?.details as { items?: unknown[] } | undefined)?.items ?? []).length,
      }
    }
    if (attempt === 2) throw new Error(`Lighthouse on ${url} (${preset}): ${error}`)
    console.warn(`Lighthouse on ${url} (${preset}) failed (${error}); once more.`)
  }
}

/** The scripts' bytes, gzipped here, and whether any carries Studio code. */
async function scriptFigures(urls: string[]) {
  const files = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = new Uint8Array(await (await fetch(url)).arrayBuffer())
      return {
        url: new URL(url).pathname,
        bytes: body.length,
        gzip: gzipBytes(body),
        studio: STUDIO_MARKER.test(new TextDecoder().decode(body)),
      }
    }),
  )
  return {
    files: files.length,
    gzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    rawBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    studioFiles: files.filter((file) => file.studio).map((file) => file.url),
    list: files.sort((a, b) => b.gzip - a.gzip),
  }
}

async function htmlFigures(url: string) {
  const html = await (await fetch(url)).text()
  const preloadedFonts = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /as="font"/.test(tag))
    .map((tag) => new URL(/href="([^"]*)"/.exec(tag)?.[1] ?? '', url).href)
  return { bytes: Buffer.byteLength(html), gzipBytes: gzipBytes(html), preloadedFonts }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const round = (value: number, digits = 0) => Number(value.toFixed(digits))

type Preset = 'mobile' | 'desktop'
/** The site's pages, and the two references: the floor, and the floor with the site's styles. */
type PageKind = BudgetKind | 'floor' | 'styledFloor'
const isReference = (kind: PageKind) => kind === 'floor' || kind === 'styledFloor'
const referenceLabel = { floor: 'floor', styledFloor: 'floor + site CSS & font' } as const
type PageResult = {
  path: string
  kind: PageKind
  lighthouse: Record<
    Preset,
    {
      score: number
      lcpMs: number
      tbtMs: number
      cls: number
      fcpMs: number
      runs: Omit<LighthouseRun, 'scripts' | 'fonts' | 'images'>[]
    }
  >
  js: Awaited<ReturnType<typeof scriptFigures>>
  html: { bytes: number; gzipBytes: number }
  fonts: { urls: string[]; selfHosted: boolean; preloaded: boolean }
  images: { count: number; modernFormat: boolean; unsized: number; formats: string[] }
}

async function measurePages(pages: { path: string; kind: PageKind; base: string }[]) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags })
  const stop = () => void chrome.kill()
  cleanups.add(stop)
  const raw = new Map<string, Record<Preset, LighthouseRun[]>>(
    pages.map((page) => [page.base + page.path, { mobile: [], desktop: [] }]),
  )
  try {
    // Interleaved: run 1 of every page, then run 2, … so that a busy moment does not hit one page only.
    for (let i = 1; i <= runs; i++) {
      for (const preset of ['mobile', 'desktop'] as const) {
        for (const page of pages) {
          const url = page.base + page.path
          const result = await lighthouseRun(url, chrome.port, preset)
          raw.get(url)![preset].push(result)
          console.log(
            `  run ${i}/${runs} ${preset.padEnd(7)} ${(isReference(page.kind) ? referenceLabel[page.kind as keyof typeof referenceLabel] : page.path).padEnd(15)} score ${result.score}  LCP ${result.lcpMs} ms  TBT ${result.tbtMs} ms  CLS ${result.cls}`,
          )
        }
      }
    }
  } finally {
    chrome.kill()
    cleanups.delete(stop)
  }
  const results: PageResult[] = []
  for (const page of pages) {
    const url = page.base + page.path
    const byPreset = raw.get(url)!
    const summary = (preset: Preset) => {
      const list = byPreset[preset]
      const pick = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs') => median(list.map((entry) => entry[key]))
      return {
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        fcpMs: pick('fcpMs'),
        runs: list.map(({ score, lcpMs, tbtMs, cls, fcpMs, unsizedImages }) => ({
          score,
          lcpMs,
          tbtMs,
          cls,
          fcpMs,
          unsizedImages,
        })),
      }
    }
    const first = byPreset.mobile[0]!
    const html = await htmlFigures(url)
    const fontUrls = [...new Set(first.fonts.map((font) => font.url))]
    const images = first.images
    results.push({
      path: page.path,
      kind: page.kind,
      lighthouse: { mobile: summary('mobile'), desktop: summary('desktop') },
      js: await scriptFigures(first.scripts),
      html: { bytes: html.bytes, gzipBytes: html.gzipBytes },
      fonts: {
        urls: fontUrls.map((font) => new URL(font).pathname),
        selfHosted: fontUrls.every((font) => new URL(font).origin === new URL(url).origin),
        preloaded: fontUrls.every((font) => html.preloadedFonts.includes(font)),
      },
      images: {
        count: images.length,
        formats: [...new Set(images.map((image) => image.mimeType ?? '?'))],
        modernFormat: images.every((image) => /image\/(avif|webp|svg\+xml)/.test(image.mimeType ?? '')),
        unsized: Math.max(...byPreset.mobile.map((entry) => entry.unsizedImages)),
      },
    })
  }
  return results
}

async function load(base: string) {
  const results = []
  for (const route of LOAD.routes) {
    for (let i = 0; i < 20; i++)
      await fetch(base + route, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.arrayBuffer())
    console.log(`  autocannon ${route}: ${LOAD.connections} connections, ${LOAD.seconds} s`)
    // As browsers ask: compressed. The load generator shares the machine's cores with the server.
    const result = await autocannon({
      url: base + route,
      connections: LOAD.connections,
      duration: LOAD.seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    results.push({
      path: route,
      requestsPerSecond: round(result.requests.average),
      latencyP50Ms: round(result.latency.p50, 1),
      latencyP99Ms: round(result.latency.p99, 1),
      latencyMaxMs: round(result.latency.max, 1),
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    })
  }
  return results
}

// ---------------------------------------------------------------- goals and tables

type Goal = { goal: string; met: boolean; figure: string }

function goalsOf(page: PageResult, floor: PageResult, styledFloor: PageResult): Goal[] {
  if (isReference(page.kind)) return []
  const factor = JS_BUDGET_FACTOR[page.kind]
  const jsRatio = page.js.gzipBytes / floor.js.gzipBytes
  const mobile = page.lighthouse.mobile
  const desktop = page.lighthouse.desktop
  return [
    {
      goal: `JS ≤ ${factor} × floor`,
      met: jsRatio <= factor,
      figure: `${jsRatio.toFixed(3)} ×, ${kib(page.js.gzipBytes - factor * floor.js.gzipBytes).toFixed(1)} KiB from the limit`,
    },
    {
      goal: 'mobile score ≥ floor',
      met: mobile.score >= floor.lighthouse.mobile.score,
      figure: `${mobile.score} vs ${floor.lighthouse.mobile.score}`,
    },
    { goal: 'desktop score 100', met: desktop.score === 100, figure: String(desktop.score) },
    { goal: 'CLS 0', met: mobile.cls === 0 && desktop.cls === 0, figure: `${mobile.cls} / ${desktop.cls}` },
    {
      goal: 'LCP ≤ 1.3 × floor',
      met: mobile.lcpMs <= 1.3 * floor.lighthouse.mobile.lcpMs,
      figure: `${(mobile.lcpMs / floor.lighthouse.mobile.lcpMs).toFixed(2)} ×; ${(mobile.lcpMs / styledFloor.lighthouse.mobile.lcpMs).toFixed(2)} × the styled floor`,
    },
    { goal: 'no Studio code', met: page.js.studioFiles.length === 0, figure: page.js.studioFiles.join(' ') || 'none' },
    {
      goal: 'fonts self-hosted, preloaded',
      met: page.fonts.selfHosted && page.fonts.preloaded,
      figure: page.fonts.urls.join(' ') || 'no fonts',
    },
    {
      goal: 'images sized, AVIF/WebP',
      met: page.images.modernFormat && page.images.unsized === 0,
      figure: `${page.images.count} (${page.images.formats.join(', ') || '-'}), ${page.images.unsized} unsized`,
    },
  ]
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`)
const ratio = (value: number, floor: number) => (floor ? ` (${(value / floor).toFixed(2)}×)` : '')

function tables(report: Report) {
  const floor = report.pages.find((page) => page.kind === 'floor')!
  const f = floor.lighthouse
  const lines: string[] = []
  lines.push(
    `Median of ${report.runs} Lighthouse ${report.lighthouseVersion} runs per preset (performance category, simulated throttling); ` +
      `in brackets, the ratio to a bare App Router page (\`<h1>Hello</h1>\`) built in the same run with the same next ${report.nextVersion} and react (the floor). ` +
      `The second reference is the same page with the site's stylesheet and preloaded font: the floor of any page that has styles. ` +
      `JS: the scripts each page requests while loading, gzipped one by one.`,
    '',
    '| Route | JS gzip (files) | HTML gzip | Mobile score | Mobile LCP | Mobile TBT | CLS (m/d) | Desktop score | Desktop LCP | Desktop TBT | Goals |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  )
  for (const page of report.pages) {
    const m = page.lighthouse.mobile
    const d = page.lighthouse.desktop
    const isFloor = page.kind === 'floor'
    const missed = report.goals[page.path]?.filter((goal) => !goal.met) ?? []
    lines.push(
      `| ${isReference(page.kind) ? `*${page.path}*` : `\`${page.path}\``} | ${kib(page.js.gzipBytes).toFixed(1)} KiB (${page.js.files})${isFloor ? '' : ratio(page.js.gzipBytes, floor.js.gzipBytes)} ` +
        `| ${kib(page.html.gzipBytes).toFixed(1)} KiB${isFloor ? '' : ratio(page.html.gzipBytes, floor.html.gzipBytes)} ` +
        `| ${m.score}${isFloor ? '' : ratio(m.score, f.mobile.score)} | ${ms(m.lcpMs)}${isFloor ? '' : ratio(m.lcpMs, f.mobile.lcpMs)} | ${ms(m.tbtMs)}${isFloor ? '' : ratio(m.tbtMs, f.mobile.tbtMs)} ` +
        `| ${m.cls} / ${d.cls} | ${d.score} | ${ms(d.lcpMs)}${isFloor ? '' : ratio(d.lcpMs, f.desktop.lcpMs)} | ${ms(d.tbtMs)} ` +
        `| ${isReference(page.kind) ? '' : missed.length ? `✗ ${missed.map((goal) => `${goal.goal} (${goal.figure})`).join('; ')}` : '✓ all'} |`,
    )
  }
  lines.push(
    '',
    `Budgets: JS ≤ ${JS_BUDGET_FACTOR.content} × floor on content pages, ≤ ${JS_BUDGET_FACTOR.form} × on form pages (also asserted in \`npm test\`); mobile score ≥ floor's, desktop 100, CLS 0, mobile LCP ≤ 1.3 × floor's, no Studio code, fonts self-hosted and preloaded, images sized in AVIF/WebP.`,
  )
  if (report.load.length) {
    lines.push(
      '',
      `Server (\`next start\`, autocannon ${LOAD.connections} connections for ${LOAD.seconds} s, gzip; load generator on the same cores):`,
      '',
    )
    lines.push('| Route | req/s | p50 | p99 | errors / non-2xx |', '|---|---|---|---|---|')
    for (const row of report.load)
      lines.push(
        `| \`${row.path}\` | ${row.requestsPerSecond} | ${row.latencyP50Ms} ms | ${row.latencyP99Ms} ms | ${row.errors} / ${row.non2xx} |`,
      )
  }
  lines.push('', '| Build | time | peak memory (process group RSS) |', '|---|---|---|')
  const site = report.build.site
  lines.push(
    site
      ? `| site (${site.cache} cache) | ${site.seconds} s | ${site.peakMiB} MiB |`
      : '| site | not built in this run (BENCH_SKIP_BUILD) | |',
  )
  lines.push(`| floor | ${report.build.floor.seconds} s | ${report.build.floor.peakMiB} MiB |`)
  const contact = report.contact
  if (contact && 'load' in contact) {
    const l = contact.load
    const fault = contact.fault
    lines.push('', 'Contact form (`npm run bench:contact`, the same build):', '')
    lines.push(
      '| messages × concurrency | acknowledged | msg/s | p50 | p99 | lost / doubled | crash: acknowledged but lost | after retries |',
      '|---|---|---|---|---|---|---|---|',
    )
    lines.push(
      `| ${l.messages} × ${l.concurrency} | ${l.acknowledged} | ${l.perSecond} | ${l.p50Ms} ms | ${l.p99Ms} ms | ${l.lost} / ${l.doubled} | ${fault.acknowledgedButLost} of ${fault.acknowledgedBeforeCrash} | ${fault.finalRows} rows, ${fault.finalLost} lost, ${fault.finalDoubled} doubled |`,
    )
  } else if (contact) {
    lines.push('', `Contact form: \`npm run bench:contact\` failed (${contact.error}); see bench/tmp/contact.log.`)
  }
  return lines.join('\n')
}

type ContactFigures = {
  load: {
    messages: number
    concurrency: number
    acknowledged: number
    perSecond: number
    p50Ms: number
    p99Ms: number
    lost: number
    doubled: number
  }
  fault: {
    acknowledgedBeforeCrash: number
    acknowledgedButLost: number
    finalRows: number
    finalLost: number
    finalDoubled: number
  }
}
type Report = {
  date: string
  commit: string
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string }
  nextVersion: string
  reactVersion: string
  lighthouseVersion: string
  runs: number
  build: {
    site: { seconds: number; peakMiB: number; cache: 'cold' | 'warm' } | null
    floor: { seconds: number; peakMiB: number }
  }
  pages: PageResult[]
  goals: Record<string, Goal[]>
  load: Awaited<ReturnType<typeof load>>
  contact?: ContactFigures | { error: string }
  throttled: Awaited<ReturnType<typeof measureThrottled>>
}

// ---------------------------------------------------------------- main

async function main() {
  const started = performance.now()
  mkdirSync(scratch, { recursive: true })
  const version = (name: string) =>
    (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version
  const tsconfigIncludes =
    (JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { include?: string[] }).include ?? []
  const cache = path.join(root, distDir, 'cache')
  if (testEnv.BENCH_COLD) rmSync(path.join(root, distDir), { recursive: true, force: true })
  const cacheState = existsSync(cache) ? 'warm' : 'cold'

  const nextEnv = existsSync(path.join(root, 'next-env.d.ts'))
    ? readFileSync(path.join(root, 'next-env.d.ts'), 'utf8')
    : undefined
  let siteBuild: Awaited<ReturnType<typeof build>> | undefined
  if (testEnv.BENCH_SKIP_BUILD) {
    if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) throw new Error(`BENCH_SKIP_BUILD: no build in ${distDir}.`)
    console.log(`Reusing the build in ${distDir}.`)
  } else {
    try {
      siteBuild = await build(root, { ...baseEnv, NEXT_DIST_DIR: distDir }, `the site into ${distDir}`)
    } finally {
      restoreTypeFiles(tsconfigIncludes, nextEnv)
    }
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
  }
  const table = `${tables(report)}\n\n${throttledTables(throttled)}`
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
