/*
 * A sliding-window limit per client, in this process's memory: at most `limit`
 * messages in any `windowMs`. Enough for one server; a deployment of several
 * instances (the Sanity store) gets one window per instance, a looser limit that
 * still stops a single bot hammering one instance.
 */

export type RateLimiterOptions = { limit: number; windowMs: number; maxClients?: number }

export class RateLimiter {
  readonly limit: number
  readonly windowMs: number
  private readonly maxClients: number
  private readonly hits = new Map<string, number[]>()

  constructor({ limit, windowMs, maxClients = 10_000 }: RateLimiterOptions) {
    this.limit = limit
    this.windowMs = windowMs
    this.maxClients = maxClients
  }

  /** Counts one message for `key` and says whether it is within the limit. */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    // Re-inserting keeps the Map in order of last use, so the oldest client goes first.
    this.hits.delete(key)
    this.hits.set(key, recent)
    if (this.hits.size > this.maxClients) this.evict()
    return true
  }

  /** Gives back the last message counted for `key`: it was not delivered through no fault of the sender's. */
  refund(key: string) {
    const recent = this.hits.get(key)
    recent?.pop()
    if (recent && !recent.length) this.hits.delete(key)
  }

  /** Forgets the clients seen longest ago, keeping memory bounded. */
  private evict() {
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxClients) break
      this.hits.delete(key)
    }
  }
}

/** The contact form's limit: 5 messages per client per 10 minutes. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const
