import { AsyncLocalStorage } from 'node:async_hooks'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach } from 'vitest'
import { removeTempDirs } from './temp-dir'

/*
 * As in `next start`, which sets it before any of Next's modules load: without it, the first of
 * them to load keeps a stand-in that throws, for every later test file of the worker.
 */
;(globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage ??= AsyncLocalStorage

// Unmounts rendered components between tests (jsdom tests only render anything).
afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})

// Setup files run before every test file, shared module graph or not: the hook is the file's own.
afterAll(removeTempDirs)
