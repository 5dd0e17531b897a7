import { splitLocale } from '../i18n/locales.ts'
import { inEveryLanguage, staticRoutes } from '../routes.ts'
import { areaOf, areas, rootFiles } from './areas.ts'
import { imageOptimizerPath } from '../media.ts'

/*
 * proxy.ts's decisions from the route table: which requests it sees (its matcher), what it checks,
 * what it refuses, and the pages it gives a script nonce. Plain TypeScript.
 */

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
type ConditionalMatcher = { source: string; has: { type: 'cookie'; key: string }[] }

/** Next's draft mode cookie (app/draft/paths.ts re-exports it for next.config.mjs). */
export const draftModeCookie = '__prerender_bypass'
/**
 * Set by proxy.ts on a request whose draft-mode cookie is this build's, and removed from any
 * other: the draft rewrites ask for both, as Next's rewrites see the cookies the request came with.
 */
export const draftModeCheckedHeader = 'x-medicore-draft-mode'

/** The folders that answer every address below them themselves, in no language: proxy.ts leaves them alone. */
const selfAnswering = areas.filter((area) => !area.localized && !('rewriteOnly' in area))

/** Whether an address is in one of the folders that answer for themselves (the Studio, the API…). */
export const isSelfAnswering = (pathname: string) => selfAnswering.some((area) => areaOf(pathname) === area)

/** Whether an address is in an area whose route handlers read their own posts (the trust center's upload and one-click unsubscribe). */
export function readsOwnPosts(pathname: string): boolean {
  const area = areaOf(splitLocale(pathname).path)
  return area !== undefined && 'ownPosts' in area
}

/**
 * proxy.ts's matcher, which Next requires to be a literal there: tests/unit/routes.test.ts checks
 * that the literal is this. The proxy sees every address but Next's own files and the folders
 * that answer every address below them themselves (the Studio, the API, the language switcher,
 * the images): it decides on every page, fixed or not, before Next renders or keeps anything
 * (proxy.ts). It also sees the image optimizer's requests, whose `url` must be an image the site
 * serves (lib/media.ts), and every request that carries a draft-mode cookie (it must be this build's).
 */
export function proxyMatcher(): (string | ConditionalMatcher)[] {
  const folders = selfAnswering.map((area) => area.path.slice(1))
  return [
    `/((?!_next/|(?:${folders.join('|')})(?:/|$)).*)`,
    imageOptimizerPath,
    { source: '/((?!_next/).*)', has: [{ type: 'cookie', key: draftModeCookie }] },
  ]
}

/**
 * What the site answers at an address may be kept and handed to other visitors (Next's route
 * cache, a CDN): a public page, an article, a list, a file. Such a page is never rendered for a
 * request's query (proxy.ts sends the visitor to its address without one), since Next writes the
 * query it rendered with into the page. Undefined for the pages that read their query: made per
 * request, the accounts, the search. `browserQuery`: the parameters its own script reads in the
 * browser, from the fragment.
 */
export function keptPageOf(pathname: string): { browserQuery: readonly string[] } | undefined {
  const { path } = splitLocale(pathname)
  // A route's own declaration before its area's: /trust/access is made per request inside the kept /trust.
  const route = staticRoutes.find((candidate) => candidate.path === path)
  if (route) return route.cache === 'public' ? { browserQuery: route.browserQuery ?? [] } : undefined
  const area = areaOf(path)
  if (area) return area.cache === 'public' ? { browserQuery: [] } : undefined
  return { browserQuery: [] }
}
