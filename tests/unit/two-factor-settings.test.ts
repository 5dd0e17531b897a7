import { describe, expect, it } from 'vitest'
import { codeKind, rememberedByLibrary } from '@/lib/auth/two-factor-settings'

describe('the code step', () => {
  it('tells a code from the app from a recovery code, spaces aside, and refuses anything else unchecked', () => {
    expect(codeKind(' 123 456 ')).toEqual({ kind: 'code', code: '123456' })
    expect(codeKind('aB3dE-9xY2z')).toEqual({ kind: 'recovery-code', code: 'aB3dE-9xY2z' })
    for (const typed of ['', '12345', '1234567', 'abcdef', 'abcde12345', 'abcde-1234', "' OR 1=1 --", '１２３４５６']) {
      expect(codeKind(typed), typed).toBeUndefined()
    }
  })

  it('carries Remember Me from the password step: a session Better Auth made for more than a day', () => {
    const now = Date.parse('2026-11-27T10:00:00Z')
    expect(rememberedByLibrary(new Date(now + 30 * 86_400_000), now)).toBe(true)
    expect(rememberedByLibrary(new Date(now + 86_400_000), now)).toBe(false)
  })
})
