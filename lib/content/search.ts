import 'server-only'
import type { Locale } from '../i18n/locales'
import { searchedTypeNames } from './document-types'
import { ContentSourceError } from './errors'
import { searchResultModel } from './models'
import { pageSearchQuery, searchQuery, searchQueryTypes } from './queries'
import { searchReader } from './fetch'
import { validateDocuments } from './validate'

/** The published documents that match site search's `match` patterns in `locale`, best first. */
export async function searchContent(patterns: string[], locale: Locale, limit = 20) {
  const params = { terms: patterns, limit, language: locale }
  const [documents, pages] = await Promise.all([
    searchReader.query(searchQuery, { ...params, ...searchQueryTypes }, searchedTypeNames),
    searchReader.query(pageSearchQuery, params, searchedTypeNames),
  ])
  if (!Array.isArray(documents) || !Array.isArray(pages))
    throw new ContentSourceError('Expected a list of search results from each search query.')
  const results = validateDocuments([...documents, ...pages], searchResultModel)
  // Both lists are scored alike (lib/content/queries.ts): best first, then by id, as each query orders.
  return results
    .sort((a, b) => (b._score ?? 0) - (a._score ?? 0) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .slice(0, limit)
}
