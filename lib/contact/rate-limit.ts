import { clientLimit } from '../limits/client-limit'
import type { Limiter } from '../limits/limiter'

/**
 * The contact form's limit: 5 messages per client per 10 minutes. Where clients cannot be told
 * apart, 200 per 10 minutes from everyone: more than a day's ordinary messages in ten minutes.
 */
export const CONTACT_RATE_LIMIT = { perClient: 5, siteWide: 200, windowSeconds: 10 * 60 } as const

export const contactLimiter = (given?: Limiter) =>
  clientLimit(
    {
      name: 'contact',
      perClient: CONTACT_RATE_LIMIT.perClient,
      siteWide: CONTACT_RATE_LIMIT.siteWide,
      durationSeconds: CONTACT_RATE_LIMIT.windowSeconds,
    },
    given,
  )
