import { pageCount, parsePageNumber } from './pages'

export type PublishedBlog = {
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

/** The blog's own addresses of one segment below /blog, which no article has. */
const listSegments = new Set(['page', 'category', 'rss.xml'])

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
function decodedSegments(pathname: string): string[] | undefined {
  const segments = pathname.split('/').slice(1)
  if (segments.some((segment) => segment === '')) return undefined
  try {
    return segments.map(decodeURIComponent)
  } catch {
    return undefined
  }
}

/*
 * The publish webhook (app/api/revalidate) and the proxy run in one process but are bundled apart:
 * a counter on globalThis tells the proxy that an article or category was published, so that it
 * reads the blog afresh at once, and a renamed article's old address redirects on the next visit
 * rather than a minute later. (Each instance of several learns of it from its own webhooks only.)
 */
const changesKey = Symbol.for('medicore.blog.published-changes')
type WithChanges = { [changesKey]?: number }
const publishedChanges = () => (globalThis as WithChanges)[changesKey] ?? 0

/** Called when an article or category is published: the proxy's copy of the blog is out of date. */
export function forgetPublishedBlog() {
  ;(globalThis as WithChanges)[changesKey] = publishedChanges() + 1
}

/**
 * The proxy's check, run on every request below /blog: true when the published blog certainly
 * lacks the address. The blog as last read is kept for `keepMs` (or until the next publish of the
 * blog) and trusted only when it says an address exists; one it lacks is read afresh before the
 * answer, so an article published a moment ago is never turned away, and an address answers 404
 * only on what the CMS says now. (Reading costs a query per request otherwise: Next 16's caches
 * keep nothing across the proxy's requests.)
 */
export function blogAddressCheck(
  read: () => Promise<PublishedBlog>,
  { keepMs = 60_000, now = Date.now }: { keepMs?: number; now?: () => number } = {},
) {
  let last: { at: number; changes: number; blog: PublishedBlog } | undefined
  return async function isUnknownBlogAddress(pathname: string): Promise<boolean> {
    const fresh = last && now() - last.at < keepMs && last.changes === publishedChanges()
    if (fresh && blogAddressExists(pathname, last!.blog) !== false) return false
    const changes = publishedChanges()
    const blog = await read()
    last = { at: now(), changes, blog }
    return blogAddressExists(pathname, blog) === false
  }
}
