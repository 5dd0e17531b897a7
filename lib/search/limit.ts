import { clientLimit } from '../limits/client-limit'

/**
 * Searches per client per minute: far above a person's pace, low enough to keep a script from
 * loading the content source. Where clients cannot be told apart, 3,000 a minute from everyone
 * (50 a second, a hundred people searching at full pace), which still bounds the reads a flood causes.
 */
export const SEARCH_RATE_LIMIT = { perClient: 30, siteWide: 3_000, windowSeconds: 60 } as const

export const searchLimit = clientLimit({
  name: 'search',
  perClient: SEARCH_RATE_LIMIT.perClient,
  siteWide: SEARCH_RATE_LIMIT.siteWide,
  durationSeconds: SEARCH_RATE_LIMIT.windowSeconds,
})
