/*
 * The two production builds the end-to-end servers serve (playwright.config.ts), made before
 * Playwright starts: `npm test` runs this beside the type check, lint and unit tests, whose single
 * threads leave a core idle, then runs Playwright with E2E_SKIP_BUILD=1. The lake build renders
 * its pages from the fake Content Lake, started here while it builds.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:https'
import path from 'node:path'
import { testEnv } from '../tests/support/environment.ts'
import { fakeLakeCommand, fakeLakeEnv, fakeLakeTls, lakeEnv, siteServerEnv } from '../tests/support/e2e-servers.ts'
import { e2e, fakeLakeUrl } from '../tests/support/servers.ts'

const baseEnv = { ...testEnv, NEXT_TELEMETRY_DISABLED: '1' }

function exited(child: ChildProcess, what: string): Promise<void> {
  return new Promise((resolve, reject) =>
    child.on('close', (code, signal) =>
      code === 0 || signal === 'SIGTERM' ? resolve() : reject(new Error(`${what} failed (${code ?? signal})`)),
    ),
  )
}

const build = (env: Record<string, string>) =>
  exited(
    spawn('next', ['build'], { stdio: 'inherit', env: { ...baseEnv, ...env } }),
    `next build in ${env.NEXT_DIST_DIR}`,
  )

/** Resolves once the fake lake answers its health check (its own certificate authority), within 20 s. */
async function healthy(url: string) {
  const ca = readFileSync(fakeLakeTls.ca)
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) =>
      get(url, { ca }, (response) => resolve(response.resume().statusCode === 200)).on('error', () => resolve(false)),
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The fake Content Lake did not answer ${url} within 20 s.`)
}

// The site reads the copy of the bundled dataset (with the test page) its server will serve, as the web server's command makes it.
mkdirSync(path.dirname(e2e.site.dataset), { recursive: true })
writeFileSync(e2e.site.dataset, e2e.site.datasetFiles.map((file) => readFileSync(file, 'utf8')).join(''))
await build(siteServerEnv)

const [program, ...args] = fakeLakeCommand.split(' ') as [string, ...string[]]
const lake = spawn(program, args, { stdio: 'inherit', env: { ...baseEnv, ...fakeLakeEnv } })
const lakeExited = exited(lake, 'The fake Content Lake')
const lakeStopped = lakeExited.then(() => Promise.reject(new Error('The fake Content Lake stopped.')))
try {
  await Promise.race([healthy(`${fakeLakeUrl}/health`), lakeStopped])
  /*
   * Next keeps the answers of an earlier build's fetches in its distDir and reads them again: an
   * answer of the fake lake from before the bundled dataset changed (a field added to a query and
   * to the dataset) failed this build with a document lacking the field. Each build reads the lake afresh.
   */
  rmSync(path.join(e2e.lake.distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
  await build({ ...lakeEnv, NODE_EXTRA_CA_CERTS: fakeLakeTls.ca })
} finally {
  lake.kill('SIGTERM')
  // Its port is free again before Playwright starts its own.
  await lakeExited.catch(() => undefined)
  lakeStopped.catch(() => undefined)
}
