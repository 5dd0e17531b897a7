import { defineConfig, devices } from '@playwright/test'

/*
 * End-to-end tests run against the production build served by `next start` on 127.0.0.1.
 * E2E_PORT and NEXT_DIST_DIR let several runs share a machine; E2E_SKIP_BUILD=1 reuses a build.
 */
const port = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://127.0.0.1:${port}`
const build = process.env.E2E_SKIP_BUILD ? '' : 'next build && '

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `${build}next start --hostname 127.0.0.1 --port ${port}`,
    url: baseURL,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
