import { RateLimiterRes } from 'rate-limiter-flexible'
import { UNIDENTIFIED_CLIENT } from '../limits/client-key'
import { createLimiter, type Limiter } from '../limits/limiter'
import { plural } from '../i18n/text'
import { normalisedAddress as addressKey } from './address'
import type { AuthAnswers } from '../i18n/types'

/*
 * Sign-in attempts. Each attempt is reserved before its password is checked (an atomic consume,
 * in memory or in Redis), so N requests sent at once check at most the limit; a success gives
 * its reservation back, and so does an attempt another counter refuses. Three counters:
 * - per address and client: the few tries a person needs; past them that client is refused for
 *   the rest of the window, while the owner signs in from anywhere else;
 * - per client: one client trying many addresses;
 * - per address, from any client: answers slow down from the fourth attempt on, and past a
 *   hundred an hour the address is refused for a while.
 * That last counter is the one an attacker could turn against the owner, so a browser the owner
 * has signed in with is exempt from it (OWASP's "device cookie", devices.ts): an attempt that
 * presents a valid device cookie for the address typed is neither slowed nor refused by the
 * address's count, and does not add to it. Its own tries are counted per device instead of per
 * client (the same 5 in 15 minutes, whatever network it comes from), and per client as any other.
 * A password reset lifts the address's lock for every browser.
 * The address is the e-mail typed, whether or not it has an account, so a lock says nothing
 * about which addresses exist. Where clients cannot be told apart (client-key.ts), every visitor
 * is the one unidentified client: its tries for an address are still counted, so a browser
 * without the device cookie has 5 tries per address in the window whatever the configuration,
 * but it is not counted per client, as that count would let one visitor lock everyone out of
 * every address.
 */

export const SIGN_IN_LIMITS = {
  /** Attempts for one address from one client (or one trusted device) within the window. */
  perAddressAndClient: 5,
  /** Attempts from one client within the window, whatever the address. */
  perClient: 20,
  windowSeconds: 15 * 60,
  /** Attempts for one address from anywhere within an hour, before it is refused for blockSeconds. */
  perAddress: 100,
  perAddressWindowSeconds: 60 * 60,
  blockSeconds: 15 * 60,
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
    }
  | { ok: false; retryAfterMs: number }

/** The wait before the attempt-th attempt for an address is checked. */
export const delayBefore = (attempt: number, limits: Limits = SIGN_IN_LIMITS) =>
  Math.min(limits.maxDelayMs, Math.max(0, attempt - limits.slowAfter) * limits.delayStepMs)

export function createSignInGuard(limits: Limits = SIGN_IN_LIMITS) {
  let limiters: { perAddressAndClient: Limiter; perClient: Limiter; perAddress: Limiter } | undefined
  // Made on first use, so that loading the module opens no connection.
  const made = () =>
    (limiters ??= {
      perAddressAndClient: createLimiter({
        name: 'sign-in-address-client',
        points: limits.perAddressAndClient,
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
    // A trusted device's tries are its own, wherever it is; anyone else's are its client's.
    const triesKey = device ? `${address}|device:${device}` : `${address}|${client}`
    const reservations = [
      [counters.perAddressAndClient, triesKey] as const,
      identified && ([counters.perClient, client] as const),
      !device && ([counters.perAddress, address] as const),
    ].filter((reservation) => reservation !== false)

    const results = await Promise.allSettled(reservations.map(([limiter, key]) => limiter.consume(key)))
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' && result.reason instanceof RateLimiterRes ? [result.reason] : [],
    )
    const failure = results.find((result) => result.status === 'rejected' && !(result.reason instanceof RateLimiterRes))
    if (failure?.status === 'rejected') throw failure.reason
    if (refusals.length) {
      // Not checked, so not counted: the reservations that were granted go back.
      await Promise.all(
        reservations.map(([limiter, key], index) =>
          results[index]!.status === 'fulfilled' ? limiter.reward(key, 1) : undefined,
        ),
      )
      return { ok: false, retryAfterMs: Math.max(...refusals.map((refusal) => refusal.msBeforeNext)) }
    }

    const addressCount = device ? 0 : (results.at(-1) as PromiseFulfilledResult<RateLimiterRes>).value.consumedPoints
    return {
      ok: true,
      delayMs: delayBefore(addressCount, limits),
      async succeeded() {
        await Promise.all([
          counters.perAddressAndClient.delete(triesKey),
          identified && counters.perClient.reward(client, 1),
          // The owner is in: the address's slowdown starts again.
          !device && counters.perAddress.delete(address),
        ])
      },
    }
  }

  /** A password reset proves the owner: the address's counts start again, from every client. */
  async function clearAddress(email: string) {
    await made().perAddress.delete(addressKey(email))
  }

  return { attempt, clearAddress }
}

/** "Too many failed sign-in attempts. Try again in 15 minutes.", in the language of `m`. */
export function signInLockedMessage(retryAfterMs: number, m: AuthAnswers): string {
  return plural(m.signInLocked, Math.max(1, Math.ceil(retryAfterMs / 60_000)))
}
