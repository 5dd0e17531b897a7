import { addressOf, routes } from '../routes'

/** The blog's addresses, in one place: pages, feeds and the sitemap all build links from these. */

export const blogPath = routes.blog.path
export const feedPath = '/blog/rss.xml'
/** The id of an article's one share card (its opengraph-image's generateImageMetadata): …/opengraph-image-<hash>/card. */
export const articleCardId = 'card'

/** Articles listed per page on /blog and on each category's page. */
export const POSTS_PER_PAGE = 10

export const postPath = (slug: string) => addressOf('post', { slug })
export const categoryPath = (slug: string) => addressOf('category', { slug })
/** A legal page's address: /legal, /privacy. */
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

/** The address of a document an internal link points at. */
export function documentPath(target: { _type: 'post' | 'category' | 'legalPage' | 'page'; slug: string }) {
  switch (target._type) {
    case 'post':
      return postPath(target.slug)
    case 'category':
      return categoryPath(target.slug)
    case 'legalPage':
      return legalPagePath(target.slug)
    case 'page':
      return pagePath(target.slug)
  }
}
