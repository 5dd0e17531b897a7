import { testEnv } from './tests/support/environment.ts'
import { defineConfig, devices } from '@playwright/test'
import path from 'node:path'
import { e2e, fakeLakeUrl, lakeUrl, siteUrl, smtpControlUrl } from './tests/support/servers'
import { fakeLakeCommand, fakeLakeEnv, fakeLakeTls, lakeEnv, siteServerEnv } from './tests/support/e2e-servers'
import { chromiumArgs, chromiumPath, offMachineTo } from './tests/support/chromium'
import { e2eWorkers, expectTimeoutMs, slowness } from './tests/support/capacity'
import { logged } from './tests/support/server-logs'

/*
 * End-to-end tests against production builds served by `next start` on 127.0.0.1:
 * - site: the zero-configuration build on the bundled dataset (a temporary copy of it);
 * - lake: a build configured with a Sanity project, reading from a fake Content Lake;
 * - a fake SMTP server that receives the site's mail (tests/support/fake-smtp.ts).
 * E2E_SKIP_BUILD=1 reuses the builds already made.
 */
const build = () => (testEnv.E2E_SKIP_BUILD ? '' : 'next build && ')

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
}

// No network here but the package registries: Next's telemetry would only wait on a closed door.
testEnv.NEXT_TELEMETRY_DISABLED = '1'

// Every Node process started from here (the lake build's server, the test workers) trusts the fake lake's certificate.
testEnv.NODE_EXTRA_CA_CERTS = fakeLakeTls.ca
/*
 * Chromium, in the project that reaches the fake lake, ignores certificate errors instead, and finds
 * Sanity's services, off this machine, on the fake lake too: no route through the test worker, which
 * would turn the browser's cache off and make every opening of the Studio compile it again.
 */
const lakeChromium = {
  ...chromium,
  ignoreHTTPSErrors: true,
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, offMachineTo(e2e.fakeLake.port)] },
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // From the machine's cores and memory (tests/support/capacity.ts): three on two cores.
  workers: e2eWorkers,
  // No retries: a retry lets a flaky test land. On a small machine the timeouts are longer instead.
  retries: 0,
  // A test.only left in would skip the rest of the suite for everyone, so it fails the run wherever it runs.
  forbidOnly: true,
  reporter: [['list']],
  // Once every project has run: the sites' servers logged no exception and no error answered with a 500.
  globalTeardown: './tests/support/server-logs.ts',
  timeout: 30_000 * slowness,
  expect: { timeout: expectTimeoutMs },
  /*
   * A failing test keeps a screenshot of where it stopped and its error context (the page's
   * accessibility tree), not a trace: recording every test's actions, console and network, to keep
   * the few that fail, took an eighth of the browser tests' CPU (266 against 232 CPU-seconds for
   * three files), and its screencast and DOM snapshots a third of the suite's time. `--trace on`
   * records them all when a failure needs them.
   */
  use: { trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    /*
     * First, so that its one browser runs beside the site's tests from the start (projects start in
     * this order), and before 'publish' changes the content: the scores it asserts (accessibility,
     * best practices, SEO) do not depend on how busy the machine is.
     */
    { name: 'lighthouse', testMatch: 'quality-lighthouse.spec.ts', use: { baseURL: siteUrl } },
    /*
     * The lake build's tests, one at a time in file order: the read-only ones (lake/), then a staff
     * member's day in the Studio (staff-flow.spec.ts), which changes the fake Content Lake's data. A
     * chain of its own from the start, beside the site's tests, rather than a serial tail after them.
     */
    {
      name: 'lake',
      testMatch: ['lake/**/*.spec.ts', 'staff-flow.spec.ts'],
      workers: 1,
      use: { ...lakeChromium, baseURL: lakeUrl },
    },
    {
      name: 'site',
      testIgnore: [
        'lake/**',
        'publish.spec.ts',
        'trust-notices.spec.ts',
        'mail-outage.spec.ts',
        'quality-lighthouse.spec.ts',
        'cluster.spec.ts',
        'staff-flow.spec.ts',
        'made-up-addresses.spec.ts',
      ],
      use: { ...chromium, baseURL: siteUrl },
    },
    // Edits the site's dataset, so it runs once the other site tests are done.
    { name: 'publish', testMatch: 'publish.spec.ts', dependencies: ['site'], use: { ...chromium, baseURL: siteUrl } },
    // Takes the SMTP server down and up, so it runs once the other site tests, which read mail, are done.
    {
      name: 'mail-outage',
      testMatch: 'mail-outage.spec.ts',
      dependencies: ['site'],
      use: { ...chromium, baseURL: siteUrl },
    },
    // Edits the site's dataset and reads mail too: after the publish and mail outage tests, which do the same.
    {
      name: 'trust-notices',
      testMatch: 'trust-notices.spec.ts',
      dependencies: ['publish', 'mail-outage'],
      use: { ...chromium, baseURL: siteUrl },
    },
    /*
     * Two instances of the site build behind nginx, with Redis, PostgreSQL and a mail server of their
     * own (tests/support/cluster.ts), started and stopped by the spec itself. After the busy first
     * round of projects, beside 'publish' and 'mail-outage', which use other servers.
     */
    { name: 'cluster', testMatch: 'cluster.spec.ts', dependencies: ['site', 'lake'], use: chromium },
    // A server of its own on a copy of the site's build, with Redis, whose files and keys it counts: in the second round.
    { name: 'made-up', testMatch: 'made-up-addresses.spec.ts', dependencies: ['site'] },
  ],
  webServer: [
    {
      command: [
        `mkdir -p ${path.dirname(e2e.site.dataset)}`,
        `cat ${e2e.site.datasetFiles.join(' ')} > ${e2e.site.dataset}`,
        `rm -f ${e2e.site.contactDb}* ${e2e.site.mailDb}* ${e2e.site.authDb}* ${e2e.site.demoDb}* ${e2e.site.trustDb}*`,
        logged(`${build()}next start --hostname 127.0.0.1 --port ${e2e.site.port}`, e2e.site.log),
      ].join(' && '),
      url: siteUrl,
      env: siteServerEnv,
      timeout: 600_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node tests/support/fake-smtp.ts',
      url: `${smtpControlUrl}/health`,
      env: { E2E_SMTP_PORT: String(e2e.smtp.port), E2E_SMTP_HTTP_PORT: String(e2e.smtp.httpPort) },
      timeout: 20_000,
    },
    {
      command: fakeLakeCommand,
      url: `${fakeLakeUrl}/health`,
      ignoreHTTPSErrors: true,
      env: fakeLakeEnv,
      timeout: 20_000,
    },
    {
      command: `rm -rf ${e2e.lake.dataDir} && mkdir -p ${path.dirname(e2e.lake.log)} && ${logged(`${build()}next start --hostname 127.0.0.1 --port ${e2e.lake.port}`, e2e.lake.log)}`,
      url: lakeUrl,
      env: lakeEnv,
      timeout: 600_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
