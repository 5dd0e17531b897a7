import { defineConfig, devices } from '@playwright/test'
import { e2e, siteUrl } from './tests/e2e/support/servers'
export default defineConfig({
  testDir: 'tests/e2e', testMatch: ['forms*.spec.ts'], fullyParallel: true, retries: 0, reporter: [['list']], timeout: 30_000,
  use: { trace: 'retain-on-failure' },
  projects: [{ name: 'site', use: { ...devices['Desktop Chrome'], baseURL: siteUrl, launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] } } }],
  webServer: [{ command: `rm -f ${e2e.site.contactDb}* && next start --hostname 127.0.0.1 --port ${e2e.site.port}`, url: siteUrl, env: { NEXT_DIST_DIR: e2e.site.distDir, CONTACT_DB_PATH: e2e.site.contactDb }, timeout: 60_000, stdout: 'pipe' }],
})
