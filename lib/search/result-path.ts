import { faqAnchor, featureAnchor } from '../anchors'
import { documentPath } from '../blog/paths'
import type { SearchResult } from '../content'
import { routes } from '../routes'

/** The features of these groups are on the home page; the others on the features page. */
const homePageGroups: readonly (SearchResult['group'] | undefined)[] = ['module', 'benefit']

/** Where a search result takes the visitor: the article or page, or the exact FAQ answer or feature. */
export function resultPath(result: SearchResult): string {
  switch (result._type) {
    case 'faq':
      return `/#${faqAnchor(result._id)}`
    case 'feature':
      return `${homePageGroups.includes(result.group) ? routes.home.path : routes.features.path}#${featureAnchor(result._id)}`
    default:
      return documentPath({ _type: result._type, slug: result.slug ?? '' })
  }
}

/** What each kind of result is called on the results page. */
export const resultKinds: Record<SearchResult['_type'], string> = {
  post: 'Article',
  category: 'Blog category',
  faq: 'Question',
  feature: 'Feature',
  legalPage: 'Legal',
}
