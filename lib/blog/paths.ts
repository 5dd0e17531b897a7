import { documentTypes, type AddressedTypeName } from '../content/document-types'
import { addressOf, routes } from '../routes'

/** The blog's addresses, in one place: pages, feeds and the sitemap all build links from these. */

export const blogPath = routes.blog.path
export const feedPath = '/blog/rss.xml'

/** Articles listed per page on /blog and on each category's page. */
export const POSTS_PER_PAGE = 10

export const postPath = (slug: string) => addressOf('post', { slug })
export const categoryPath = (slug: string) => addressOf('category', { slug })
/** A legal page's address: /legal, /privacy (a fixed page's, whose address is its slug). */
export const legalPagePath = (slug: string) => `/${slug}`

/** Page `page` (from 1) of the whole blog or of one category; page 1 is the list's own address. */
export function listPagePath(page: number, categorySlug?: string) {
  if (categorySlug)
    return page <= 1 ? categoryPath(categorySlug) : addressOf('categoryListPage', { slug: categorySlug, page })
  return page <= 1 ? blogPath : addressOf('blogListPage', { page })
}

/** The slugs an article may not take, since the blog's own routes use them. */
export const reservedPostSlugs = ['page', 'category', 'rss-xml'] as const

/** A page's address, built from sections: /security. */
export const pagePath = (slug: string) => addressOf('page', { slug })

/** The address of a document with one (an internal link's target, a renamed document), from its type's declared route. */
export function documentPath({ _type, slug }: { _type: AddressedTypeName; slug: string }) {
  const address = documentTypes[_type].address
  return address === 'fixed' ? legalPagePath(slug) : addressOf(address, { slug })
}
