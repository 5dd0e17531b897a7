import { RateLimiterRes } from 'rate-limiter-flexible'
import { UNIDENTIFIED_CLIENT } from '../limits/client-key'
import { createLimiter, type Limiter } from '../limits/limiter'
import { plural } from '../i18n/text'
import { normalisedAddress as addressKey } from './address'
import { memoryStreak, type FailureStreak } from './failure-streak'
import type { AuthAnswers } from '../i18n/types'

/*
 * Sign-in attempts. Each attempt is reserved before its password is checked (an atomic consume,
 * in memory or in Redis), so N requests sent at once check at most the limit; a success gives
 * its reservation back, and so does an attempt another counter refuses. The counters:
 * - per address, from browsers without the account's device cookie (devices.ts), all of them
 *   together: 5 tries in 15 minutes, whatever clients they come from and whether or not clients
 *   can be told apart; a browser with the cookie has its own 5 (per device, wherever it is);
 * - per client: one client trying many addresses (not counted where clients cannot be told apart:
 *   that one count would let one visitor lock everyone out of every address);
 * - per address, from anywhere, devices included: answers slow down from the fourth attempt on,
 *   and past a hundred an hour the address is refused for 15 minutes, then takes another hundred;
 * - per address, the failures in a row since its last success (failure-streak.ts, in the
 *   accounts' database so that it outlives restarts and is shared by every instance): past 100
 *   (NIST SP 800-63B 5.2.2), only a browser with the device cookie is let through, or a password
 *   reset, which ends the streak.
 * Only a browser the owner has signed in with holds the device cookie, so a stranger spends the
 * strangers' 5 tries, never the owner's own browser's.
 * The address is the e-mail typed, whether or not it has an account, so a lock says nothing
 * about which addresses exist.
 */

export const SIGN_IN_LIMITS = {
  /** Attempts for one address within the window: from every browser without its device cookie together, or from one with it. */
  perBrowser: 5,
  /** Attempts from one client within the window, whatever the address. */
  perClient: 20,
  windowSeconds: 15 * 60,
  /** Attempts for one address from anywhere within an hour, before it is refused for blockSeconds. */
  perAddress: 100,
  perAddressWindowSeconds: 60 * 60,
  blockSeconds: 15 * 60,
  /** Failures in a row for one address, past which only a browser with its device cookie signs in (or a reset). */
  consecutiveFailures: 100,
  /** From this many attempts for an address on, each answer waits delayStepMs more than the last... */
  slowAfter: 3,
  delayStepMs: 500,
  /** ...up to this. */
  maxDelayMs: 10_000,
} as const

type Limits = typeof SIGN_IN_LIMITS

export type SignInAttempt =
  | {
      ok: true
      /** How long to wait before checking the password. */
      delayMs: number
      /** The password was right: give the reservation back and clear the address's count from this client. */
      succeeded(): Promise<void>
      /** Nothing was checked (the site was too busy to hash the password): the reservation goes back. */
      notChecked(): Promise<void>
    }
  /** Refused by a window's count: try again after retryAfterMs. */
  | { ok: false; retryAfterMs: number }
  /** Past the failures in a row: only a reset, or a browser with the device cookie. */
  | { ok: false; ceiling: true }

/** The wait before the attempt-th attempt for an address is checked. */
export const delayBefore = (attempt: number, limits: Limits = SIGN_IN_LIMITS) =>
  Math.min(limits.maxDelayMs, Math.max(0, attempt - limits.slowAfter) * limits.delayStepMs)

export function createSignInGuard(streak: FailureStreak = memoryStreak(), limits: Limits = SIGN_IN_LIMITS) {
  let limiters: { perBrowser: Limiter; perClient: Limiter; perAddress: Limiter } | undefined
  // Made on first use, so that loading the module opens no connection.
  const made = () =>
    (limiters ??= {
      perBrowser: createLimiter({
        name: 'sign-in-address-browser',
        points: limits.perBrowser,
        durationSeconds: limits.windowSeconds,
      }),
      perClient: createLimiter({
        name: 'sign-in-client',
        points: limits.perClient,
        durationSeconds: limits.windowSeconds,
      }),
      perAddress: createLimiter({
        name: 'sign-in-address',
        points: limits.perAddress,
        durationSeconds: limits.perAddressWindowSeconds,
        blockSeconds: limits.blockSeconds,
      }),
    })

  /**
   * Reserves one attempt; refused, with how long to wait, when any of the counters is spent.
   * `device`: the id of a valid device cookie for this address that the browser presented.
   */
  async function attempt(email: string, client: string, device?: string): Promise<SignInAttempt> {
    const counters = made()
    const address = addressKey(email)
    const identified = client !== UNIDENTIFIED_CLIENT
    // A trusted device's tries are its own, wherever it is; every other browser's are shared.
    const triesKey = device ? `${address}|device:${device}` : `${address}|without-device`
    const reservations = [
      [counters.perBrowser, triesKey] as const,
      identified && ([counters.perClient, client] as const),
      [counters.perAddress, address] as const,
    ].filter((reservation) => reservation !== false)

    const results = await Promise.allSettled(reservations.map(([limiter, key]) => limiter.consume(key)))
    // Not checked, so not counted: the reservations that were granted go back.
    const giveBack = () =>
      Promise.all(
        reservations.map(([limiter, key], index) =>
          results[index]!.status === 'fulfilled' ? limiter.reward(key, 1) : undefined,
        ),
      )
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' && result.reason instanceof RateLimiterRes ? [result.reason] : [],
    )
    const failure = results.find((result) => result.status === 'rejected' && !(result.reason instanceof RateLimiterRes))
    if (failure?.status === 'rejected') throw failure.reason
    if (refusals.length) {
      await giveBack()
      return { ok: false, retryAfterMs: Math.max(...refusals.map((refusal) => refusal.msBeforeNext)) }
    }

    // Counted as a failure until it succeeds, so that attempts at once cannot all pass the ceiling.
    const failures = await streak.add(address)
    if (!device && failures > limits.consecutiveFailures) {
      await Promise.all([streak.giveBack(address), giveBack()])
      return { ok: false, ceiling: true }
    }

    const addressCount = (results.at(-1) as PromiseFulfilledResult<RateLimiterRes>).value.consumedPoints
    return {
      ok: true,
      delayMs: device ? 0 : delayBefore(addressCount, limits),
      async succeeded() {
        await Promise.all([
          counters.perBrowser.delete(triesKey),
          identified && counters.perClient.reward(client, 1),
          // The owner is in: the address's slowdown and its failures in a row start again.
          counters.perAddress.delete(address),
          streak.clear(address),
        ])
      },
      async notChecked() {
        await Promise.all([streak.giveBack(address), giveBack()])
      },
    }
  }

  /** A password reset proves the owner: the address's counts start again, from every browser. */
  async function clearAddress(email: string) {
    const address = addressKey(email)
    await Promise.all([
      made().perAddress.delete(address),
      made().perBrowser.delete(`${address}|without-device`),
      streak.clear(address),
    ])
  }

  return { attempt, clearAddress }
}
/** "Too many failed sign-in attempts. Try again in 15 minutes.", in the language of `m`. */
export function signInLockedMessage(retryAfterMs: number, m: AuthAnswers): string {
  return plural(m.signInLocked, Math.max(1, Math.ceil(retryAfterMs / 60_000)))
}
