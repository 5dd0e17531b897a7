import 'server-only'
import { authDataDir } from '../auth/environment'
import { addressMailLimit } from '../auth/request-limits'
import { authSecret } from '../auth/secret'
import { clientLimit } from '../limits/client-limit'
import { trustDatabase } from './store/database'
import { subscriptionStore } from './subscriptions/store'

/*
 * The trust center's real parts: its database, the site's secret for its links, and its limits,
 * each counted before the work it guards (lib/limits: in Redis with REDIS_URL, else in memory).
 */

let secret: string | undefined
/** The accounts' secret (BETTER_AUTH_SECRET or the generated one); the links' signatures are domain-separated. */
export const linkSecret = () => (secret ??= authSecret(authDataDir(), undefined, () => undefined))

export const subscriptions = () => subscriptionStore(trustDatabase())

/** Confirmation mails: 3 per address and 10 per client an hour (500 for the site where clients are unknown). */
export const reserveConfirmationMail = addressMailLimit('trust-subscription', {
  perAddress: 3,
  perClient: 10,
  siteWide: 500,
})

/** The questionnaire form: 5 requests per client an hour (200 for the site where clients are unknown). */
const REQUEST_LIMITS = { perClient: 5, siteWide: 200, windowSeconds: 60 * 60 } as const
export const requestLimit = clientLimit({
  name: 'trust-request',
  perClient: REQUEST_LIMITS.perClient,
  siteWide: REQUEST_LIMITS.siteWide,
  durationSeconds: REQUEST_LIMITS.windowSeconds,
})

/** Acknowledgements: 3 per address and 10 per client an hour, so that the form mails nobody more. */
export const reserveAckMail = addressMailLimit('trust-request-ack', { perAddress: 3, perClient: 10, siteWide: 500 })

/** Downloads: 60 per client in 10 minutes (3,000 for the site where clients are unknown). */
const DOWNLOAD_LIMITS = { perClient: 60, siteWide: 3_000, windowSeconds: 10 * 60 } as const
export const downloadLimit = clientLimit({
  name: 'trust-download',
  perClient: DOWNLOAD_LIMITS.perClient,
  siteWide: DOWNLOAD_LIMITS.siteWide,
  durationSeconds: DOWNLOAD_LIMITS.windowSeconds,
})

/** Access requests and NDA acceptances: 10 per client an hour (500 for the site). */
export const accessRequestLimit = clientLimit({
  name: 'trust-access',
  perClient: 10,
  siteWide: 500,
  durationSeconds: 60 * 60,
})

/** One-click unsubscribes and the subscription page's buttons: 30 per client in 10 minutes. */
export const linkLimit = clientLimit({ name: 'trust-link', perClient: 30, siteWide: 3_000, durationSeconds: 10 * 60 })
