import { testEnv } from '../support/environment.ts'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, expect, it } from 'vitest'

/*
 * The README's staff commands, started as npm starts them (Node's type stripping, which needs each
 * import's file extension) in a folder where the site has written nothing yet: each answers that
 * there is nothing yet, rather than failing to load. `npm run outbox` has its own tests.
 */

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'staff-scripts-test-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it.each([
  ['inbox', /^No messages yet: .*contact\.sqlite does not exist/],
  ['demos', /^No bookings yet: .*demo\.sqlite does not exist/],
  ['access', /^0 requests waiting in .*trust\.sqlite/],
])('npm run %s answers on a site with no data yet', { timeout: 20_000 }, async (script, answer) => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', path.resolve(`scripts/${script}.ts`)],
    {
      cwd: dir,
      env: {
        PATH: testEnv.PATH,
        NODE_ENV: 'test',
        BUNDLED_DATASET_PATH: path.resolve('studio/dataset/production.ndjson'),
      },
      encoding: 'utf8',
    },
  )
  expect(stdout).toMatch(answer)
})
