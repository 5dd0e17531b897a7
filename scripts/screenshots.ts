/*
 * `npm run screenshots`: every page of the site as a visitor sees it, at 1440 and 390 pixels wide,
 * in English and Spanish, with the states only a visit reaches (the phone menu open, a contact
 * message sent, a demo booked, the account page signed in), into screenshots/ (git-ignored), with
 * an index.html that sets each page's four pictures side by side. Open screenshots/index.html.
 *
 * Builds the zero-configuration site into .next-screenshots (SCREENSHOTS_SKIP_BUILD=1 reuses it),
 * serves it with next start on 127.0.0.1:SCREENSHOTS_PORT (7720) on a copy of the bundled dataset
 * plus the test page with every section, its accounts, messages, bookings and mail in a temporary
 * folder, and takes the pictures in Chromium (tests/support/chromium.ts). SCREENSHOTS_ONLY=<text>
 * takes only the pages whose address contains it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { build, keepingTypeFiles } from '../bench/site/build.ts'
import { cleanup, serve } from '../bench/site/processes.ts'
import { testEnv } from '../tests/support/environment.ts'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.ts'
import { galleryHtml } from './screenshots/gallery.ts'
import { pagesToShoot, type Shot } from './screenshots/pages.ts'
import { shoot, widths } from './screenshots/shoot.ts'

type Taken = Shot & { files: Record<string, string> }

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'screenshots')
const distDir = testEnv.SCREENSHOTS_DIST_DIR ?? '.next-screenshots'
const port = Number(testEnv.SCREENSHOTS_PORT ?? 7720)
const baseURL = `http://127.0.0.1:${port}`
const scratch = mkdtempSync(path.join(tmpdir(), 'medicore-screenshots-'))
const dataset = path.join(scratch, 'dataset.ndjson')
writeFileSync(
  dataset,
  ['studio/dataset/production.ndjson', 'tests/fixtures/every-section.gen.ndjson']
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join(''),
)
const env: NodeJS.ProcessEnv = {
  ...testEnv,
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: distDir,
  BUNDLED_DATASET_PATH: dataset,
  CONTACT_DB_PATH: path.join(scratch, 'contact.sqlite'),
  MAIL_DB_PATH: path.join(scratch, 'mail.sqlite'),
  MAIL_OUTBOX_DIR: path.join(scratch, 'outbox'),
  DEMO_DB_PATH: path.join(scratch, 'demo.sqlite'),
  AUTH_DB_PATH: path.join(scratch, 'auth.sqlite'),
  // Each picture's browser is a visitor of its own for the per-client limits (X-Forwarded-For).
  TRUSTED_PROXIES: '127.0.0.1,::1',
}

async function main() {
  const started = performance.now()
  if (!testEnv.SCREENSHOTS_SKIP_BUILD) {
    await keepingTypeFiles(() => build(root, env, `the site into ${distDir}`))
  }
  const server = await serve(root, port, env)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const only = testEnv.SCREENSHOTS_ONLY
    const shots = (await pagesToShoot(baseURL)).filter((shot) => !only || shot.path.includes(only))
    // A partial run (SCREENSHOTS_ONLY) replaces its own pictures and keeps the others.
    const manifest = path.join(outDir, 'manifest.json')
    const kept: Taken[] = only && existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : []
    if (!only) rmSync(outDir, { recursive: true, force: true })
    mkdirSync(outDir, { recursive: true })
    const taken: Taken[] = []
    for (const shot of shots) {
      const files: Record<string, string> = {}
      // The two widths side by side: two browser contexts, one picture each.
      await Promise.all(
        widths.map(async (width) => {
          if (shot.widths && !shot.widths.includes(width)) return
          const file = `${shot.name}--${width}.png`
          await shoot(browser, { baseURL, outbox: env.MAIL_OUTBOX_DIR! }, shot, width, path.join(outDir, file))
          files[width] = file
        }),
      )
      console.log(`  ${shot.path}${shot.state ? ` (${shot.state})` : ''}`)
      taken.push({ ...shot, files })
    }
    const names = new Set(taken.map((shot) => shot.name))
    const all = [...kept.filter((shot) => !names.has(shot.name)), ...taken]
    writeFileSync(manifest, JSON.stringify(all, null, 1))
    writeFileSync(path.join(outDir, 'index.html'), galleryHtml(all))
    console.log(
      `${taken.length} pages in ${Math.round((performance.now() - started) / 1000)} s: open screenshots/index.html`,
    )
  } finally {
    await browser.close()
    await server.kill()
    await cleanup()
    rmSync(scratch, { recursive: true, force: true })
  }
}

await main()
