import { describe, expect, it } from 'vitest'
import { describeError } from '@/lib/log'

describe('an error in a log line', () => {
  it('is its message, after its kind when that says more than Error', () => {
    expect(describeError(new Error('SQLITE_FULL: database or disk is full'))).toBe(
      'SQLITE_FULL: database or disk is full',
    )
    expect(describeError(new TypeError('fetch failed'))).toBe('TypeError: fetch failed')
    expect(describeError('a thrown string')).toBe('a thrown string')
  })

  it('stays on one line whatever it quotes, and short', () => {
    const quoted = new Error('Unexpected challenge "abc\r\n[auth] FAKE admin password reset"\u202e\u0007')
    expect(describeError(quoted)).toBe('Unexpected challenge "abc [auth] FAKE admin password reset"\\u202e\\u0007')
    expect(describeError(new Error('x'.repeat(2_000)))).toHaveLength(500)
  })
})
