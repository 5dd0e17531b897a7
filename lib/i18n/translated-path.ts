import 'server-only'
import { getTranslatedSlug } from '../content'
import { fixedPageTranslations } from '../seo'
import { addressOf, routes, staticRoutes } from '../routes'
import { pageSlugOf } from '../pages/addresses'
import { collectionItemOf } from '../collections/routes'
import { localizedPath, splitLocale, type Locale } from './locales'
import { pagePath, collectionItemPath } from '../addresses'

/**
 * The same page in `to`, for a path of the site (with its query, if any): a fixed page is at the
 * same path in every language, with the same query (a search keeps its words, a password reset its
 * token), unless it is a legal page that language lacks; an article or a category at its
 * translation's slug; a page of the blog's lists at the list's first page; anything else, or an
 * article without a translation, at `to`'s home page; a page built from sections at its translation's slug;
 * a collection's document (a case study) at its translation's slug, or without one at the collection's list.
 */
export async function translatedPath(address: string, to: Locale): Promise<string> {
  const url = new URL(address, 'http://site.invalid')
  const { locale: from, path } = splitLocale(url.pathname)
  const home = localizedPath(routes.home.path, to)
  if (staticRoutes.some((route) => route.path === path)) {
    const versions = await fixedPageTranslations(path)
    return versions[to] ? `${localizedPath(versions[to], to)}${url.search}` : home
  }
  const item = collectionItemOf(path)
  if (item && !item.card) {
    const { type, list } = item.collection
    const slug = await getTranslatedSlug(type, item.slug, from, to)
    return localizedPath(slug ? collectionItemPath(type, slug) : routes[list].path, to)
  }
  const [, blog, first, second, third] = path.split('/')
  const page = pageSlugOf(path)
  if (page && !page.card) {
    const slug = await getTranslatedSlug('page', page.slug, from, to)
    return slug ? localizedPath(pagePath(slug), to) : home
  }
  if (blog !== 'blog' || !first) return home
  if (first === 'page') return localizedPath(routes.blog.path, to)
  if (first === 'category' && second) {
    const slug = await getTranslatedSlug('category', decoded(second), from, to)
    return slug ? localizedPath(addressOf('category', { slug }), to) : localizedPath(routes.blog.path, to)
  }
  if (second === undefined && third === undefined) {
    const slug = await getTranslatedSlug('post', decoded(first), from, to)
    if (slug) return localizedPath(addressOf('post', { slug }), to)
  }
  return home
}

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
