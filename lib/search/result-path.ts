import { faqAnchor, featureAnchor } from '../anchors'
import type { SearchResult } from '../content'
import { localizedPath, type Locale } from '../i18n/locales'
import { routes } from '../routes'
import { documentPath } from '../addresses'

/** The features of these groups are on the home page; the others on the features page. */
const homePageGroups: readonly (SearchResult['group'] | undefined)[] = ['module', 'benefit']

/** Where a search result takes the visitor, in the results' language: the article or page, or the exact FAQ answer or feature. */
export function resultPath(result: SearchResult, locale: Locale): string {
  switch (result._type) {
    case 'faq':
      return `${localizedPath(routes.home.path, locale)}#${faqAnchor(result._id)}`
    case 'feature': {
      const page = homePageGroups.includes(result.group) ? routes.home.path : routes.features.path
      return `${localizedPath(page, locale)}#${featureAnchor(result._id)}`
    }
    default:
      if (result.fixedPage) return localizedPath(routes[result.fixedPage].path, locale)
      return localizedPath(documentPath({ _type: result._type, slug: result.slug ?? '' }), locale)
  }
}
