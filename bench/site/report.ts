import { JS_BUDGET_FACTOR, kib } from '../budgets.ts'
import type { measureThrottled } from '../throttled.ts'
import type { Goal } from './goals.ts'
import type { HashingFigures } from './hashing.ts'
import { isReference, type PageResult } from './lighthouse.ts'
import type { load } from './load.ts'
import { routes } from '../../lib/routes.ts'
import { round } from './numbers.ts'
import { LOAD, MADE_UP } from './settings.ts'

/* What bench/results.json holds (Report), and the tables of bench/results.md. */

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`)
const ratio = (value: number, floor: number) => (floor ? ` (${(value / floor).toFixed(2)}×)` : '')

export function tables(report: Report) {
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
    const pricing = report.load.find((row) => row.path === routes.pricing.path)
    const madeUp = report.load.filter((row) => row.path.includes(MADE_UP))
    if (pricing && madeUp.length) {
      const slowest = Math.min(...madeUp.map((row) => row.requestsPerSecond))
      lines.push(
        '',
        `Made-up addresses (\`${MADE_UP}\` is a new number on every request; each answers an uncached 404, or a redirect to the plain address nobody keeps): the slowest serves ${slowest} req/s, ${round(slowest / pricing.requestsPerSecond, 2)} × \`${routes.pricing.path}\`'s (goal: at least 0.5, within 2× of a real page).`,
      )
    }
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

export type ContactFigures = {
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
export type Report = {
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
  /** A static page's latency while passwords are hashed (bench/site/hashing.ts). */
  hashing?: HashingFigures
}
