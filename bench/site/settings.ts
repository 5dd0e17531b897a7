import { routes } from '../../lib/routes.ts'
import { testEnv } from '../../tests/support/environment.ts'
import path from 'node:path'
import { chromiumArgs } from '../../tests/support/chromium.ts'

/* Where `npm run bench` works and what it measures with: its options (environment), described in bench/site.ts. */

export const root = path.resolve(import.meta.dirname, '../..')
export const outDir = path.resolve(import.meta.dirname, '..')
export const scratch = path.join(outDir, 'tmp') // git-ignored
export const distDir = testEnv.BENCH_DIST_DIR ?? '.next-bench'
export const runs = Number(testEnv.BENCH_RUNS ?? 3)
export const port = Number(testEnv.BENCH_PORT ?? 3701)
export const floorPort = port + 1
export const contactPort = port + 2
export const hashingPort = port + 3
export const next = path.join(root, 'node_modules', '.bin', 'next')
/** `{n}` in a route is a new number on every request: addresses made up by the thousand, as an attacker sends them. */
export const MADE_UP = '{n}'
export const LOAD = {
  connections: 50,
  seconds: 10,
  routes: [
    routes.home.path,
    routes.pricing.path,
    `/blog/made-up-article-${MADE_UP}`,
    `/blog/page/${MADE_UP}99`,
    `/made-up-page-${MADE_UP}`,
    `/made-up-${MADE_UP}.ico`,
    // Written with %XX (a 308 to the plain address), Next's data file form, a kept page with a query (a 307).
    `/%75sers/made-up-${MADE_UP}`,
    `/made-up-${MADE_UP}.rsc`,
    `${routes.pricing.path}?utm_campaign=${MADE_UP}`,
  ],
}
export const chromeFlags = ['--headless=new', ...chromiumArgs]
export const baseEnv: NodeJS.ProcessEnv = { ...testEnv, NEXT_TELEMETRY_DISABLED: '1' }
