import { requestLimit } from '../limits/request-limit'

/*
 * Limits on what sends mail or creates accounts, counted before the work is done. The visitor's
 * answer is the same whether a limit was reached or not, and whether the address has an account:
 * past a limit, nothing is sent. Without TRUSTED_PROXY_HOPS every visitor is the same client,
 * so the per-client limits hold for the whole site.
 */

const HOUR = 60 * 60

export const RESET_LIMITS = { perAddress: 3, perClient: 10, windowSeconds: HOUR } as const
const SIGN_UP_LIMITS = { perClient: 10, windowSeconds: HOUR } as const
export const CONFIRMATION_RESEND_LIMITS = { perAddress: 3, perClient: 10, windowSeconds: HOUR } as const

const resetsPerAddress = requestLimit({
  name: 'reset-address',
  points: RESET_LIMITS.perAddress,
  durationSeconds: RESET_LIMITS.windowSeconds,
})
const resetsPerClient = requestLimit({
  name: 'reset-client',
  points: RESET_LIMITS.perClient,
  durationSeconds: RESET_LIMITS.windowSeconds,
})
const signUpsPerClient = requestLimit({
  name: 'sign-up-client',
  points: SIGN_UP_LIMITS.perClient,
  durationSeconds: SIGN_UP_LIMITS.windowSeconds,
})

/** Whether a reset mail may go to `email` for this client: 3 per address and 10 per client an hour. */
export async function reserveResetMail(email: string, client: string): Promise<boolean> {
  const [address, fromClient] = await Promise.all([
    resetsPerAddress.take(addressKey(email)),
    resetsPerClient.take(client),
  ])
  return address && fromClient
}

const resendsPerAddress = requestLimit({
  name: 'confirmation-address',
  points: CONFIRMATION_RESEND_LIMITS.perAddress,
  durationSeconds: CONFIRMATION_RESEND_LIMITS.windowSeconds,
})
const resendsPerClient = requestLimit({
  name: 'confirmation-client',
  points: CONFIRMATION_RESEND_LIMITS.perClient,
  durationSeconds: CONFIRMATION_RESEND_LIMITS.windowSeconds,
})

const addressKey = (email: string) => email.trim().toLowerCase()

/** Whether a confirmation link may be mailed again: 3 per address and 10 per client an hour. */
export async function reserveConfirmationResend(email: string, client: string): Promise<boolean> {
  const [address, fromClient] = await Promise.all([
    resendsPerAddress.take(addressKey(email)),
    resendsPerClient.take(client),
  ])
  return address && fromClient
}

/** Whether this client may create another account: 10 an hour. */
export const reserveSignUp = (client: string) => signUpsPerClient.take(client)
