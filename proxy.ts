import { NextResponse, type NextRequest } from 'next/server'
import { draftModeCookie } from './app/draft/paths'
import { blogAddressCheck } from './lib/blog/addresses'
import { getPublishedBlog, getRedirectFrom } from './lib/content'
import { isSiteAddress } from './lib/content/redirect-rules'
import { checkFormRequest, refusalResponse } from './lib/forms/body-guard'
import { accountsUnavailable } from './lib/public-host'
import { locales, splitLocale, type Locale } from './lib/i18n/locales'
import { proxyCheckOf } from './lib/routes'
import { withScriptNonce } from './lib/script-nonce'

/*
 * Next 16's request proxy (formerly middleware). It has to be a file at the top of the project
 * (or in src/). Four jobs:
 * - the account pages on a public production host that lacks its settings (lib/public-host.ts):
 *   a 503 before anything of the accounts runs;
 * - the pages with forms: it is the only code that runs before Next's server-action handler
 *   reads a body, and that handler turns a body over the limit into a 500 (lib/forms/body-guard.ts);
 * - the blog's addresses: one the published blog does not have gets its redirect (a renamed
 *   article's or category's old address, lib/publish/renames.ts) or Next's own 404 page. The
 *   article, category and list pages are generated on their first visit, and when such a page
 *   calls notFound() at request time, Next 16 answers with an empty HTML shell that only
 *   JavaScript fills in (vercel/next.js#95613), while its 404 for an unknown address is the full page;
 * - every other address the site does not answer itself: the redirects staff manage in the
 *   Studio. Here rather than in a catch-all page, for the same reason. The Studio refuses
 *   redirects from the site's own addresses, so one never hides a page; next.config.mjs's
 *   redirects run before this.
 */
export const proxy = withScriptNonce(async (request: NextRequest) => {
  const { pathname } = request.nextUrl
  const check = proxyCheckOf(pathname)
  if (check === 'account') {
    const unavailable = accountsUnavailable(request)
    if (unavailable) return unavailable
  }
  if (check) {
    const refusal = await checkFormRequest(request)
    return refusal ? refusalResponse(refusal, request) : undefined
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const { locale, path } = splitLocale(pathname)
  // An article's or category's Markdown copy (/blog/<slug>.md) is answered, or refused, by app/md.
  if (path.startsWith('/blog/') && !path.endsWith('.md')) {
    // In draft mode staff may open an article that exists only as a draft: its page decides.
    if (request.cookies.has(draftModeCookie)) return undefined
    if (!(await isUnknownBlogAddress[locale](path))) return undefined
    return (await redirectFrom(request)) ?? NextResponse.rewrite(new URL(notFoundPath, request.url))
  }
  if (isSiteAddress(pathname)) return undefined
  return redirectFrom(request)
})

/** The redirect staff manage (or a rename left) from the request's address, if there is one. */
async function redirectFrom(request: NextRequest) {
  const target = await getRedirectFrom(request.nextUrl.pathname)
  if (!target) return undefined
  // Next sends a same-site Location as a path, as it does for next.config.mjs's redirects.
  const response = NextResponse.redirect(new URL(target.to, request.url), target.permanent ? 308 : 307)
  // Never kept by a browser or CDN, so that changing or deleting the redirect in the Studio applies at once.
  response.headers.set('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  return response
}

/** Each language's blog has its own articles and categories, and so its own addresses. */
const isUnknownBlogAddress = Object.fromEntries(
  locales.map((locale) => [locale, blogAddressCheck(() => getPublishedBlog(locale))]),
) as Record<Locale, (path: string) => Promise<boolean>>

/** Next's own 404 page, prerendered at build time; a rewrite to it answers with the 404 status. */
const notFoundPath = '/_not-found'

// lib/routes.ts's proxyMatcher(), written out: Next requires a literal (tests/unit/routes.test.ts compares them).
export const config = {
  matcher: [
    '/contact-us',
    '/es/contact-us',
    '/search',
    '/es/search',
    '/users/:path*',
    '/es/users/:path*',
    '/account/:path*',
    '/es/account/:path*',
    '/blog/:path+',
    '/es/blog/:path+',
    '/((?!_next/|(?:(?:es)/)?(?:studio|api|language|draft|blog|media|search)(?:/|$)|(?:(?:es)/)?(?:features|pricing|legal|privacy|icon\\.svg|robots\\.txt|sitemap\\.xml|llms\\.txt|opengraph-image)$|(?:es)$).+)',
  ],
}
