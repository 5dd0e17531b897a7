import { defaultLocale, locales } from '../i18n/locales.ts'
import { markdownPath } from '../addresses.ts'
import { inEveryLanguage, isStatic, markdownPaths, routeList, routes } from '../routes.ts'
import { areas, llmsTxtPath, rootFiles } from './areas.ts'

/*
 * What next.config.mjs reads from the route table: its rewrites (the default language's unprefixed
 * addresses, the Markdown copies, made-up /_next/ addresses) and its cache headers. Plain TypeScript.
 */

/**
 * next.config.mjs's rewrites that serve the default language's unprefixed addresses from
 * app/[locale] (/pricing is /en/pricing inside; /en/… itself redirects to the unprefixed address),
 * leaving the top-level areas, files, Next's own 404 page and the Markdown copies (app/md) alone.
 */
export function defaultLocaleRewrites() {
  const escape = (path: string) => path.slice(1).replace(/\./g, '\\.')
  const topLevel = areas.filter((area) => !area.localized).map((area) => escape(area.path))
  const files = [...rootFiles, '/index.md'].map(escape)
  // Next's own 404 page (/_not-found), which proxy.ts rewrites an unknown address to, is Next's: under
  // /en it would be a page built from sections named "_not-found" (app/[locale]/(site)/[slug]).
  const skipped = `(?:${locales.join('|')})(?:/|$)|_next/|_not-found$|(?:${[...topLevel, 'md'].join('|')})(?:/|$)|(?:${files.join('|')})$`
  return [
    { source: '/', destination: `/${defaultLocale}` },
    { source: `/:path((?!${skipped}).+)`, destination: `/${defaultLocale}/:path` },
  ]
}

/**
 * next.config.mjs's `afterFiles` rewrite of an address under /_next/ that is none of Next's files.
 * Next's own (its scripts, styles and fonts under /_next/static, the image optimizer) are answered
 * before the afterFiles rewrites are read, and the pages with parameters after: without this, a
 * made-up /_next/<x> reaches app/[locale] with "_next" as its language, whose 404 is kept in the
 * route cache, one entry per address, with Next's year-long s-maxage. The API's catch-all answers
 * it instead: a plain 404 made per request, kept by nobody (lib/plain-not-found.ts).
 */
export const madeUpNextFileRewrites = () => [{ source: '/_next/:path*', destination: '/api/_next/:path*' }]

/**
 * next.config.mjs's first `beforeFiles` rewrite: an address ending in .rsc (/pricing.rsc,
 * /pricing.segments/x.segment.rsc), the form Next gives its pages' data files on a CDN that routes
 * by address. `next start` never asks for one (its router's requests carry `_rsc` and headers),
 * and Next hands the proxy such an address without its suffix, so only this rule sees it: the
 * API's plain 404, rather than a page's 404 kept in the route cache per address.
 */
export const rscFileRewrites = () => [{ source: '/:path(.*\\.rsc)', destination: '/api/_rsc' }]

/**
 * What a CDN may keep for a while (next.config.mjs's publicCacheControl), as header sources: the
 * public pages and areas in every language (the blog's articles, lists, feeds and share cards),
 * the Markdown copies and the site's files.
 */
export const publicCachePaths = [
  ...routeList.filter((route) => route.cache === 'public').flatMap((route) => inEveryLanguage(route.path)),
  ...areas
    .filter((area) => area.cache === 'public')
    .flatMap((area) => [area.path, `${area.path}/:path*`])
    .flatMap((source) => inEveryLanguage(source)),
  ...routeList
    .filter((route) => route.markdown)
    .flatMap((route) => locales.map((locale) => markdownPath(route.path, locale))),
  ...rootFiles,
  ...inEveryLanguage(llmsTxtPath),
]

/**
 * The addresses nobody may keep, as next.config.mjs header sources: the private areas, and the
 * pages made per request (their nonce is secret), which the pages built from sections' one-segment
 * pattern (/:slug) also matches; these rules come after the public ones and win.
 */
export const privateCacheSources = [
  ...areas
    .filter((area) => area.cache === 'private')
    .flatMap((area) =>
      [area.path, `${area.path}/:path*`].flatMap((source) => (area.localized ? inEveryLanguage(source) : [source])),
    ),
  ...routeList.filter((route) => route.perRequest).flatMap((route) => inEveryLanguage(route.path)),
  // The bare name of a folder whose files set their own policy (/media): a plain 404 the pages' one-segment pattern also matches.
  ...areas.filter((area) => area.cache === 'next' && !area.localized).map((area) => area.path),
  // Next's data files' form (/security.rsc), a plain 404 that the pages' one-segment pattern also matches.
  ...rscFileRewrites().map((rewrite) => rewrite.source),
]

/**
 * next.config.mjs's rewrites of the pages' Markdown copies, in every language, to app/md/<locale>:
 * the home page's (/index.md, /es/index.md), the other fixed pages' as one pattern, then those of
 * the pages with a parameter (a category, an article, a page built from sections, a case study) in
 * the table's order, the more specific first. proxy.ts answers an unpublished page's copy with a 404 before.
 */
export function markdownRewrites() {
  const fixed = markdownPaths.filter((path) => path !== '/').map((path) => path.slice(1))
  const withParameters = routeList.filter((route) => route.markdown && !isStatic(route))
  return locales.flatMap((locale) => [
    { source: markdownPath('/', locale), destination: `/md/${locale}` },
    { source: markdownPath(`/:page(${fixed.join('|')})`, locale), destination: `/md/${locale}/:page` },
    ...withParameters.map((route) => ({
      source: markdownPath(route.path, locale),
      destination: `/md/${locale}${route.path}`,
    })),
  ])
}

/** The pages that answer a request preferring Markdown with a redirect to their copy (proxy.ts), in every language: `Vary: Accept`. */
export const negotiatedPaths = [...markdownPaths, `${routes.blog.path}/:path+`].flatMap((path) => inEveryLanguage(path))
