import { NextResponse, type NextRequest } from 'next/server'
import { blogAddressExists, isArticleOrCategoryAddress } from './lib/blog/addresses'
import { collectionItemOf } from './lib/collections/routes'
import { getPublishedAddresses, getRedirectFrom } from './lib/content'
import { isSiteAddress } from './lib/content/redirect-rules'
import { isDraftModeCookieValid } from './lib/draft-mode-cookie'
import { plainNotFound } from './lib/plain-not-found'
import { checkFormRequest, refusalResponse } from './lib/forms/body-guard'
import { defaultLocale, localizedPath, splitLocale, type Locale } from './lib/i18n/locales'
import { prefersMarkdown } from './lib/markdown/negotiation'
import { isPublishedPageAddress, pageSlugOf } from './lib/pages/addresses'
import { readPath } from './lib/path-segments'
import { accountsUnavailable } from './lib/public-host'
import { letThrough } from './lib/script-nonce'
import { markdownPaths } from './lib/routes'
import {
  draftModeCheckedHeader,
  draftModeCookie,
  isRefusedAddress,
  isSelfAnswering,
  keptPageOf,
  proxyCheckOf,
  readsOwnPosts,
} from './lib/routes/proxy'
import { markdownCopyOf, markdownPath } from './lib/addresses'
import { imageOptimizerPath, isServedImageUrl } from './lib/media'
import { notFoundPagePath } from './lib/routes/areas'

/*
 * Next 16's request proxy (formerly middleware). It has to be a file at the top of the project
 * (or in src/). It sees every address but Next's own files and the folders that answer for
 * themselves (lib/routes.ts's proxyMatcher), and decides before any page renders:
 * - the image optimizer resizes only the bundled images /media serves (lib/media.ts): any other
 *   `url` would be fetched from inside the server, where no client's limit applies;
 * - the address as the router will serve it (lib/path-segments.ts's readPath): a name longer than
 *   any of the site's is refused, and %XX are read once, here: an address that decodes to one the
 *   site could have is sent there (/%70ricing to /pricing), any other is a 404 unless a redirect
 *   staff manage starts there. What follows decides on plain addresses only;
 * - the account pages on a public production host that lacks its settings (lib/public-host.ts):
 *   a 503 before anything of the accounts runs;
 * - the pages with forms: it is the only code that runs before Next's server-action handler
 *   reads a body, and that handler turns a body over the limit into a 500 (lib/forms/body-guard.ts).
 *   Any other method than GET and HEAD reaches only those pages (and draft mode's): elsewhere it
 *   is a 405, or a 404 where the site has no page, so no made-up action reaches Next;
 * - addresses nobody published: an unknown article, category, list page, share card or Markdown
 *   copy, and any other address the site does not answer, get their redirect (one staff manage,
 *   or a renamed article's old address) or Next's prerendered 404 page, never kept by a cache.
 *   What exists is a lookup in this instance's copy of the published addresses
 *   (lib/content/kept-snapshot.ts), never a render or a cache entry. Here rather than in the pages,
 *   as when a page generated on its first visit calls notFound(), Next 16 answers with an empty
 *   HTML shell that only JavaScript fills in (vercel/next.js#95613);
 * - an address below the account pages or the search that the route table does not list, /draft/…
 *   asked for by name (only draft mode's rewrites, which come after this, may lead there), and a
 *   folder or file that has no language under a language's prefix (/es/robots.txt, /es/studio/…)
 *   get the same 404, before any other check;
 * - a request that asks for Markdown at a page's address is sent to the page's Markdown copy;
 * - a draft-mode cookie that is not this build's is dropped, so it gets the published page;
 * - the pages made per request get a fresh script nonce (lib/script-nonce.ts);
 * - a page that is kept and handed to every visitor (lib/routes.ts's keptPageOf) is never
 *   rendered for a query: Next writes the address and query it rendered for into the page (its
 *   router's canonical address and rendered search), so a page regenerated after a publish for
 *   `?email=…&token=…` carried one visitor's token to everyone. A request with a query is sent to
 *   the page's address without it (a 307 nobody keeps; Next's own `_rsc` stays), and what the
 *   page reads in the browser (the contact form's subject) goes into the fragment.
 * next.config.mjs's redirects run before this, its rewrites after.
 */
export async function proxy(request: NextRequest) {
  // The image optimizer fetches only the bundled images /media serves (lib/media.ts).
  if (request.nextUrl.pathname === imageOptimizerPath)
    return (await isServedImageUrl(request.nextUrl.searchParams.get('url')))
      ? NextResponse.next()
      : plainNotFound('No such image.')
  const draftCookie = request.cookies.get(draftModeCookie)?.value
  if (draftCookie === undefined) return (await decide(request, false)) ?? goOn(request)
  const inDraftMode = isDraftModeCookieValid(draftCookie)
  // A made-up cookie is dropped, and so is the header the draft rewrites ask for unless this is draft mode.
  if (!inDraftMode) request.cookies.delete(draftModeCookie)
  const answer =
    (await decide(request, inDraftMode)) ??
    // Draft mode's pages are made per request, for staff: they keep their query.
    (inDraftMode
      ? letThrough(request, (headers) => headers.set(draftModeCheckedHeader, '1'))
      : goOn(request, (headers) => headers.delete(draftModeCheckedHeader))) ??
    NextResponse.next()
  if (!inDraftMode) answer.headers.append('Set-Cookie', `${draftModeCookie}=; Path=/; Max-Age=0`)
  return answer
}

/**
 * The request goes on to Next, unless it asks for a kept page with a query (see above): then the
 * visitor is sent to the page's address without it (Next's own `_rsc` stays), with what the page
 * reads in the browser moved to the fragment. Nobody keeps that redirect.
 */
function goOn(request: NextRequest, adjust?: (headers: Headers) => void) {
  const { pathname, searchParams } = request.nextUrl
  // Next's router asks with its RSC header; without it, Next writes `_rsc` into the page as any other parameter.
  const nextsOwn = request.headers.get('rsc') === '1' ? rscQuery : undefined
  const kept = [...searchParams.keys()].some((name) => name !== nextsOwn) ? keptPageOf(pathname) : undefined
  if (!kept) return letThrough(request, adjust)
  const bare = new URL(pathname, request.url)
  const rsc = nextsOwn && searchParams.get(nextsOwn)
  if (typeof rsc === 'string') bare.searchParams.set(rscQuery, rsc)
  const fragment = new URLSearchParams(
    [...searchParams].filter(([name]) => kept.browserQuery.includes(name)),
  ).toString()
  if (fragment) bare.hash = fragment
  return uncached(NextResponse.redirect(bare, 307))
}

/** Next's own cache-busting parameter of its router's requests (with the RSC header), which it leaves out of the page then. */
const rscQuery = '_rsc'

async function decide(request: NextRequest, inDraftMode: boolean): Promise<Response | undefined> {
  const { pathname } = request.nextUrl
  const reading = readPath(pathname)
  if (reading.as === 'refused') return plainAnswer(reading.status, reading.reason)
  if (reading.as !== 'written') {
    if (!isRead(request)) return plainNotFound('No such page.')
    const redirect = await redirectFrom(request)
    if (redirect || reading.as === 'foreign') return redirect ?? notFound(request)
    const plain = new URL(reading.plain, request.url)
    plain.search = request.nextUrl.search
    return uncached(NextResponse.redirect(plain, 308))
  }
  // A made-up address below the account pages or the search, /draft/… asked for by name (the draft
  // rewrites come after this), a folder or file without a language under a prefix: before any check.
  if (isRefusedAddress(pathname)) return isRead(request) ? notFound(request) : plainNotFound('No such page.')
  const check = proxyCheckOf(pathname)
  if (check === 'account') {
    const unavailable = accountsUnavailable(request)
    if (unavailable) return unavailable
  }
  // A published page built from sections may show the contact form: its posts get the same body check.
  // A read of a page with a form goes on below (an agent may ask for its Markdown copy).
  if ((check && !isRead(request)) || (request.method === 'POST' && (await showsForm(pathname)))) {
    const refusal = await checkFormRequest(request)
    return refusal ? refusalResponse(refusal, request) : undefined
  }
  /*
   * Any other method reaches no page but in draft mode, where staff may try a form of a draft: a
   * POST to a made-up page or case study would otherwise render it, and keep a read of the content
   * for its made-up slug in the data cache; one to a page without a form hands Next an action it
   * cannot find, which it logs with a stack each time.
   */
  if (!isRead(request)) {
    if (inDraftMode || isSelfAnswering(pathname) || readsOwnPosts(pathname)) return undefined
    return isSiteAddress(pathname) || (await isPublishedPage(pathname))
      ? plainAnswer(405, 'This page takes no forms.', { allow: 'GET, HEAD' })
      : plainNotFound('No such page.')
  }

  // The Markdown copies' own route (app/md) is reached through next.config.mjs's rewrites only.
  if (pathname === '/md' || pathname.startsWith('/md/')) return notFound(request)
  const markdownOf = markdownCopyOf(pathname)
  if (markdownOf) return (await hasMarkdownCopy(markdownOf.page, markdownOf.locale)) ? undefined : notFound(request)

  const { locale, path } = splitLocale(pathname)
  const wantsMarkdown = prefersMarkdown(request.headers.get('accept'))
  if (path.startsWith('/blog/')) {
    // In draft mode staff may open an article that exists only as a draft: its page decides.
    if (inDraftMode) return undefined
    const exists = blogAddressExists(path, (await getPublishedAddresses()).blog[locale])
    if (exists === false) return (await redirectFrom(request)) ?? notFound(request)
    return exists && wantsMarkdown && isArticleOrCategoryAddress(path)
      ? toMarkdownCopy(request, path, locale)
      : undefined
  }
  if (wantsMarkdown && (markdownPaths as readonly string[]).includes(path)) return toMarkdownCopy(request, path, locale)
  const item = collectionItemOf(path)
  // A collection's document (/case-studies/<slug>) or its share card: published in this language (or, in draft mode, its page decides).
  if (item) {
    if (inDraftMode) return undefined
    if (!(await isPublishedItem(item, locale))) return (await redirectFrom(request)) ?? notFound(request)
    return wantsMarkdown && !item.card ? toMarkdownCopy(request, path, locale) : undefined
  }
  const page = pageSlugOf(path)
  // A page built from sections: published in this language (or, in draft mode, its page decides).
  if (page && (inDraftMode || isPublishedPageAddress(path, (await getPublishedAddresses()).pages[locale])))
    return wantsMarkdown && !page.card && !inDraftMode ? toMarkdownCopy(request, path, locale) : undefined
  if (isSiteAddress(pathname)) return undefined
  return (await redirectFrom(request)) ?? notFound(request)
}

const isRead = (request: NextRequest) => request.method === 'GET' || request.method === 'HEAD'

/** Whether an address is a published page, fixed or not, that shows the contact form, in its language. */
async function showsForm(pathname: string) {
  const { locale, path } = splitLocale(pathname)
  return (await getPublishedAddresses()).forms[locale].includes(path)
}

/** Whether an address is a published page built from sections, in its language. */
async function isPublishedPage(pathname: string) {
  const { locale, path } = splitLocale(pathname)
  return pageSlugOf(path) !== undefined && isPublishedPageAddress(path, (await getPublishedAddresses()).pages[locale])
}

/** Whether a collection's document is published in `locale`. */
async function isPublishedItem({ collection, slug }: NonNullable<ReturnType<typeof collectionItemOf>>, locale: Locale) {
  const published = (await getPublishedAddresses()).collections[collection.type][locale]
  return published.some((document) => document.slug === slug)
}

/** Whether the site has a Markdown copy of this page in `locale`: the fixed pages', and the articles', categories', pages' and collection documents' published in it. */
async function hasMarkdownCopy(page: string, locale: Locale) {
  if ((markdownPaths as readonly string[]).includes(page)) return true
  const item = collectionItemOf(page)
  if (item) return !item.card && isPublishedItem(item, locale)
  const published = await getPublishedAddresses()
  if (pageSlugOf(page)?.card === false) return isPublishedPageAddress(page, published.pages[locale])
  return isArticleOrCategoryAddress(page) && blogAddressExists(page, published.blog[locale]) === true
}

/** The redirect staff manage (or a rename left) from the request's address, if there is one. */
async function redirectFrom(request: NextRequest) {
  const target = await getRedirectFrom(request.nextUrl.pathname)
  if (!target) return undefined
  // Next sends a same-site Location as a path, as it does for next.config.mjs's redirects.
  const response = NextResponse.redirect(new URL(target.to, request.url), target.permanent ? 308 : 307)
  // Never kept by a browser or CDN, so that changing or deleting the redirect in the Studio applies at once.
  return uncached(response)
}

/**
 * The 404 page, prerendered at build time: Next's own (English) for an address without a language
 * prefix, where a rewrite answers with the 404 status, and the language's own under its prefix.
 * A made-up address with a query string is first sent to itself without it: Next writes the
 * address it renders for into the page, and a 404 page regenerated after a publish is kept for
 * everyone, so a mangled link's token or e-mail address would be in every later visitor's copy.
 */
function notFound(request: NextRequest) {
  if (request.nextUrl.search && isRead(request)) {
    return uncached(NextResponse.redirect(new URL(request.nextUrl.pathname, request.url), 307))
  }
  const { locale } = splitLocale(request.nextUrl.pathname)
  if (locale === defaultLocale) return uncached(NextResponse.rewrite(new URL('/_not-found', request.url)))
  const page = new URL(localizedPath(notFoundPagePath, locale), request.url)
  return uncached(NextResponse.rewrite(page, { status: 404 }))
}

/** The Markdown copy's own address: the page's address never answers Markdown, which a CDN could hand to anyone. */
const toMarkdownCopy = (request: NextRequest, path: string, locale: Locale) => {
  const response = uncached(NextResponse.redirect(new URL(markdownPath(path, locale), request.url), 303))
  response.headers.set('Vary', 'Accept')
  return response
}

/** A plain answer in a few words, made per request and kept by nothing. */
const plainAnswer = (status: number, what: string, headers: Record<string, string> = {}) =>
  new Response(`${what}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store', ...headers },
  })

const uncached = (response: NextResponse) => {
  response.headers.set('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  return response
}

// lib/routes.ts's proxyMatcher(), written out: Next requires a literal (tests/unit/routes.test.ts compares them).
export const config = {
  matcher: [
    '/((?!_next/|(?:studio|api|language|media)(?:/|$)).*)',
    '/_next/image',
    { source: '/((?!_next/).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
  ],
}
