import { expect, it } from 'vitest'
import { forbiddenLines } from '../support/server-logs'

/* What no end-to-end run may make a server print (tests/support/server-logs.ts, checked after every run). */

it('finds exceptions nobody caught and errors answered with a 500, not the ordinary lines of a run', () => {
  const log = [
    '▲ Next.js 16.4.5',
    '⚠ Missing `origin` header from a forwarded Server Actions request.',
    '[mail] #3 (reset) to ada@clinic.example: attempt 1 failed (Error: connect ECONNREFUSED); next try in 500 ms',
    'uncaughtException: Error: aborted',
    '    at frame one',
    '    at frame two',
    '    at frame three',
    '⨯ TypeError: Cannot read properties of undefined',
    "Error: boom { digest: '4123' }",
  ].join('\n')
  expect(forbiddenLines(log)).toEqual([
    'uncaughtException: Error: aborted\n    at frame one\n    at frame two',
    "⨯ TypeError: Cannot read properties of undefined\nError: boom { digest: '4123' }",
    "Error: boom { digest: '4123' }",
  ])
})
