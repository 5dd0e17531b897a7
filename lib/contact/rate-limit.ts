import { RateLimiterRes } from 'rate-limiter-flexible'
import { createLimiter, type Limiter } from '../limits/limiter'

/** The contact form's limit: 5 messages per client per 10 minutes. */
const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const

export type ContactLimiter = {
  /** Counts one message for `key` and says whether it is within the limit. */
  take(key: string): Promise<boolean>
  /** Gives back the last message counted for `key`: it was not delivered through no fault of the sender's. */
  refund(key: string): Promise<void>
}

/** Made on first use, so that merely loading the form's module opens no connection. */
export function contactLimiter(given?: Limiter): ContactLimiter {
  let made: Limiter | undefined
  const limiter = () => (made ??= given ?? defaultLimiter())
  return {
    async take(key) {
      try {
        await limiter().consume(key)
        return true
      } catch (error) {
        if (error instanceof RateLimiterRes) return false
        throw error
      }
    },
    async refund(key) {
      await limiter().reward(key, 1)
    },
  }
}

const defaultLimiter = () =>
  createLimiter({
    name: 'contact',
    points: CONTACT_RATE_LIMIT.limit,
    durationSeconds: CONTACT_RATE_LIMIT.windowSeconds,
  })
