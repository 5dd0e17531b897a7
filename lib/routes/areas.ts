import { localeNames, locales, type Locale } from '../i18n/locales.ts'
import { markdownPath } from '../addresses.ts'
import { routes, staticRoutes } from '../routes.ts'
import type { CachePolicy } from './route.ts'

/*
 * The folders and files the site answers as a whole, beside the route table's pages (lib/routes.ts):
 * the areas, the Studio's tools, the 404 page and the site's own files, and the first segments they
 * reserve. Plain TypeScript.
 */

/**
 * The language switcher: /language/es answers with the Spanish version of the page it came from,
 * which the link names (`?from=/pricing`) or, without it, the Referer does.
 */
const languageSwitcher = '/language'
export const languageSwitchPath = (locale: Locale, from?: string) =>
  `${languageSwitcher}/${locale}${from ? `?${new URLSearchParams({ from })}` : ''}`

/**
 * The folders the site answers as a whole, with what staff know them as (a redirect may not
 * start there). `cache: 'private'`: nothing below may be kept by a browser or CDN.
 */
export const areas = [
  { path: '/users', what: 'the sign-in and sign-up pages', cache: 'private', proxy: 'account', localized: true },
  { path: routes.account.path, what: 'the account page', cache: 'private', proxy: 'account', localized: true },
  { path: '/studio', what: 'the Studio', cache: 'private', localized: false },
  { path: '/api', what: 'the site’s programming interface', cache: 'private', localized: false },
  { path: languageSwitcher, what: 'the language switcher', cache: 'private', localized: false },
  // Reached only through next.config.mjs's draft rewrites, after proxy.ts: the proxy answers any request for it by name with a 404.
  { path: '/draft', what: 'the previews', cache: 'private', localized: false, rewriteOnly: true },
  { path: routes.blog.path, what: 'the blog', cache: 'public', localized: true },
  // The trust center's downloads, upload and one-click unsubscribe: nobody keeps a copy. Before /trust, which holds them.
  { path: `${routes.trust.path}/documents`, what: 'the trust center’s downloads', cache: 'private', localized: true },
  // Their route handlers read their own posts (the upload's 10 MB, RFC 8058's one-click post).
  {
    path: `${routes.trust.path}/request`,
    what: 'the trust center’s request form',
    cache: 'private',
    localized: true,
    ownPosts: true,
  },
  {
    path: `${routes.trust.path}/unsubscribe`,
    what: 'the trust center’s unsubscribe',
    cache: 'private',
    localized: true,
    ownPosts: true,
  },
  // Its feed and its report's Word copy are kept a while, like the blog's feed.
  { path: routes.trust.path, what: 'the trust center', cache: 'public', localized: true },
  { path: '/media', what: 'the site’s images', cache: 'next', localized: false },
  // The search page only: the proxy answers any address below it with a 404.
  { path: routes.search.path, what: 'the site search', cache: 'next', localized: true, routesOnly: true },
] as const satisfies {
  path: string
  what: string
  cache: CachePolicy
  localized: boolean
  proxy?: 'account'
  /** Its only addresses are the route table's pages (an account area's too): proxy.ts answers any other with a 404. */
  routesOnly?: true
  /** Reached only through next.config.mjs's rewrites, which come after proxy.ts. */
  rewriteOnly?: true
  /** Its route handlers take posts and read their bodies themselves, with their own limits: proxy.ts lets a post through. */
  ownPosts?: true
}[]

/**
 * The first segment of every address inside the Studio (/studio/structure/post;…): its tools
 * (studio/sanity.config.ts, and Sanity's own Releases, which it turns on) and its intent links.
 * next.config.mjs serves them all from the one Studio page, whose router reads the address in
 * the browser; any other /studio/… is a 404.
 */
export const studioTools = ['structure', 'presentation', 'releases', 'intent'] as const

/**
 * The 404 page in each language (app/[locale]/page-not-found), which proxy.ts answers an unknown
 * address under a language prefix with, with the 404 status. Not an address of the site: asked for
 * by its own name, it is a 404 too.
 */
export const notFoundPagePath = '/page-not-found'

/** The files the site serves at its top level (app/*.ts routes and metadata files), in no language. */
export const rootFiles = ['/icon.svg', '/robots.txt', '/sitemap.xml', '/.well-known/security.txt'] as const
/** The index of the pages' Markdown copies for AI agents, in each language: /llms.txt, /es/llms.txt (app/[locale]/llms.txt). */
export const llmsTxtPath = '/llms.txt'
/** And the files drawn in each language (app/[locale]): the site's share card, and the index for AI agents. */
export const siteFiles = [...rootFiles, '/opengraph-image', llmsTxtPath] as const

export const areaOf = (path: string) => areas.find((area) => path === area.path || path.startsWith(`${area.path}/`))

/**
 * The first segments of the site's own addresses, with what staff know them as: a page built from
 * sections may not take one as its slug (its address would never be reached, or would hide one of
 * the site's). Derived from the routes, the areas, the files, the languages' prefixes and the
 * Markdown copies' addresses.
 */
export function reservedFirstSegments(): Map<string, string> {
  const reserved = new Map<string, string>()
  const add = (path: string, what: string) => {
    const first = path.split('/')[1]
    if (first && !first.startsWith(':') && !reserved.has(first)) reserved.set(first, what)
  }
  for (const area of areas) add(area.path, area.what)
  for (const route of staticRoutes) add(route.path, `the address of the ${route.name} page`)
  for (const file of siteFiles) add(file, 'one of the files the site serves')
  for (const locale of locales) add(`/${locale}`, `the prefix of the ${localeNames[locale].inEnglish} pages`)
  add(notFoundPagePath, 'the page-not-found page')
  add(markdownPath('/').replace(/\.md$/, ''), `the Markdown copy of the home page (${markdownPath('/')})`)
  add('/md', 'the pages’ Markdown copies')
  add('/_next', 'the site’s scripts and styles')
  return reserved
}
