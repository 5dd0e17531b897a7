import { RateLimiterRes } from 'rate-limiter-flexible'
import { createLimiter, type Limiter } from '../limits/limiter'

/** Searches per client per minute: far above a person's pace, low enough to keep a script from loading the content source. */
export const SEARCH_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const

let made: Limiter | undefined
/** Made on first use, so that merely loading the page's module opens no connection. */
const searchLimiter = () =>
  (made ??= createLimiter({
    name: 'search',
    points: SEARCH_RATE_LIMIT.limit,
    durationSeconds: SEARCH_RATE_LIMIT.windowSeconds,
  }))

/** Counts one search for the client, before it runs, and says whether it is within the limit. */
export async function takeSearch(clientKey: string, limiter: Limiter = searchLimiter()): Promise<boolean> {
  try {
    await limiter.consume(clientKey)
    return true
  } catch (error) {
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}
