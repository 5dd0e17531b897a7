import { RateLimiterMemory } from 'rate-limiter-flexible'

/*
 * Failed sign-ins, counted per account (the e-mail typed, whether or not it has an account, so
 * that the lockout says nothing about which addresses exist) and per client (clientKey). After
 * SLOW_AFTER failures each further answer waits longer; after the limit, sign-in is refused for
 * BLOCK_SECONDS, even with the right password. A success clears the account's count. Counts
 * live in this process's memory: one server's worth (a later change moves them to Redis).
 */

export const SIGN_IN_LIMITS = {
  /** Failures for one e-mail address within the window before it is locked. */
  perAccount: 5,
  /** Failures from one client within the window before it is locked (several accounts tried). */
  perClient: 20,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
  /** From this many failures on, each answer is slowed by DELAY_STEP_MS more than the last. */
  slowAfter: 3,
  delayStepMs: 500,
} as const

export type SignInCheck = { ok: true; delayMs: number } | { ok: false; retryAfterMs: number }

type Limits = typeof SIGN_IN_LIMITS

export function createSignInGuard(limits: Limits = SIGN_IN_LIMITS) {
  const perAccount = new RateLimiterMemory({
    keyPrefix: 'sign-in-account',
    points: limits.perAccount,
    duration: limits.windowSeconds,
  })
  const perClient = new RateLimiterMemory({
    keyPrefix: 'sign-in-client',
    points: limits.perClient,
    duration: limits.windowSeconds,
  })
  const accountKey = (email: string) => email.trim().toLowerCase()

  /** Before checking a password: refused while locked, otherwise how long to wait first. */
  async function check(email: string, client: string): Promise<SignInCheck> {
    const [account, fromClient] = await Promise.all([perAccount.get(accountKey(email)), perClient.get(client)])
    const locked = [
      account && account.consumedPoints > limits.perAccount ? account.msBeforeNext : 0,
      fromClient && fromClient.consumedPoints > limits.perClient ? fromClient.msBeforeNext : 0,
    ]
    const retryAfterMs = Math.max(...locked)
    if (retryAfterMs > 0) return { ok: false, retryAfterMs }
    const failures = Math.max(account?.consumedPoints ?? 0, fromClient?.consumedPoints ?? 0)
    return { ok: true, delayMs: Math.max(0, failures - limits.slowAfter + 1) * limits.delayStepMs }
  }

  /** Counts a failure; the one that reaches a limit locks for blockSeconds. */
  async function fail(email: string, client: string) {
    const count = async (limiter: RateLimiterMemory, key: string, limit: number) => {
      const result = await limiter.penalty(key, 1)
      if (result.consumedPoints >= limit) await limiter.block(key, limits.blockSeconds)
    }
    await Promise.all([
      count(perAccount, accountKey(email), limits.perAccount),
      count(perClient, client, limits.perClient),
    ])
  }

  async function succeed(email: string) {
    await perAccount.delete(accountKey(email))
  }

  return { check, fail, succeed }
}
