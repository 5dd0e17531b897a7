import { isArticleOrCategoryAddress } from '../blog/addresses'
import { collectionItemOf } from '../collections/routes'
import { codeRedirects } from '../code-redirects'
import { splitLocale } from '../i18n/locales'
import { markdownPaths, staticRoutes } from '../routes'
import { areas, siteFiles } from '../routes/areas'

/*
 * The rules of the redirects staff manage, shared by the Studio (schemas/shared/redirectValidation.ts)
 * and the zod model (lib/content/models/redirect.ts), so they agree. Each check answers
 * undefined when the value is fine, or a message in plain words for the staff who edit.
 */

/** What a rule needs to know of a redirect document. */
export type RedirectSummary = { _id: string; from?: unknown; to?: unknown }

/**
 * Next answers /demo/ with a redirect to /demo (no trailing slashes), so a from-path is
 * compared without its trailing slash.
 */
export const normaliseRedirectPath = (path: string) => path.replace(/\/+$/, '') || '/'

/** The Markdown copies' own route (app/md), which next.config.mjs's rewrites serve the `.md` addresses from. */
const markdownRoute = '/md'

/**
 * Whether `path` (without a language prefix) is a Markdown copy the site serves, or may serve:
 * /index.md, a fixed page's (/pricing.md), or any address below /blog or a collection's document's
 * plus .md (an article's, a category's, a case study's, published now or later). AI agents are sent
 * there by /llms.txt.
 */
function isMarkdownCopy(path: string) {
  if (!path.endsWith('.md')) return false
  const page = path.slice(0, -'.md'.length)
  return (
    page === '/index' ||
    (markdownPaths as readonly string[]).includes(page) ||
    page.startsWith('/blog/') ||
    collectionItemOf(page)?.card === false
  )
}

/**
 * A redirect of the site's code (next.config.mjs applies them before any page) that starts from
 * `address`, and where it leads: `/en/:path*` takes /en/old to /old.
 */
function codeRedirectOf(address: string): { destination: string } | undefined {
  for (const rule of codeRedirects) {
    const wildcard = /\/:(\w+)\*$/.exec(rule.source)
    if (!wildcard) {
      if (rule.source === address) return { destination: rule.destination }
      continue
    }
    const prefix = rule.source.slice(0, wildcard.index)
    if (address !== prefix && !address.startsWith(`${prefix}/`)) continue
    const rest = address.slice(prefix.length)
    return { destination: rule.destination.replace(`/:${wildcard[1]}*`, rest) || '/' }
  }
  return undefined
}

/** Why the site already answers `address` (normalised, as written), or undefined when it does not. */
function ownRouteOf(address: string): string | undefined {
  // A page in another language is the same page under its prefix: /es/pricing is the site's as /pricing is.
  const { path } = splitLocale(address)
  if (path === markdownRoute || path.startsWith(`${markdownRoute}/`)) return 'the pages’ Markdown copies'
  if (isMarkdownCopy(path)) return 'the Markdown copy of a page'
  const area = areas.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`))
  // An article's or category's address is the blog's only while one has it: a renamed one's old
  // address may redirect (proxy.ts checks the published blog first).
  if (area && !isArticleOrCategoryAddress(path)) return area.what
  if (staticRoutes.some((route) => route.path === path)) return 'one of its pages'
  if ((siteFiles as readonly string[]).includes(path) || path.startsWith('/_')) return 'one of the files it serves'
  const coded = codeRedirectOf(address)
  if (coded) return `a redirect in the site’s code, to ${coded.destination}`
  return undefined
}

/** The address as Next routes it: %XX decoded where that is possible (/pric%69ng is /pricing). */
function decodedPath(path: string) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Why the site already answers `path` (normalised), as written or decoded; undefined when it does not. */
const siteAnswerOf = (path: string) => ownRouteOf(path) ?? ownRouteOf(decodedPath(path))

/** Whether the site answers `path` itself (a page, a file, the code's redirects): no redirect of staff's applies there. */
export const isSiteAddress = (path: string) => siteAnswerOf(normaliseRedirectPath(path)) !== undefined

/** The characters a path may hold as written (RFC 3986), other characters written as %XX. */
const pathCharacters = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/
/** The same, plus the query's and fragment's ? and #. */
const queryCharacters = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/
const spaces = /[\s\u0000-\u001f\u007f]/
const spaceMessage =
  'An address cannot contain spaces or line breaks: write a space as %20, for example /contact-us?subject=Schedule%20a%20demo.'

/** A path's own problems: the characters, empty and dot segments. */
function pathProblem(path: string): string | undefined {
  if (/\/\/|\\/.test(path)) return 'An address cannot contain two slashes in a row or a backslash.'
  if (path.split('/').some((segment) => segment === '.' || segment === '..'))
    return 'An address cannot contain /./ or /../: write the page’s own address.'
  if (!pathCharacters.test(path))
    return 'Use only letters, digits, dashes, dots, underscores and slashes in the path; write any other character as %XX (for example %20 for a space).'
  return undefined
}

/** The address a redirect starts from: a path of this site that the site does not answer itself. */
export function redirectFromProblem(from: unknown): string | undefined {
  if (typeof from !== 'string' || !from.trim()) return 'Enter the address to redirect from, for example /book-a-demo.'
  if (spaces.test(from)) return spaceMessage
  if (/^https?:\/\//i.test(from))
    return 'Write only the path after the site’s domain, starting with a slash: /book-a-demo rather than https://medicore.example/book-a-demo.'
  if (!from.startsWith('/')) return 'Start the address with a slash, for example /book-a-demo.'
  if (/[?#]/.test(from))
    return 'Leave out the query (from ? on) and the part from # on: a redirect applies to a path, for example /book-a-demo.'
  const problem = pathProblem(from)
  if (problem) return problem
  const path = normaliseRedirectPath(from)
  const route = siteAnswerOf(path)
  if (route)
    return `The site already answers ${path} (${route}), so a redirect from it would never be used. Redirect only from addresses the site does not have, such as an old page’s.`
  return undefined
}

/** The path a target names on this site (normalised, without query or fragment), or undefined for another website. */
function sitePathOf(to: unknown): string | undefined {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return undefined
  return normaliseRedirectPath(to.split(/[?#]/, 1)[0]!)
}

/**
 * Where a visitor sent to `to` lands once the code's redirects have run (/en/old lands on /old),
 * or undefined for another website: the address the redirects staff manage are looked up at.
 */
function landingPathOf(to: unknown): string | undefined {
  let path = sitePathOf(to)
  // The code's redirects lead to pages, never to one another; the bound is a guard only.
  for (let hop = 0; path !== undefined && hop < codeRedirects.length; hop++) {
    const coded = codeRedirectOf(path)
    if (!coded) break
    path = sitePathOf(coded.destination)
  }
  return path
}

/** Where a redirect leads: a page of this site (with a query if need be) or a secure address elsewhere. */
export function redirectToProblem(to: unknown, from?: unknown): string | undefined {
  if (typeof to !== 'string' || !to.trim())
    return 'Enter where visitors should go: a page of this site such as /contact-us, or a full address starting with https://.'
  if (spaces.test(to)) return spaceMessage
  if (/^http:\/\//i.test(to)) return 'Use a secure address starting with https://.'
  if (/^https:\/\//i.test(to)) {
    let url: URL
    try {
      url = new URL(to)
    } catch {
      return 'This is not a complete web address: check it, for example https://www.example.com/page.'
    }
    if (!url.hostname.includes('.'))
      return 'This is not a complete web address: check it, for example https://www.example.com/page.'
    if (url.username || url.password) return 'A web address here cannot carry a user name or password.'
    return undefined
  }
  if (to.startsWith('//'))
    return 'A page of this site starts with a single slash, such as /contact-us; for another website write the full address starting with https://.'
  if (!to.startsWith('/'))
    return 'Start with a slash for a page of this site, such as /contact-us, or write a full address starting with https://.'
  const problem = pathProblem(to.replace(/[?#][\s\S]*$/, ''))
  if (problem) return problem
  if (!queryCharacters.test(to))
    return 'Write any character other than letters, digits and - . _ ~ in the query as %XX (for example %20 for a space).'
  if (typeof from === 'string' && from.startsWith('/') && landingPathOf(to) === normaliseRedirectPath(from))
    return `A redirect cannot lead to its own address (${normaliseRedirectPath(from)}): visitors would go round in a circle. Pick another page.`
  return undefined
}

/*
 * Another website is a target only when site settings list its host (`redirectHosts`): a redirect
 * of the site's own address sends visitors, and the AI agents /llms.txt points at the site, there
 * with the site's authority, so staff decide once which websites that may be.
 */

/** The host names written in site settings, compared as URL parsing writes them (lower case). */
const hostKey = (host: string) => host.trim().toLowerCase()

/** A host name as site settings list it: www.hhs.gov, no scheme, port, path or wildcard. */
export function redirectHostProblem(host: unknown): string | undefined {
  if (typeof host !== 'string' || !host.trim()) return 'Enter the website’s host name, for example www.hhs.gov.'
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host.trim()))
    return 'Write only the host name, without https://: www.hhs.gov rather than https://www.hhs.gov.'
  const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
  if (!new RegExp(`^${label}(?:\\.${label})+$`).test(hostKey(host)) || host.length > 253)
    return 'Write a host name only, such as www.hhs.gov: letters, digits, dashes and dots, with no path, port, space or *.'
  return undefined
}

/** The other entries of the list that name the same host. */
export const duplicateHosts = (host: unknown, hosts: readonly unknown[]) =>
  typeof host === 'string' ? hosts.filter((other) => typeof other === 'string' && hostKey(other) === hostKey(host)) : []

/** The host names a list from site settings allows (the sound ones, in lower case). */
function allowedRedirectHosts(hosts: unknown): string[] {
  if (!Array.isArray(hosts)) return []
  return hosts.filter((host): host is string => redirectHostProblem(host) === undefined).map(hostKey)
}

/**
 * An address on another website whose host site settings do not list. Undefined for a page of
 * this site, for a listed host, and for an address that is not a sound https:// one (redirectToProblem reports that).
 */
export function redirectTargetHostProblem(to: unknown, hosts: unknown): string | undefined {
  if (typeof to !== 'string' || !/^https:\/\//i.test(to)) return undefined
  let host: string
  try {
    host = new URL(to).hostname
  } catch {
    return undefined
  }
  if (allowedRedirectHosts(hosts).includes(host)) return undefined
  return `Visitors can only be sent to the websites listed in Site settings (Redirects to other websites), and ${host} is not one of them: add it there first, or pick a page of this site.`
}

const fromKey = (from: unknown) => (typeof from === 'string' ? normaliseRedirectPath(from) : undefined)

/** The other redirects that start from the same address. */
export function findDuplicateRedirects<R extends RedirectSummary>(from: unknown, others: R[]): R[] {
  const key = fromKey(from)
  return key === undefined ? [] : others.filter((other) => fromKey(other.from) === key)
}

/**
 * Follows the chain of redirects from `to`: the redirects it passes through on its way back to
 * `from`, or undefined when it never comes back (it ends on a page, another website, or a loop
 * of other redirects, which their own check reports).
 */
export function findRedirectLoop<R extends RedirectSummary>(from: unknown, to: unknown, others: R[]): R[] | undefined {
  const start = fromKey(from)
  if (start === undefined) return undefined
  const seen = new Set<string>()
  const walk = (path: string | undefined, chain: R[]): R[] | undefined => {
    if (path === undefined) return undefined
    if (path === start) return chain
    if (seen.has(path)) return undefined
    seen.add(path)
    for (const next of others.filter((other) => fromKey(other.from) === path)) {
      const found = walk(landingPathOf(next.to), [...chain, next])
      if (found) return found
    }
    return undefined
  }
  return walk(landingPathOf(to), [])
}

/** The circle a loop makes, as addresses: /a → /b → /c → /a. */
export function describeLoop(from: string, chain: RedirectSummary[]): string {
  const start = normaliseRedirectPath(from)
  return [start, ...chain.map((redirect) => fromKey(redirect.from)), start].join(' → ')
}

/** The message for a redirect whose chain comes back to its own address. */
export const loopMessage = (from: string, chain: RedirectSummary[]) =>
  `This redirect would send visitors round in a circle: ${describeLoop(from, chain)}. Change where this one or one of the others leads.`

/** The message for a second redirect from the same address. */
export const duplicateMessage = (from: string) =>
  `There is already a redirect from ${normaliseRedirectPath(from)}. Each address can have one redirect only: edit that one, or delete this one.`
