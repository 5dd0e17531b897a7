/*
 * What a visitor typed into the search box, made into the words to look for. The query is
 * bounded: a longer one is refused with a message rather than cut, so nothing typed is lost silently.
 */

export const MAX_QUERY_LENGTH = 100
/** Words past this many add nothing a visitor would notice, and each costs the query a pattern. */
const MAX_TERMS = 8

export type SearchRequest =
  | { kind: 'empty' }
  | { kind: 'too-long'; query: string }
  | { kind: 'search'; query: string; terms: string[] }

/** `?q=` as Next hands it over: absent, once, or repeated (the first counts). */
export function searchRequest(raw: string | string[] | undefined): SearchRequest {
  const query = (Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')).replace(/\s+/g, ' ').trim()
  if (query.length > MAX_QUERY_LENGTH) return { kind: 'too-long', query }
  const terms = searchTerms(query)
  return terms.length ? { kind: 'search', query, terms } : { kind: 'empty' }
}

/** The distinct words of a query, lower case: letters and digits of any script, apostrophes dropped. */
export function searchTerms(query: string): string[] {
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .match(/[\p{L}\p{N}]+/gu)
  return [...new Set(words ?? [])].slice(0, MAX_TERMS)
}

/** GROQ `match` patterns: each word also finds the words it begins ("cardio" finds "cardiology"). */
export const matchPatterns = (terms: string[]) => terms.map((term) => `${term}*`)
