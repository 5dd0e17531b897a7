import type { Limiter } from '../limits/limiter'
import { requestLimit } from '../limits/request-limit'

/** The contact form's limit: 5 messages per client per 10 minutes. */
const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const

export const contactLimiter = (given?: Limiter) =>
  requestLimit(
    { name: 'contact', points: CONTACT_RATE_LIMIT.limit, durationSeconds: CONTACT_RATE_LIMIT.windowSeconds },
    given,
  )
