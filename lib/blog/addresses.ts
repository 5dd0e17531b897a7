import { pageCount, parsePageNumber } from './pages'

type PublishedBlog = {
  posts: readonly { slug: string; category: { slug: string } }[]
  categories: readonly { slug: string }[]
}

/**
 * Whether an address below /blog names a page the published blog has: an article, a category, or
 * a list page within the list's length, as the pages themselves decide. Undefined for an address
 * of another shape (the feed, share cards), which its own route answers.
 */
export function blogAddressExists(pathname: string, { posts, categories }: PublishedBlog): boolean | undefined {
  const segments = decodedSegments(pathname)
  if (!segments || segments[0] !== 'blog') return undefined
  const [, first, second, third, fourth, ...rest] = segments
  if (rest.length || first === undefined) return undefined
  const listed = (count: number, page: string) => {
    const number = parsePageNumber(page)
    return number !== undefined && number <= pageCount(count)
  }
  const hasCategory = (slug: string) => categories.some((category) => category.slug === slug)

  if (first === 'page' && second !== undefined && third === undefined) return listed(posts.length, second)
  if (first === 'category' && second !== undefined) {
    if (third === undefined) return hasCategory(second)
    if (third !== 'page' || fourth === undefined) return undefined
    const inCategory = posts.filter((post) => post.category.slug === second).length
    return hasCategory(second) && listed(inCategory, fourth)
  }
  if (second !== undefined || first === 'rss.xml') return undefined
  return posts.some((post) => post.slug === first)
}

/** ['blog', 'an-article'] for /blog/an-article; undefined for an empty or undecodable segment. */
function decodedSegments(pathname: string): string[] | undefined {
  const segments = pathname.split('/').slice(1)
  if (segments.some((segment) => segment === '')) return undefined
  try {
    return segments.map(decodeURIComponent)
  } catch {
    return undefined
  }
}
