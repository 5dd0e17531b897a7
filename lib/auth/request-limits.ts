import { requestLimit } from '../limits/request-limit'
import { normalisedAddress } from './address'

/*
 * Limits on what sends mail or creates accounts, counted an hour at a time, before the work is
 * done. The visitor's answer is the same whether a limit was reached or not, and whether the
 * address has an account: past a limit, nothing is sent. Without TRUSTED_PROXY_HOPS every visitor
 * is the same client, so the per-client limits hold for the whole site.
 */

export const RESET_LIMITS = { perAddress: 3, perClient: 10 } as const
export const CONFIRMATION_RESEND_LIMITS = { perAddress: 3, perClient: 10 } as const
const SIGN_UPS_PER_CLIENT = 10

const hourly = (name: string, points: number) => requestLimit({ name, points, durationSeconds: 60 * 60 })

/** Reserves one mail to an address for a client, within both limits. */
function perAddressAndClient(name: string, limits: { perAddress: number; perClient: number }) {
  const perAddress = hourly(`${name}-address`, limits.perAddress)
  const perClient = hourly(`${name}-client`, limits.perClient)
  return async (email: string, client: string) => {
    const [address, fromClient] = await Promise.all([perAddress.take(normalisedAddress(email)), perClient.take(client)])
    return address && fromClient
  }
}

/** Whether a reset mail may go to `email` for this client: 3 per address and 10 per client an hour. */
export const reserveResetMail = perAddressAndClient('reset', RESET_LIMITS)

/** Whether a confirmation link may be mailed again: 3 per address and 10 per client an hour. */
export const reserveConfirmationResend = perAddressAndClient('confirmation', CONFIRMATION_RESEND_LIMITS)

const signUps = hourly('sign-up-client', SIGN_UPS_PER_CLIENT)

/** Whether this client may create another account: 10 an hour. */
export const reserveSignUp = (client: string) => signUps.take(client)
