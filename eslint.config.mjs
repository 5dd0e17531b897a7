import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Plain <a> links on purpose: the pages are static, and links need no client router JavaScript.
      '@next/next/no-html-link-for-pages': 'off',
      // Every package the code imports is declared in package.json; only tools may use devDependencies.
      'import/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: ['tests/**', 'bench/**', 'scripts/**', '*.config.{ts,mjs}', '**/*.d.ts', '**/*.d.mts'],
          optionalDependencies: false,
          peerDependencies: false,
        },
      ],
    },
  },
  globalIgnores([
    '.next*/**',
    'out/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench/tmp/**',
  ]),
])
