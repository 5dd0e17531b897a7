import { UNIDENTIFIED_CLIENT } from './client-key'
import type { Limiter } from './limiter'
import { requestLimit, type RequestLimit } from './request-limit'

export type ClientLimitOptions = {
  /** Names the counters; two limits never share one. */
  name: string
  durationSeconds: number
  /** Requests from one client within the duration. */
  perClient: number
  /**
   * Requests from every client together, counted instead when clients cannot be told apart:
   * high enough that the site's ordinary traffic never meets it, so that one visitor cannot
   * spend it for everyone, while a flood still has a bound.
   */
  siteWide: number
}

/**
 * A limit per client (client-key.ts). A request whose client is unknown is counted against
 * the site-wide ceiling instead of the small per-client number, which all visitors would share.
 */
export function clientLimit(options: ClientLimitOptions, given?: Limiter): RequestLimit {
  const { name, durationSeconds, perClient, siteWide } = options
  const each = requestLimit({ name, durationSeconds, points: perClient }, given)
  const whole = requestLimit({ name: `${name}-site-wide`, durationSeconds, points: siteWide })
  const limitFor = (client: string) => (client === UNIDENTIFIED_CLIENT ? whole : each)
  return {
    take: (client) => limitFor(client).take(client),
    refund: (client) => limitFor(client).refund(client),
  }
}
