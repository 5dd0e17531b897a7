import { documentTypes, type AddressedTypeName, type CollectionTypeName } from './content/document-types.ts'
import { siteUrlOf } from './env/site-url.ts'
import { defaultLocale, localizedPath, splitLocale, type Locale } from './i18n/locales.ts'
import { addressOf, routes } from './routes.ts'

/*
 * The site's addresses, built once each from the route table (lib/routes.ts): a document's page,
 * the blog's lists and feed, a page's Markdown copy, and an address made absolute. Plain
 * TypeScript, like lib/routes.ts: next.config.mjs reads the Markdown copies' addresses.
 */

export const blogPath = routes.blog.path
export const feedPath = '/blog/rss.xml'
export const postPath = (slug: string) => addressOf('post', { slug })
export const categoryPath = (slug: string) => addressOf('category', { slug })
/** A legal page's address: /legal, /privacy (a fixed page's, whose address is its slug). */
export const legalPagePath = (slug: string) => `/${slug}`
/** A page's address, built from sections: /security. */
export const pagePath = (slug: string) => addressOf('page', { slug })
/** A collection document's address: /case-studies/<slug>. */
export const collectionItemPath = (type: CollectionTypeName, slug: string) =>
  addressOf(documentTypes[type].address, { slug })

/** Page `page` (from 1) of the whole blog or of one category; page 1 is the list's own address. */
export function listPagePath(page: number, categorySlug?: string) {
  if (categorySlug)
    return page <= 1 ? categoryPath(categorySlug) : addressOf('categoryListPage', { slug: categorySlug, page })
  return page <= 1 ? blogPath : addressOf('blogListPage', { page })
}

/** The address of a document with one (an internal link's target, a renamed document), from its type's declared route. */
export function documentPath({ _type, slug }: { _type: AddressedTypeName; slug: string }) {
  const address = documentTypes[_type].address
  return address === 'fixed' ? legalPagePath(slug) : addressOf(address, { slug })
}

/**
 * A page's Markdown copy in `locale` (app/md): its address plus .md, and index.md for a language's
 * home page: /pricing.md, /index.md; /es/pricing.md, /es/index.md. `path` has no language prefix.
 */
export const markdownPath = (path: string, locale: Locale = defaultLocale) =>
  localizedPath(path === '/' ? '/index.md' : `${path}.md`, locale)

/** The page (without its prefix) and language whose Markdown copy an address is: /es/pricing.md → /pricing, es. */
export function markdownCopyOf(address: string): { page: string; locale: Locale } | undefined {
  const { locale, path } = splitLocale(address)
  if (!path.endsWith('.md')) return undefined
  const page = path === '/index.md' ? '/' : path.slice(0, -'.md'.length)
  return markdownPath(page, locale) === address ? { page, locale } : undefined
}

/** The site's public address (SITE_URL), read when asked: the tests change it between cases. */
export const siteUrl = () => siteUrlOf()

/** An absolute URL on the site for one of its paths. */
export const absoluteUrl = (path: string) => new URL(path, siteUrl()).toString()
