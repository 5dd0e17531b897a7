import { UNIDENTIFIED_CLIENT } from '../limits/client-key'
import { createLimiter, type Limiter } from '../limits/limiter'

/*
 * Failed sign-ins, counted per account (the e-mail typed, whether or not it has an account, so
 * that the lockout says nothing about which addresses exist) and per client (clientKey). After
 * SLOW_AFTER failures each further answer waits longer; after the limit, sign-in is refused for
 * BLOCK_SECONDS, even with the right password. A success clears the account's count. Counts
 * live in Redis when REDIS_URL is set (every instance sees them), in memory otherwise. A client
 * whose address is unknown (no TRUSTED_PROXY_HOPS) is not counted per client: all visitors would
 * share that count, and one of them could lock everyone out.
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
  let limiters: { perAccount: Limiter; perClient: Limiter } | undefined
  // Made on first use, so that loading the module opens no connection.
  const made = () =>
    (limiters ??= {
      perAccount: createLimiter({
        name: 'sign-in-account',
        points: limits.perAccount,
        durationSeconds: limits.windowSeconds,
      }),
      perClient: createLimiter({
        name: 'sign-in-client',
        points: limits.perClient,
        durationSeconds: limits.windowSeconds,
      }),
    })
  const counted = (client: string) => client !== UNIDENTIFIED_CLIENT
  const accountKey = (email: string) => email.trim().toLowerCase()

  /** Before checking a password: refused while locked, otherwise how long to wait first. */
  async function check(email: string, client: string): Promise<SignInCheck> {
    const { perAccount, perClient } = made()
    const [account, fromClient] = await Promise.all([
      perAccount.get(accountKey(email)),
      counted(client) ? perClient.get(client) : null,
    ])
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
    const { perAccount, perClient } = made()
    const count = async (limiter: Limiter, key: string, limit: number) => {
      const result = await limiter.penalty(key, 1)
      if (result.consumedPoints >= limit) await limiter.block(key, limits.blockSeconds)
    }
    await Promise.all([
      count(perAccount, accountKey(email), limits.perAccount),
      counted(client) && count(perClient, client, limits.perClient),
    ])
  }

  async function succeed(email: string) {
    await made().perAccount.delete(accountKey(email))
  }

  return { check, fail, succeed }
}
