import { prefixedLocales, splitLocale } from '../i18n/locales.ts'
import { inEveryLanguage, routes, staticRoutes } from '../routes.ts'
import { areaOf, areas, rootFiles, siteFiles } from './areas.ts'
import type { Route } from './route.ts'

/*
 * proxy.ts's decisions from the route table: which requests it sees (its matcher), what it checks,
 * what it refuses, and the pages it gives a script nonce. Plain TypeScript.
 */

/** A collection's list page: the proxy sees it (its Markdown negotiation too), so that adding one leaves proxy.ts's matcher as it is. */
const isCollectionList = (route: Route) => route.collection === 'list'

/** The pages made per request, in every language: proxy.ts gives them a script nonce (lib/script-nonce.ts). */
export const perRequestPaths = staticRoutes
  .filter((route) => route.perRequest)
  .flatMap((route) => inEveryLanguage(route.path))

/** Whether proxy.ts runs its account checks ('account') or its form body check ('form') for this path. */
export function proxyCheckOf(pathname: string): 'form' | 'account' | undefined {
  const { path } = splitLocale(pathname)
  const area = areas.find(
    (candidate) => 'proxy' in candidate && (path === candidate.path || path.startsWith(`${candidate.path}/`)),
  )
  if (area && 'proxy' in area) return area.proxy
  return staticRoutes.find((route) => route.path === path)?.proxy
}

/**
 * Whether proxy.ts answers an address with a 404 before anything else: one the site's own pages and
 * folders do not have, though its shape might make Next render a page for it.
 * - A made-up address inside an area that has only the route table's pages (/users/<x>,
 *   /account/<x>, /search/<x>, in every language). Rendered, it would be the generic
 *   [slug]/[item] page's 404, kept in the route cache for good.
 * - An area reached only through a rewrite (/draft/…): a request the proxy sees there asked for it
 *   by name, since the rewrites come after the proxy.
 * - A folder or file that has no language, under a language's prefix (/es/robots.txt, /es/studio/…):
 *   app/[locale] would render its 404 and keep it.
 */
export function isRefusedAddress(pathname: string): boolean {
  const { path } = splitLocale(pathname)
  const area = areaOf(path)
  if (area && ('proxy' in area || 'routesOnly' in area)) return !staticRoutes.some((route) => route.path === path)
  if (pathname !== path)
    return (area !== undefined && !area.localized) || (rootFiles as readonly string[]).includes(path)
  return area !== undefined && 'rewriteOnly' in area
}

/** A proxy matcher entry that runs only for requests with this cookie or header (Next's `has`). */
type ConditionalMatcher = { source: string; has: { type: 'cookie' | 'header'; key: string; value?: string }[] }

/** Next's draft mode cookie (app/draft/paths.ts re-exports it for next.config.mjs). */
export const draftModeCookie = '__prerender_bypass'
/**
 * Set by proxy.ts on a request whose draft-mode cookie is this build's, and removed from any
 * other: the draft rewrites ask for both, as Next's rewrites see the cookies the request came with.
 */
export const draftModeCheckedHeader = 'x-medicore-draft-mode'

/**
 * proxy.ts's matcher, which Next requires to be a literal there: tests/unit/routes.test.ts checks
 * that the literal is this. The proxy sees the pages it checks or gives a script nonce, the blog
 * (renamed addresses), and every address a staff redirect may start from: not Next's files, the
 * areas, the fixed pages nor the site's files, in every language. It also sees every request that
 * carries a draft-mode cookie (it must be this build's), and the pages with a Markdown copy when
 * Markdown is asked for.
 */
export function proxyMatcher(): (string | ConditionalMatcher)[] {
  const seesAll = (path: string) => areas.some((area) => 'proxy' in area && areaOf(path) === area)
  const checked = [
    ...staticRoutes
      .filter((route) => (route.proxy || route.perRequest) && !seesAll(route.path))
      .map((route) => route.path),
    ...areas.flatMap((area) => ('proxy' in area ? [`${area.path}/:path*`] : [])),
    `${routes.blog.path}/:path+`,
  ].flatMap(inEveryLanguage)
  const escape = (path: string) => path.slice(1).replace(/\./g, '\\.')
  // The areas the proxy leaves alone: each answers every address below it itself, in its own language(s) only.
  const skipped = areas.filter((area) => !('proxy' in area) && !('routesOnly' in area) && !('rewriteOnly' in area))
  const skippedAreas = skipped.map((area) => escape(area.path))
  const unprefixedAreas = skipped.filter((area) => !area.localized).map((area) => escape(area.path))
  const localizedAreas = skipped.filter((area) => area.localized).map((area) => escape(area.path))
  const localizedFiles = [
    ...staticRoutes.filter(
      (route) => !route.proxy && !route.perRequest && route.path !== '/' && !isCollectionList(route),
    ),
    ...siteFiles.filter((path) => !(rootFiles as readonly string[]).includes(path)).map((path) => ({ path })),
  ]
    .map((route) => escape(route.path))
    .filter((path) => !skippedAreas.includes(path))
  const prefixes = `(?:(?:${prefixedLocales.join('|')})/)?`
  const homes = prefixedLocales.join('|')
  const markdownPages = staticRoutes
    .filter((route) => route.markdown && route.path !== '/' && !isCollectionList(route))
    .map((route) => route.path.slice(1))
  // Not Next's files, nor what the site answers itself: the folders and files that have no language
  // without a prefix only (/es/robots.txt, /es/studio/x are the proxy's 404s), the others in every language.
  return [
    ...checked,
    `/((?!_next/|(?:${unprefixedAreas.join('|')})(?:/|$)|${prefixes}(?:${localizedAreas.join('|')})(?:/|$)|(?:${rootFiles.map(escape).join('|')})$|${prefixes}(?:${localizedFiles.join('|')})$|(?:${homes})$).+)`,
    { source: '/((?!_next/).*)', has: [{ type: 'cookie', key: draftModeCookie }] },
    {
      source: `/:page(${markdownPages.join('|')})?`,
      has: [{ type: 'header', key: 'accept', value: '.*text/markdown.*' }],
    },
  ]
}
