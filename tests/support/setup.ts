import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Unmounts rendered components between tests (jsdom tests only render anything).
afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
