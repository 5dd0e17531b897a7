import { NextResponse, type NextRequest } from 'next/server'
import { blogAddressExists, isArticleOrCategoryAddress } from './lib/blog/addresses'
import { collectionItemOf } from './lib/collections/routes'
import { getPublishedAddresses, getRedirectFrom } from './lib/content'
import { isSiteAddress } from './lib/content/redirect-rules'
import { isDraftModeCookieValid } from './lib/draft-mode-cookie'
import { plainNotFound } from './lib/plain-not-found'
import { checkFormRequest, refusalResponse } from './lib/forms/body-guard'
import { defaultLocale, localizedPath, splitLocale, type Locale } from './lib/i18n/locales'
import { pageOfMarkdownAddress, prefersMarkdown } from './lib/markdown/negotiation'
import { isPublishedPageAddress, pageSlugOf } from './lib/pages/addresses'
import { accountsUnavailable } from './lib/public-host'
import { letThrough } from './lib/script-nonce'
import {
  draftModeCheckedHeader,
  draftModeCookie,
  isRefusedAddress,
  markdownCopyOf,
  markdownPaths,
  notFoundPagePath,
  proxyCheckOf,
} from './lib/routes'

/*
 * Next 16's request proxy (formerly middleware). It has to be a file at the top of the project
 * (or in src/). It decides before any page renders:
 * - the account pages on a public production host that lacks its settings (lib/public-host.ts):
 *   a 503 before anything of the accounts runs;
 * - the pages with forms: it is the only code that runs before Next's server-action handler
 *   reads a body, and that handler turns a body over the limit into a 500 (lib/forms/body-guard.ts);
 * - addresses nobody published: an unknown article, category, list page, share card or Markdown
 *   copy, and any other address the site does not answer, get their redirect (one staff manage,
 *   or a renamed article's old address) or Next's prerendered 404 page, never kept by a cache (a
 *   POST, or any method but GET and HEAD, gets a plain 404). What exists is a lookup in this
 *   instance's copy of the published addresses (lib/content/kept-snapshot.ts), never a render or a
 *   cache entry. Here rather than in the pages, as when a page generated on its first visit calls
 *   notFound(), Next 16 answers with an empty HTML shell that only JavaScript fills in
 *   (vercel/next.js#95613);
 * - an address below the account pages or the search that the route table does not list, /draft/…
 *   asked for by name (only draft mode's rewrites, which come after this, may lead there), and a
 *   folder or file that has no language under a language's prefix (/es/robots.txt, /es/studio/…)
 *   get the same 404, before any other check;
 * - a request that asks for Markdown at a page's address is sent to the page's Markdown copy;
 * - a draft-mode cookie that is not this build's is dropped, so it gets the published page;
 * - the pages made per request get a fresh script nonce (lib/script-nonce.ts).
 * next.config.mjs's redirects run before this, its rewrites after.
 */
export async function proxy(request: NextRequest) {
  const draftCookie = request.cookies.get(draftModeCookie)?.value
  if (draftCookie === undefined) return (await decide(request, false)) ?? letThrough(request)
  const inDraftMode = isDraftModeCookieValid(draftCookie)
  // A made-up cookie is dropped, and so is the header the draft rewrites ask for unless this is draft mode.
  if (!inDraftMode) request.cookies.delete(draftModeCookie)
  const answer =
    (await decide(request, inDraftMode)) ??
    letThrough(request, (headers) =>
      inDraftMode ? headers.set(draftModeCheckedHeader, '1') : headers.delete(draftModeCheckedHeader),
    ) ??
    NextResponse.next()
  if (!inDraftMode) answer.headers.append('Set-Cookie', `${draftModeCookie}=; Path=/; Max-Age=0`)
  return answer
}

async function decide(request: NextRequest, inDraftMode: boolean): Promise<Response | undefined> {
  const { pathname } = request.nextUrl
  // A made-up address below the account pages or the search, /draft/… asked for by name (the draft
  // rewrites come after this), a folder or file without a language under a prefix: before any check.
  if (isRefusedAddress(pathname)) return isRead(request) ? notFound(request) : plainNotFound('No such page.')
  const check = proxyCheckOf(pathname)
  if (check === 'account') {
    const unavailable = accountsUnavailable(request)
    if (unavailable) return unavailable
  }
  // A published page built from sections may place the contact form: its posts get the same body check.
  if (check || (request.method === 'POST' && (await isPublishedPage(pathname)))) {
    const refusal = await checkFormRequest(request)
    return refusal ? refusalResponse(refusal, request) : undefined
  }
  /*
   * Any other method reaches a page only at the site's own addresses (and in draft mode): a POST to
   * a made-up page or case study would otherwise render it, and keep a read of the content for its
   * made-up slug in the data cache.
   */
  if (!isRead(request)) return inDraftMode || isSiteAddress(pathname) ? undefined : plainNotFound('No such page.')

  // The Markdown copies' own route (app/md) is reached through next.config.mjs's rewrites only.
  if (pathname === '/md' || pathname.startsWith('/md/')) return notFound(request)
  const markdownOf = pageOfMarkdownAddress(pathname)
  if (markdownOf !== undefined) return (await hasMarkdownCopy(markdownOf)) ? undefined : notFound(request)

  const { locale, path } = splitLocale(pathname)
  const wantsMarkdown = locale === defaultLocale && prefersMarkdown(request.headers.get('accept'))
  if (path.startsWith('/blog/')) {
    // In draft mode staff may open an article that exists only as a draft: its page decides.
    if (inDraftMode) return undefined
    const exists = blogAddressExists(path, (await getPublishedAddresses()).blog[locale])
    if (exists === false) return (await redirectFrom(request)) ?? notFound(request)
    return exists && wantsMarkdown && isArticleOrCategoryAddress(path) ? toMarkdownCopy(request, path) : undefined
  }
  if (wantsMarkdown && (markdownPaths as readonly string[]).includes(path)) return toMarkdownCopy(request, path)
  const item = collectionItemOf(path)
  // A collection's document (/case-studies/<slug>) or its share card: published in this language (or, in draft mode, its page decides).
  if (item) {
    if (inDraftMode) return undefined
    if (!(await isPublishedItem(item, locale))) return (await redirectFrom(request)) ?? notFound(request)
    return wantsMarkdown && !item.card ? toMarkdownCopy(request, path) : undefined
  }
  const page = pageSlugOf(path)
  // A page built from sections: published in this language (or, in draft mode, its page decides).
  if (page && (inDraftMode || isPublishedPageAddress(path, (await getPublishedAddresses()).pages[locale])))
    return wantsMarkdown && !page.card && !inDraftMode ? toMarkdownCopy(request, path) : undefined
  if (isSiteAddress(pathname)) return undefined
  return (await redirectFrom(request)) ?? notFound(request)
}

const isRead = (request: NextRequest) => request.method === 'GET' || request.method === 'HEAD'

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

/** Whether the site has a Markdown copy of this page: the fixed pages', and the published English articles', categories', pages' and collection documents'. */
async function hasMarkdownCopy(page: string) {
  if ((markdownPaths as readonly string[]).includes(page)) return true
  const item = collectionItemOf(page)
  if (item) return !item.card && isPublishedItem(item, defaultLocale)
  const published = await getPublishedAddresses()
  if (pageSlugOf(page)?.card === false) return isPublishedPageAddress(page, published.pages.en)
  return isArticleOrCategoryAddress(page) && blogAddressExists(page, published.blog.en) === true
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
const toMarkdownCopy = (request: NextRequest, path: string) => {
  const response = uncached(NextResponse.redirect(new URL(markdownCopyOf(path), request.url), 303))
  response.headers.set('Vary', 'Accept')
  return response
}

const uncached = (response: NextResponse) => {
  response.headers.set('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  return response
}

// lib/routes.ts's proxyMatcher(), written out: Next requires a literal (tests/unit/routes.test.ts compares them).
export const config = {
  matcher: [
    '/contact-us',
    '/es/contact-us',
    '/demo',
    '/es/demo',
    '/demo/booking',
    '/es/demo/booking',
    '/trust',
    '/es/trust',
    '/trust/access',
    '/es/trust/access',
    '/trust/subscription',
    '/es/trust/subscription',
    '/search',
    '/es/search',
    '/users/:path*',
    '/es/users/:path*',
    '/account/:path*',
    '/es/account/:path*',
    '/blog/:path+',
    '/es/blog/:path+',
    '/((?!_next/|(?:studio|api|language|media)(?:/|$)|(?:(?:es)/)?(?:blog|trust/documents|trust/request|trust/unsubscribe|trust)(?:/|$)|(?:icon\\.svg|robots\\.txt|sitemap\\.xml|llms\\.txt|\\.well-known/security\\.txt)$|(?:(?:es)/)?(?:features|pricing|legal|privacy|opengraph-image)$|(?:es)$).+)',
    { source: '/((?!_next/).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    {
      source: '/:page(features|pricing|contact-us|blog|legal|privacy|trust)?',
      has: [{ type: 'header', key: 'accept', value: '.*text/markdown.*' }],
    },
  ],
}
