import { pageCount, parsePageNumber } from './pages'
import { decodedSegments, isShareCardTail } from '../path-segments'

export type PublishedBlog = {
  posts: readonly { slug: string; category: { slug: string } }[]
  categories: readonly { slug: string }[]
}

/**
 * Whether an address below /blog names something the published blog has: an article, its share
 * card, a category, or a list page within the list's length, as the pages themselves decide.
 * Undefined for the feed, which its own route answers.
 */
export function blogAddressExists(pathname: string, { posts, categories }: PublishedBlog): boolean | undefined {
  const segments = decodedSegments(pathname)
  if (!segments || segments[0] !== 'blog') return false
  const [, first, second, third, fourth, ...rest] = segments
  if (first === undefined) return true
  if (first === 'rss.xml' && second === undefined) return undefined
  if (rest.length) return false
  const listed = (count: number, page: string) => {
    const number = parsePageNumber(page)
    return number !== undefined && number <= pageCount(count)
  }
  const hasPost = (slug: string) => posts.some((post) => post.slug === slug)
  const hasCategory = (slug: string) => categories.some((category) => category.slug === slug)

  if (first === 'page') return second !== undefined && third === undefined && listed(posts.length, second)
  if (first === 'category') {
    if (second === undefined || !hasCategory(second)) return false
    if (third === undefined) return true
    const inCategory = posts.filter((post) => post.category.slug === second).length
    return third === 'page' && fourth !== undefined && listed(inCategory, fourth)
  }
  if (second === undefined) return hasPost(first)
  // An article's share card: /blog/<slug>/opengraph-image-<hash>/card (Next's metadata route).
  return isShareCardTail(segments.slice(2)) && hasPost(first)
}

/** The blog's own addresses of one segment below /blog, which no article has. */
const listSegments = new Set(['page', 'category', 'rss.xml'])

/** The slugs an article may not take, since the blog's own routes use them. */
export const reservedPostSlugs = ['page', 'category', 'rss-xml'] as const

/**
 * Whether an address has the shape of an article's (/blog/<slug>) or a category's
 * (/blog/category/<slug>): the addresses a renamed or removed one leaves behind, which a redirect
 * may start from. The proxy applies such a redirect only while no article or category has the address.
 */
export function isArticleOrCategoryAddress(pathname: string): boolean {
  const segments = decodedSegments(pathname)
  if (!segments || segments[0] !== 'blog') return false
  if (segments.length === 2) return !listSegments.has(segments[1]!)
  return segments.length === 3 && segments[1] === 'category'
}

/** ['blog', 'an-article'] for /blog/an-article; undefined for an empty or undecodable segment. */
