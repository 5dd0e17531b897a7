/*
 * What a phone visitor gets, measured in Chromium with applied throttling rather than estimated:
 * Slow 4G (150 ms latency, about 1.6 Mbps down), 4× CPU, a 412×823 viewport at DPR 1.75. Each page
 * loads, then sits idle for IDLE_MS with no input (input ends LCP recording), and every
 * `largest-contentful-paint` entry is kept, with the layout shifts (CLS). Then each interaction
 * the site has runs once on a fresh load, its INP read from Chromium's Event Timing. The floor
 * page is measured the same way in the same run. Used by bench/site.ts (`npm run bench`).
 */
import { testEnv } from '../tests/support/environment.ts'
import { chromium, type Page } from '@playwright/test'
import { benchChromiumPath, offlineChromiumArgs } from '../tests/support/chromium.ts'
import { routes } from '../lib/routes.ts'

const IDLE_MS = Number(testEnv.BENCH_IDLE_MS ?? 15_000)
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const slow4g = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: 93_750 }

type PaintEntry = { ms: number; element: string; size: number }
export type ThrottledPage = { label: string; paints: PaintEntry[]; lcpMs: number; cls: number }
export type Interaction = { label: string; inpMs: number | null }

/** The interactions the site has, each on its page. */
const interactions: { label: string; path: string; act: (page: Page) => Promise<void> }[] = [
  { label: 'carousel: next slide', path: '/', act: (page) => page.getByRole('button', { name: 'Next slide' }).click() },
  {
    label: 'FAQ: open an answer',
    path: '/',
    act: (page) => page.locator('details[name="faq"] > summary').first().click(),
  },
  {
    label: 'pricing: annual prices',
    path: routes.pricing.path,
    act: (page) => page.getByRole('radio', { name: /^Annual/ }).check(),
  },
  {
    label: 'sign-in: submit with errors',
    path: routes.signIn.path,
    act: (page) => page.getByRole('button', { name: 'Login' }).click(),
  },
]

/** Observers installed before any script of the page runs. */
function observe() {
  const paints: { ms: number; element: string; size: number }[] = []
  const state = { paints, cls: 0, inp: 0 }
  Object.assign(window, { __bench: state })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
      const element = entry.element
      const name = element
        ? `${element.tagName.toLowerCase()}${element.getAttribute('alt') ? ` "${element.getAttribute('alt')!.slice(0, 32)}…"` : ''}`
        : '?'
      paints.push({ ms: Math.round(entry.startTime), element: name, size: entry.size })
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) state.cls += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[]) {
      if (entry.interactionId) state.inp = Math.max(state.inp, entry.duration)
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

type BenchState = { paints: PaintEntry[]; cls: number; inp: number }
const benchState = (page: Page) => page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench)

export async function measureThrottled(
  pages: { label: string; url: string }[],
  siteBase: string,
): Promise<{ pages: ThrottledPage[]; interactions: Interaction[] }> {
  const browser = await chromium.launch({ executablePath: benchChromiumPath(), args: offlineChromiumArgs })
  const open = async (url: string) => {
    const context = await browser.newContext(phone)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', slow4g)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(observe)
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    return { page, close: () => context.close() }
  }
  try {
    const measured: ThrottledPage[] = []
    for (const { label, url } of pages) {
      process.stdout.write(`  ${label} …`)
      const { page, close } = await open(url)
      await page.waitForTimeout(IDLE_MS)
      const { paints, cls } = await benchState(page)
      await close()
      measured.push({ label, paints, lcpMs: paints.at(-1)?.ms ?? 0, cls })
      console.log(` LCP ${paints.at(-1)?.ms ?? '?'} ms (${paints.length} entries), CLS ${cls.toFixed(4)}`)
    }
    const timed: Interaction[] = []
    for (const { label, path, act } of interactions) {
      const { page, close } = await open(`${siteBase}${path}`)
      await page.waitForTimeout(1_000)
      await act(page)
      await page.waitForTimeout(1_000)
      const { inp } = await benchState(page)
      await close()
      timed.push({ label, inpMs: inp ? Math.round(inp) : null })
      console.log(`  ${label}: INP ${inp ? `${Math.round(inp)} ms` : 'under 16 ms'}`)
    }
    return { pages: measured, interactions: timed }
  } finally {
    await browser.close()
  }
}

/** The results as Markdown: every LCP entry of each page, against the floor's LCP. */
export function throttledTables({ pages, interactions: timed }: Awaited<ReturnType<typeof measureThrottled>>) {
  const floor = pages.find((page) => page.label === 'floor')
  const ratio = (ms: number) => (floor?.lcpMs ? `${(ms / floor.lcpMs).toFixed(2)}×` : '')
  const entries = (page: ThrottledPage) =>
    page.paints.map((paint) => `${paint.element} @ ${paint.ms} ms / ${paint.size.toLocaleString('en-US')}`).join('<br>')
  return [
    `## Throttled Chromium (Slow 4G, 4× CPU, 412×823 phone), ${IDLE_MS / 1000} s idle`,
    '',
    'Every `largest-contentful-paint` entry (element @ time / painted size), the last one being the LCP a visitor records.',
    '',
    '| page | LCP | × floor | CLS | LCP entries |',
    '|---|---:|---:|---:|---|',
    ...pages.map(
      (page) =>
        `| ${page.label} | ${page.lcpMs} ms | ${ratio(page.lcpMs)} | ${page.cls.toFixed(4)} | ${entries(page)} |`,
    ),
    '',
    '| interaction | INP |',
    '|---|---:|',
    ...timed.map((item) => `| ${item.label} | ${item.inpMs === null ? 'under 16 ms' : `${item.inpMs} ms`} |`),
  ].join('\n')
}
