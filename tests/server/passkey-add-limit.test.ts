import { expect, it, vi } from 'vitest'
import { PASSKEY_ADD_LIMITS } from '@/lib/auth/request-limits'

/*
 * /account's "Add a passkey" counts each start against the client before it checks the password:
 * a right password gives its guess back, and each start would keep a challenge in the database.
 * The password check and the challenge are stubbed here (tests/server/passkeys.test.ts has them).
 */

const checkPassword = vi.hoisted(() => vi.fn(async () => ({ ok: true as const })))
vi.mock('@/lib/auth/passwords', async (original) => ({
  ...(await original<typeof import('@/lib/auth/passwords')>()),
  checkPassword,
}))
vi.mock('@/lib/auth/passkeys', async (original) => ({
  ...(await original<typeof import('@/lib/auth/passkeys')>()),
  registrationOptions: async () => ({ ok: true, options: { challenge: 'c' } }),
}))
vi.mock('@/lib/auth/accounts', async (original) => ({
  ...(await original<typeof import('@/lib/auth/accounts')>()),
  accountsAuth: async () => ({}),
}))
vi.mock('@/lib/auth/request', () => ({ requestHeaders: async () => new Headers() }))
vi.mock('@/lib/limits/client-key', async (original) => ({
  ...(await original<typeof import('@/lib/limits/client-key')>()),
  clientKey: () => '203.0.113.41',
}))

const { passkeyRegistrationOptionsAction } = await import('@/lib/auth/passkey-actions')

it('starts 10 additions a client in 15 minutes, counted before the password is checked, even all at once', async () => {
  expect(PASSKEY_ADD_LIMITS).toMatchObject({ perClient: 10, windowSeconds: 15 * 60 })
  const answers = await Promise.all(
    Array.from({ length: 25 }, () => passkeyRegistrationOptionsAction('en', 'correct horse battery', 'Laptop')),
  )
  expect(answers.filter((answer) => answer.ok)).toHaveLength(PASSKEY_ADD_LIMITS.perClient)
  expect(answers.filter((answer) => !answer.ok).map((answer) => 'message' in answer && answer.message)).toEqual(
    Array(25 - PASSKEY_ADD_LIMITS.perClient).fill(
      'Too many passkey requests from your network. Please try again in a few minutes.',
    ),
  )
  expect(checkPassword).toHaveBeenCalledTimes(PASSKEY_ADD_LIMITS.perClient)
})
