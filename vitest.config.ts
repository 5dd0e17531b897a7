import path from 'node:path'
import { defineConfig } from 'vitest/config'

/*
 * Two projects: `unit` needs nothing but Node; `services` starts Debian's Redis and PostgreSQL
 * (tests/support/services.ts) and runs in its own stage of `npm test`.
 */
const services = 'tests/services/**/*.test.ts'

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
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: [services] } },
      { extends: true, test: { name: 'services', include: [services] } },
    ],
  },
})
