import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, Response } from '@playwright/test'
import { expect, test } from './support/visitor'
import {
  AUTH_LIBRARY_MARKER,
  BUDGETED_ROUTES,
  SIGNED_IN_BUDGETED_ROUTES,
  FLOOR_JS_GZIP_BYTES,
  FONT_BUDGET_BYTES,
  JS_BUDGET_FACTOR,
  STUDIO_MARKER,
  STYLESHEETS_PER_PAGE,
  budgetBytes,
  gzipBytes,
  kib,
} from '@/bench/budgets'
import { signUpNewAccount } from './support/accounts'
import { visit } from './support/settled'
import { e2e } from '../support/servers'

/*
 * Byte budgets: the JavaScript each public route loads in a real browser, from the production
 * build, gzipped one file at a time (as Next's server sends them), against a fixed floor (a bare
 * App Router page, measured by `npm run bench`; see bench/budgets.ts); and what else sits on
 * the critical path: the stylesheet, the font, and on the home page the carousel's images. Bytes
 * and requests only: timings are the benchmark's business.
 */

type Script = { url: string; gzip: number; studio: boolean; auth: boolean }
type File = { url: string; type: string; bytes: number }

/** What a first visit to `route` loads: its scripts, as a browser receives them, and its stylesheets and fonts. */
async function loadedBy(page: Page, route: string) {
  const scripts: Promise<Script>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        gzip: gzipBytes(body),
        studio: STUDIO_MARKER.test(body.toString('utf8')),
        auth: AUTH_LIBRARY_MARKER.test(body.toString('utf8')),
      })),
    )
  })
  const files: Promise<File>[] = []
  page.on('requestfinished', (request) => {
    if (!['font', 'stylesheet'].includes(request.resourceType())) return
    files.push(
      request.sizes().then(({ responseBodySize }) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: responseBodySize,
      })),
    )
  })
  const response = await visit(page, route)
  expect(response?.status()).toBe(200)
  return { response: response!, scripts: await Promise.all(scripts), files: await Promise.all(files) }
}

const describe = (scripts: Script[]) =>
  scripts
    .toSorted((a, b) => b.gzip - a.gzip)
    .map((script) => `${script.url} ${kib(script.gzip).toFixed(1)} KiB${script.studio ? ' (Studio code)' : ''}`)
    .join('\n')

function expectScriptsWithin(route: string, scripts: Script[], budget: number) {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
  const summary = `${route}: ${kib(total).toFixed(1)} KiB gzip in ${scripts.length} files, ${(total / FLOOR_JS_GZIP_BYTES).toFixed(3)} × the floor\n${describe(scripts)}`
  expect(scripts.length, summary).toBeGreaterThan(0)
  expect(total, summary).toBeLessThanOrEqual(budget)
  expect(
    scripts.filter((script) => script.studio).map((script) => script.url),
    summary,
  ).toEqual([])
  expect(
    scripts.filter((script) => script.auth).map((script) => script.url),
    summary,
  ).toEqual([])
}

/** One stylesheet and one font, preloaded (in the HTML, or for a dynamic page in a Link header), self-hosted and small. */
async function expectCriticalFiles(response: Response, files: File[], baseURL: string) {
  const html = await response.text()
  const fonts = files.filter((file) => file.type === 'font')
  const summary = files.map((file) => `${file.type} ${file.url} ${file.bytes} bytes`).join('\n')
  expect(
    files.filter((file) => file.type === 'stylesheet'),
    summary,
  ).toHaveLength(STYLESHEETS_PER_PAGE)
  expect(fonts, summary).toHaveLength(1)
  const linkHeader = response.headers().link ?? ''
  for (const font of fonts) {
    const fontPath = new URL(font.url).pathname
    expect(new URL(font.url).origin, 'self-hosted').toBe(new URL(baseURL).origin)
    expect(
      html.includes(`<link rel="preload" href="${fontPath}" as="font"`) ||
        linkHeader.includes(`<${fontPath}>; rel=preload; as="font"`),
      `${fontPath} preloaded in the HTML or a Link header`,
    ).toBe(true)
  }
  expect(
    fonts.reduce((sum, font) => sum + font.bytes, 0),
    summary,
  ).toBeLessThanOrEqual(FONT_BUDGET_BYTES)
}

const measured = [
  ...BUDGETED_ROUTES.map((route) => ({ ...route, signedIn: false })),
  ...SIGNED_IN_BUDGETED_ROUTES.map((route) => ({ ...route, signedIn: true })),
]

for (const { path: route, kind, signedIn } of measured) {
  const budget = budgetBytes(kind)
  test(`${route} loads at most ${JS_BUDGET_FACTOR[kind]} × the floor's JavaScript (${kib(budget).toFixed(1)} KiB gzip), no Studio code and no Better Auth${signedIn ? ' (signed in)' : `, and renders after one stylesheet and one preloaded, self-hosted font of at most ${kib(FONT_BUDGET_BYTES)} KiB`}`, async ({
    firstVisit: page,
    baseURL,
  }) => {
    if (signedIn) {
      const setup = await page.context().newPage()
      await signUpNewAccount(setup, 'budget')
      await setup.close()
    }
    const { response, scripts, files } = await loadedBy(page, route)
    expectScriptsWithin(route, scripts, budget)
    if (!signedIn) await expectCriticalFiles(response, files, baseURL!)
  })
}

test("the home page loads only the first slide's image before the page has loaded, and the others after", async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' })
  // The carousel's pictures among the page's (the customers' logos and portraits load as they near the screen).
  const slideFiles = await page
    .getByRole('region', { name: 'MediCore product screens' })
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => new URL(image.getAttribute('src')!, location.href).searchParams.get('url')!),
    )
  const slideImages = () =>
    page.evaluate((files) => {
      const loadedAt = performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart as number
      return performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.name.includes('/_next/image') && files.includes(new URL(entry.name).searchParams.get('url')!),
        )
        .map((entry) => ({ url: decodeURIComponent(entry.name), beforeLoad: entry.startTime < loadedAt }))
    }, slideFiles)
  await expect.poll(async () => (await slideImages()).length, 'every slide image, once the page has loaded').toBe(3)
  const images = await slideImages()
  // The bundled home page's first slide, the patient queue (its file is named by its SHA-1, as Sanity names it).
  expect(images.filter((image) => image.beforeLoad).map((image) => image.url)).toEqual([
    expect.stringContaining('/media/97fe71d8a7ca3107e29ee864facfc4cb975432d6-1200x800.webp'),
  ])
})

/** The JavaScript files under a build's `folder` (its client chunks: static/chunks) that `marker` finds. */
function filesOf(distDir: string, marker: RegExp, folder = path.join('static', 'chunks')) {
  const root = path.join(process.cwd(), distDir, folder)
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => marker.test(readFileSync(path.join(root, file), 'utf8')))
}

test('the Studio marker finds the Studio in the lake build (so its absence above means something); the zero-configuration build has no Studio at all', () => {
  expect(filesOf(e2e.lake.distDir, STUDIO_MARKER).length).toBeGreaterThan(10)
  // The Studio's structure tool, in no other package (draft mode's overlays share the rest of Sanity's UI).
  const studioItself = /sanity\/structure/
  expect(filesOf(e2e.lake.distDir, studioItself).length).toBeGreaterThan(0)
  expect(filesOf(e2e.site.distDir, studioItself)).toEqual([])
})

test('no client chunk of the build holds Better Auth: the account system stays on the server', () => {
  expect(filesOf(e2e.site.distDir, AUTH_LIBRARY_MARKER)).toEqual([])
  // The marker does find it where it belongs, so its absence above means something.
  expect(filesOf(e2e.site.distDir, AUTH_LIBRARY_MARKER, 'server').length).toBeGreaterThan(0)
})
