import { RateLimiterRes } from 'rate-limiter-flexible'
import { UNIDENTIFIED_CLIENT } from '../limits/client-key'
import { clientLimit } from '../limits/client-limit'
import { createLimiter, type Limiter } from '../limits/limiter'
import { normalisedAddress } from './address'

/*
 * Limits on what sends mail or creates accounts, counted an hour at a time, before the work is
 * done. The visitor's answer is the same whether a limit was reached or not, and whether the
 * address has an account: past a limit, nothing is sent. Where clients cannot be told apart
 * (client-key.ts), the per-client numbers give way to site-wide ceilings (client-limit.ts) of
 * 500 an hour: a busy day's sign-ups and resets are a small fraction of that.
 */

const HOUR = 60 * 60

export const RESET_LIMITS = { perAddress: 3, perClient: 10, siteWide: 500 } as const
export const CONFIRMATION_RESEND_LIMITS = { perAddress: 3, perClient: 10, siteWide: 500 } as const
export const SIGN_UP_LIMITS = { perClient: 10, siteWide: 500 } as const

/**
 * Reserves one mail to an address for a client (lib/trust's subscription and acknowledgement mails
 * too). The address's count is the one that protects its inbox; each request it counts sends the
 * owner a mail, so an attacker who spends it has mailed the owner. A known client's count comes
 * first, and is given back when the address's refuses: a client past it, sending a new address
 * each time, counts no address (each would be kept for the hour). The client's count never holds
 * back an address's first mail of the hour when the client is unknown: that count is shared by
 * every visitor, and the owner's mail must not depend on it; a request the shared count refuses
 * gives the address's reservation back.
 */
export function addressMailLimit(name: string, limits: { perAddress: number; perClient: number; siteWide: number }) {
  let made: Limiter | undefined
  // Made on first use, so that loading the module opens no connection.
  const perAddress = () =>
    (made ??= createLimiter({ name: `${name}-address`, points: limits.perAddress, durationSeconds: HOUR }))
  const fromClient = clientLimit({
    name: `${name}-client`,
    perClient: limits.perClient,
    siteWide: limits.siteWide,
    durationSeconds: HOUR,
  })
  /** The address's count after this request, or undefined when it is spent. */
  const countAddress = async (address: string) => {
    try {
      return await perAddress().consume(address)
    } catch (error) {
      if (error instanceof RateLimiterRes) return undefined
      throw error
    }
  }
  return async (email: string, client: string) => {
    const address = normalisedAddress(email)
    // A known client's own count first: past it, a new address in each request keeps nothing for the hour.
    if (client !== UNIDENTIFIED_CLIENT) {
      if (!(await fromClient.take(client))) return false
      if (await countAddress(address)) return true
      await fromClient.refund(client)
      return false
    }
    const counted = await countAddress(address)
    if (!counted) return false
    if (counted.consumedPoints === 1) return true
    if (await fromClient.take(client)) return true
    await perAddress().reward(address, 1)
    return false
  }
}

/** Whether a reset mail may go to `email` for this client: 3 per address and 10 per client an hour. */
export const reserveResetMail = addressMailLimit('reset', RESET_LIMITS)

/** Whether a confirmation link may be mailed again: 3 per address and 10 per client an hour. */
export const reserveConfirmationResend = addressMailLimit('confirmation', CONFIRMATION_RESEND_LIMITS)

const signUps = clientLimit({
  name: 'sign-up-client',
  perClient: SIGN_UP_LIMITS.perClient,
  siteWide: SIGN_UP_LIMITS.siteWide,
  durationSeconds: HOUR,
})

/** Whether this client may create another account: 10 an hour (unknown clients: 500 an hour for the site). */
export const reserveSignUp = (client: string) => signUps.take(client)

/**
 * Passkey sign-ins per client in 15 minutes, counted when a challenge is handed out: each answer
 * needs a challenge of its own, used once, so this bounds the answers checked too (and the
 * challenges one client can make the database keep). The same 20 a client has for passwords.
 */
export const PASSKEY_SIGN_IN_LIMITS = { perClient: 20, siteWide: 2_000, windowSeconds: 15 * 60 } as const

/** A client's count over a window, with a site-wide ceiling for clients that cannot be told apart: whether one more may go. */
const perClientWindow = (name: string, limits: { perClient: number; siteWide: number; windowSeconds: number }) =>
  clientLimit({ name, perClient: limits.perClient, siteWide: limits.siteWide, durationSeconds: limits.windowSeconds })
    .take

/** Whether this client may start another passkey sign-in: 20 in 15 minutes (unknown clients: 2,000 for the site). */
export const reservePasskeySignIn = perClientWindow('passkey-sign-in-client', PASSKEY_SIGN_IN_LIMITS)

/**
 * Passkeys a client starts adding in 15 minutes, counted before the password is checked: each
 * start keeps a challenge in the database for 5 minutes, and a right password gives its guess
 * back, so nothing else bounded them (60 at once from one signed-in browser kept 25 challenges).
 */
export const PASSKEY_ADD_LIMITS = { perClient: 10, siteWide: 1_000, windowSeconds: 15 * 60 } as const

/** Whether this client may start adding another passkey: 10 in 15 minutes (unknown clients: 1,000 for the site). */
export const reservePasskeyAdd = perClientWindow('passkey-add-client', PASSKEY_ADD_LIMITS)
