import { requestLimit } from '../limits/request-limit'

/** Searches per client per minute: far above a person's pace, low enough to keep a script from loading the content source. */
export const SEARCH_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const

export const searchLimit = requestLimit({
  name: 'search',
  points: SEARCH_RATE_LIMIT.limit,
  durationSeconds: SEARCH_RATE_LIMIT.windowSeconds,
})
