import {
  defaultLocale,
  localeNames,
  locales,
  localizedPath,
  prefixedLocales,
  splitLocale,
  type Locale,
} from './i18n/locales.ts'

/**
 * The map of the site: every address it answers, declared once. The sitemap, draft mode's
 * rewrites and router, next.config.mjs's cache headers and Markdown rewrites, proxy.ts's
 * decisions, the Studio's link targets and Presentation locations, the 404 page's links and the
 * quality gates' page lists all derive from it. Adding a page is one entry here plus its page file.
 *
 * Plain TypeScript (erasable syntax only, imports with their .ts extension): next.config.mjs
 * imports this file with Node's type stripping.
 */

/** Who may keep a copy: a CDN for a while ('public'), nobody ('private'), or Next decides (a page made per request). */
type CachePolicy = 'public' | 'private' | 'next'

/** Where a page's <title> and description come from. */
type MetadataSource =
  /** The page document's `seo` fields. */
  | 'document'
  /** The site's own words (lib/i18n/site-text.ts); a legal page's description is its document's summary. */
  | 'code'
  /** Made by the page from what it shows (an article, a category, a search). */
  | 'page'

/** How the JavaScript budgets of `npm test` and `npm run bench` (bench/budgets.ts) hold a page. */
export type BudgetKind = 'content' | 'form' | 'auth' | 'account'

type Route = {
  /** The address, in Next's rewrite syntax: `:slug` stands for one segment. */
  path: string
  /** What staff and visitors call it: the Studio's link lists, Presentation and the 404 page. */
  name: string
  /** The document type that fills it: a page document (one per site) or the type it lists. */
  content?: string
  metadata?: MetadataSource
  /** Staff see it with their drafts in draft mode (app/draft). */
  draft: boolean
  cache: CachePolicy
  /** How search engines are told it changes; absent: not in the sitemap. */
  sitemap?: { changeFrequency: 'weekly' | 'monthly'; priority: number }
  /** Its Markdown copy at its address plus .md (app/md). */
  markdown: boolean
  /** Staff may link to it from rich text and calls to action. */
  linkTarget: boolean
  /** proxy.ts checks it first: 'form', a form's body; 'account', the accounts' settings too. */
  proxy?: 'form' | 'account'
  /** The 404 page links to it (its words: lib/i18n/site-text.ts's notFound.suggestions). */
  suggested?: true
  /**
   * Made for each request and never kept (it reads the request: cookies, the query): proxy.ts gives
   * it a Content-Security-Policy with a fresh script nonce (lib/script-nonce.ts). A prerendered
   * page must not have it: its HTML would lack the nonce, and every script would be refused.
   */
  perRequest?: true
  budget?: BudgetKind
  /**
   * Served by the generic pages of a collection (lib/collections): 'list', its documents' list at a
   * fixed address; 'item', one document at the list's address plus its slug. Its `content` is the type.
   */
  collection?: 'list' | 'item'
}

const weekly = { changeFrequency: 'weekly', priority: 0.7 } as const
const monthly = { changeFrequency: 'monthly', priority: 0.7 } as const

/* What kinds of page have in common; each entry spreads its kind's and adds its own. */
/** A public page staff edit: a CDN may keep it, with a draft version, a Markdown copy, a link target. */
const publishedPage = { draft: true, cache: 'public', markdown: true, linkTarget: true } as const
/** The blog's pages with a parameter: made on their first visit from what they show, then kept like the fixed pages. */
const blogPage = { metadata: 'page', draft: true, cache: 'public' } as const
/** The accounts' pages: nobody keeps a copy, and proxy.ts runs its account checks. */
const accountPage = { draft: false, cache: 'private', markdown: false, proxy: 'account' } as const

export const routes = {
  home: {
    ...publishedPage,
    path: '/',
    name: 'Home page',
    content: 'homePage',
    metadata: 'document',
    sitemap: { changeFrequency: 'weekly', priority: 1 },
    budget: 'content',
  },
  features: {
    ...publishedPage,
    path: '/features',
    name: 'Features',
    content: 'featuresPage',
    metadata: 'document',
    sitemap: monthly,
    suggested: true,
    budget: 'content',
  },
  pricing: {
    ...publishedPage,
    path: '/pricing',
    name: 'Pricing',
    content: 'pricingPage',
    metadata: 'document',
    sitemap: weekly,
    suggested: true,
    budget: 'content',
  },
  contact: {
    ...publishedPage,
    path: '/contact-us',
    name: 'Contact Us',
    content: 'contactPage',
    metadata: 'document',
    sitemap: monthly,
    proxy: 'form',
    suggested: true,
    budget: 'form',
  },
  demo: {
    path: '/demo',
    name: 'Schedule a demo',
    metadata: 'page',
    // The free times change with every booking: made for each request, never kept.
    draft: false,
    cache: 'private',
    perRequest: true,
    sitemap: monthly,
    markdown: false,
    linkTarget: true,
    proxy: 'form',
    budget: 'form',
  },
  demoBooking: {
    path: '/demo/booking',
    name: 'Your demo booking (from a mail’s move or cancel link)',
    metadata: 'page',
    draft: false,
    cache: 'private',
    perRequest: true,
    markdown: false,
    linkTarget: false,
    proxy: 'form',
  },
  blog: {
    ...publishedPage,
    path: '/blog',
    name: 'Blog',
    content: 'post',
    metadata: 'code',
    sitemap: weekly,
    budget: 'content',
  },
  legal: {
    ...publishedPage,
    path: '/legal',
    name: 'Legal: terms of service',
    content: 'legalPage',
    metadata: 'code',
    sitemap: monthly,
    budget: 'content',
  },
  privacy: {
    ...publishedPage,
    path: '/privacy',
    name: 'Privacy policy',
    content: 'legalPage',
    metadata: 'code',
    sitemap: monthly,
  },
  blogListPage: {
    ...blogPage,
    path: '/blog/page/:page',
    name: 'Blog, a later page',
    content: 'post',
    markdown: false,
    linkTarget: false,
  },
  category: {
    ...blogPage,
    path: '/blog/category/:slug',
    name: 'A blog category',
    content: 'category',
    markdown: true,
    linkTarget: false,
  },
  categoryListPage: {
    ...blogPage,
    path: '/blog/category/:slug/page/:page',
    name: 'A blog category, a later page',
    content: 'category',
    markdown: false,
    linkTarget: false,
  },
  post: {
    ...blogPage,
    path: '/blog/:slug',
    name: 'An article',
    content: 'post',
    markdown: true,
    linkTarget: false,
  },
  search: {
    path: '/search',
    name: 'Search',
    metadata: 'page',
    draft: false,
    cache: 'next',
    perRequest: true,
    markdown: false,
    linkTarget: false,
    budget: 'content',
  },
  signIn: {
    ...accountPage,
    perRequest: true,
    path: '/users/sign-in',
    name: 'Sign in',
    linkTarget: true,
    budget: 'auth',
  },
  signUp: {
    ...accountPage,
    perRequest: true,
    path: '/users/sign-up',
    name: 'Sign up',
    linkTarget: true,
    budget: 'auth',
  },
  forgotPassword: {
    ...accountPage,
    path: '/users/forgot-password',
    name: 'Forgot password',
    linkTarget: false,
    budget: 'auth',
  },
  passwordReset: {
    ...accountPage,
    perRequest: true,
    path: '/users/password-reset',
    name: 'Password reset',
    linkTarget: false,
    budget: 'auth',
  },
  confirmEmail: {
    ...accountPage,
    perRequest: true,
    path: '/users/confirm-email',
    name: 'Confirm your e-mail address',
    linkTarget: false,
  },
  twoStep: {
    ...accountPage,
    perRequest: true,
    path: '/users/two-step',
    name: 'Two-step sign-in',
    linkTarget: false,
    budget: 'auth',
  },
  notMe: {
    ...accountPage,
    perRequest: true,
    path: '/users/not-me',
    name: "This wasn't me",
    linkTarget: false,
  },
  account: {
    ...accountPage,
    perRequest: true,
    path: '/account',
    name: 'Your account',
    linkTarget: false,
    budget: 'account',
  },
  caseStudies: {
    ...publishedPage,
    path: '/case-studies',
    name: 'Case studies',
    content: 'caseStudy',
    metadata: 'code',
    collection: 'list',
    sitemap: monthly,
    budget: 'content',
  },
  caseStudy: {
    path: '/case-studies/:slug',
    name: 'A case study',
    content: 'caseStudy',
    metadata: 'page',
    collection: 'item',
    draft: true,
    cache: 'public',
    sitemap: monthly,
    markdown: true,
    linkTarget: false,
  },
  resources: {
    ...publishedPage,
    path: '/resources',
    name: 'User manuals',
    content: 'manual',
    metadata: 'code',
    collection: 'list',
    sitemap: monthly,
    budget: 'content',
  },
  manual: {
    path: '/resources/:slug',
    name: 'A user manual',
    content: 'manual',
    metadata: 'page',
    collection: 'item',
    draft: true,
    cache: 'public',
    sitemap: monthly,
    markdown: true,
    linkTarget: false,
  },
  /*
   * The pages staff compose from sections (a `page` document), at any one-segment address no fixed
   * page or area has: last, so that every fixed page is matched first. proxy.ts answers only the
   * published ones (their slugs are in lib/content's snapshot of published addresses).
   */
  page: {
    path: '/:slug',
    name: 'A page built from sections',
    content: 'page',
    metadata: 'page',
    draft: true,
    cache: 'public',
    sitemap: { changeFrequency: 'monthly', priority: 0.6 },
    markdown: true,
    linkTarget: false,
  },
} as const satisfies Record<string, Route>

export type RouteName = keyof typeof routes
/** The names of the routes whose entry has `Condition`: RoutesWhere<{ draft: true }>. */
export type RoutesWhere<Condition> = {
  [Name in RouteName]: (typeof routes)[Name] extends Condition ? Name : never
}[RouteName]
const namesWhere = <Condition>(test: (route: Route) => boolean) =>
  (Object.keys(routes) as RouteName[]).filter((name) => test(routes[name])) as RoutesWhere<Condition>[]

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
const rootFiles = ['/icon.svg', '/robots.txt', '/sitemap.xml', '/llms.txt'] as const
/** And the site's share card, drawn in each language (app/[locale]/opengraph-image.tsx). */
export const siteFiles = [...rootFiles, '/opengraph-image'] as const

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

/** A route's address with its parameters filled in: addressOf('post', { slug: 'hipaa-basics' }). */
export const addressOf = (name: RouteName, params: Record<string, string | number> = {}) =>
  routes[name].path.replace(/:(\w+)/g, (_, key: string) => String(params[key]))

/** An address in every language: /pricing, /es/pricing. */
const inEveryLanguage = (path: string) => locales.map((locale) => localizedPath(path, locale))

const routeList = Object.values(routes) as Route[]
const isStatic = (route: Route) => !route.path.includes(':')

/** The pages with a fixed address (no parameter). */
export const staticRoutes = routeList.filter(isStatic)

/** The sitemap's fixed pages, in order, with how often they change. */
export const sitemapRoutes = staticRoutes.flatMap((route) =>
  route.sitemap ? [{ path: route.path, ...route.sitemap }] : [],
)

/** How search engines are told a route's pages change (a collection's documents'), if it is in the sitemap. */
export const sitemapOf = (name: RouteName): Route['sitemap'] => (routes[name] as Route).sitemap

/** The fixed public pages: the sitemap's, and the pages every quality gate covers. */
export const publicPaths = sitemapRoutes.map((route) => route.path)

/** The fixed pages with a draft version; next.config.mjs rewrites them to app/draft in draft mode. */
export const draftPaths = staticRoutes.filter((route) => route.draft).map((route) => route.path)

/** Every page with a draft version, fixed or not: app/draft's router. */
export const draftRoutes = namesWhere<{ draft: true }>((route) => route.draft)

/** A page's Markdown copy: its address plus .md, and /index.md for the home page (app/md). */
export const markdownCopyOf = (path: string) => (path === '/' ? '/index.md' : `${path}.md`)

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
  ...routeList.filter((route) => route.markdown).map((route) => markdownCopyOf(route.path)),
  ...rootFiles,
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
]

/** The fixed pages with a Markdown copy at their address plus .md. */
export const markdownPaths = staticRoutes.filter((route) => route.markdown).map((route) => route.path)

/**
 * next.config.mjs's rewrites of the Markdown copies of the pages with a parameter (a category, an
 * article, a page built from sections) to app/md, in the table's order: the more specific first.
 */
export const parameterMarkdownRewrites = () =>
  routeList
    .filter((route) => route.markdown && !isStatic(route))
    .map((route) => ({ source: markdownCopyOf(route.path), destination: `/md${route.path}` }))

/** The collections' item addresses (/case-studies/:slug): draft mode's rewrites (app/draft/paths.ts). */
export const collectionItemPaths = routeList.filter((route) => route.collection === 'item').map((route) => route.path)

/** A collection's list page: the proxy sees it (its Markdown negotiation too), so that adding one leaves proxy.ts's matcher as it is. */
const isCollectionList = (route: Route) => route.collection === 'list'

/** The pages staff may pick as a link's target. */
export const linkTargetRoutes = namesWhere<{ linkTarget: true }>((route) => route.linkTarget)

/** The pages the 404 page suggests. */
export const suggestedRoutes = namesWhere<{ suggested: true }>((route) => route.suggested === true)

/** The pages a page document (one per site) fills: its `seo` is their metadata. */
export const pageDocumentRoutes = namesWhere<{ metadata: 'document' }>((route) => route.metadata === 'document')

/** The fixed pages' JavaScript budgets; pages with parameters are budgeted by example in bench/budgets.ts. */
export const budgetedPaths = staticRoutes.flatMap((route) =>
  route.budget ? [{ path: route.path, kind: route.budget }] : [],
)

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

const areaOf = (path: string) => areas.find((area) => path === area.path || path.startsWith(`${area.path}/`))

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
  add(markdownCopyOf('/').replace(/\.md$/, ''), `the Markdown copy of the home page (${markdownCopyOf('/')})`)
  add('/md', 'the pages’ Markdown copies')
  add('/_next', 'the site’s scripts and styles')
  return reserved
}
