import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { unitTestTimeoutMs } from './tests/support/capacity'

/*
 * `unit` and `unit-isolated` need nothing but Node; `services` starts Debian's Redis and PostgreSQL
 * (tests/support/services.ts) and runs in its own stage of `npm test`.
 *
 * `unit` files share one module graph per worker (isolate: false): importing Sanity, Next and
 * Better Auth again for every file was three quarters of the unit tests' time. The files that
 * change what they share run isolated: they mock modules (vi.mock), patch the global fetch and
 * request classes (msw), or render in jsdom.
 */
const services = 'tests/services/**/*.test.ts'
/*
 * The components rendered in jsdom that mock nothing share one module graph too, in a project of
 * their own (their environment is jsdom): a fresh graph for each took 12 of their 21 CPU-seconds.
 */
const sharedDom = [
  'tests/components/FaqAccordion.test.tsx',
  'tests/components/Icon.test.tsx',
  'tests/components/JsonLd.test.tsx',
  'tests/components/PricingPlans.test.tsx',
  'tests/components/RichText.test.tsx',
  'tests/components/SiteShell.test.tsx',
  'tests/components/forms-es.test.tsx',
]
const isolated = [
  'tests/components/**/*.test.tsx',
  'tests/cms/**/*.test.ts',
  'tests/server/contact-lake.test.ts',
  'tests/server/actions-locale.test.ts',
  'tests/server/draft-mode-enable.test.ts',
  'tests/server/two-factor.test.ts',
  'tests/server/passkey-add-limit.test.ts',
  'tests/unit/proxy.test.ts',
]

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    // From the machine (tests/support/capacity.ts): longer on two cores, where the tests share them with a build.
    testTimeout: unitTestTimeoutMs,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: [services, ...isolated], isolate: false },
      },
      { extends: true, test: { name: 'unit-dom', include: sharedDom, isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: isolated, exclude: sharedDom } },
      // Real servers and child processes (redis-server, postgres, npm run inbox): seconds, not milliseconds.
      { extends: true, test: { name: 'services', include: [services], testTimeout: 4 * unitTestTimeoutMs } },
    ],
  },
})
