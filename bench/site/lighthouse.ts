import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { STUDIO_MARKER, gzipBytes, type BudgetKind } from '../budgets.ts'
import { benchChromiumPath } from '../../tests/support/chromium.ts'
import { median, round } from './numbers.ts'
import { cleanups } from './processes.ts'
import { chromeFlags, runs } from './settings.ts'

/*
 * Lighthouse on every page, mobile and desktop, `runs` times each, and what each page loads:
 * its scripts (gzipped here, as the budgets count them), its HTML, fonts and images.
 */

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
        // An image's blurred placeholder is a tiny JPEG inlined in the page (data:), not a download.
        images: items.filter((item) => item.resourceType === 'Image' && !item.url.startsWith('data:')),
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

type Preset = 'mobile' | 'desktop'
/** The site's pages, and the two references: the floor, and the floor with the site's styles. */
type PageKind = BudgetKind | 'floor' | 'styledFloor'
export const isReference = (kind: PageKind) => kind === 'floor' || kind === 'styledFloor'
export const referenceLabel = { floor: 'floor', styledFloor: 'floor + site CSS & font' } as const
export type PageResult = {
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

export async function measurePages(pages: { path: string; kind: PageKind; base: string }[]) {
  const chrome = await chromeLauncher.launch({ chromePath: benchChromiumPath(), chromeFlags })
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
