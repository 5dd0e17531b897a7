import { RateLimiterRes } from 'rate-limiter-flexible'
import { createLimiter, type LimitOptions, type Limiter } from './limiter'

export type RequestLimit = {
  /** Counts one request for `key`, before it is served, and says whether it is within the limit. */
  take(key: string): Promise<boolean>
  /** Gives back the last request counted for `key`: it was not served through no fault of the sender's. */
  refund(key: string): Promise<void>
}

/**
 * A limit on requests per key (a client, an address). Counting comes first, atomically, so
 * requests sent at once cannot all pass a check made before any of them is counted. The
 * limiter is made on first use, so that merely loading a module opens no connection.
 */
export function requestLimit(options: LimitOptions, given?: Limiter): RequestLimit {
  let made: Limiter | undefined
  const limiter = () => (made ??= given ?? createLimiter(options))
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
