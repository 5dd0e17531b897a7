import { locales, localizedPath } from './i18n/locales.ts'
import { collectionRouteEntries } from './collections/declarations.gen.ts'
import { accountPage, blogPage, mailLinkPage, monthly, publishedPage, weekly, type Route } from './routes/route.ts'

/**
 * The map of the site: every address it answers, declared once (a collection's in its folder,
 * lib/collections/<type>/collection.ts). The sitemap, draft mode's rewrites and router,
 * next.config.mjs's cache headers and Markdown rewrites (lib/routes/next-config.ts), proxy.ts's
 * decisions (lib/routes/proxy.ts), the Studio's link targets and Presentation locations, the 404
 * page's links and the quality gates' page lists all derive from it. Adding a page is one entry
 * here plus its page file. What a route is: lib/routes/route.ts; the folders and files the site
 * answers as a whole: lib/routes/areas.ts.
 *
 * Plain TypeScript (erasable syntax only, imports with their .ts extension): next.config.mjs
 * imports this file with Node's type stripping.
 */

export type { BudgetKind } from './routes/route.ts'

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
    browserQuery: ['subject'],
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
    // What a demo is and where to book one; the free times are the page's.
    markdown: true,
    linkTarget: true,
    proxy: 'form',
    budget: 'form',
  },
  demoBooking: {
    ...mailLinkPage,
    path: '/demo/booking',
    name: 'Your demo booking (from a mail’s move or cancel link)',
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
  /* The trust center (lib/trust, docs/trust.md): a page built from sections, and its pages made per request. */
  trust: {
    ...publishedPage,
    path: '/trust',
    name: 'Trust center',
    content: 'trustPage',
    metadata: 'document',
    sitemap: monthly,
    // Its subscription form posts to it; the questionnaire's upload goes to /trust/request (lib/trust/requests).
    proxy: 'form',
    suggested: true,
    // Where a security questionnaire is sent, with its file (the security page's buttons).
    linkTarget: true,
    budget: 'form',
  },
  trustAccess: {
    ...accountPage,
    perRequest: true,
    path: '/trust/access',
    name: 'Restricted trust documents (NDA and downloads)',
    linkTarget: true,
    budget: 'account',
  },
  trustSubscription: {
    ...mailLinkPage,
    path: '/trust/subscription',
    name: 'Subprocessor notices: confirm or unsubscribe (from a mail’s link)',
  },
  blogListPage: {
    ...blogPage,
    path: '/blog/page/:page',
    name: 'Blog, a later page',
    content: 'post',
    markdown: false,
  },
  category: {
    ...blogPage,
    path: '/blog/category/:slug',
    name: 'A blog category',
    content: 'category',
    markdown: true,
  },
  categoryListPage: {
    ...blogPage,
    path: '/blog/category/:slug/page/:page',
    name: 'A blog category, a later page',
    content: 'category',
    markdown: false,
  },
  post: {
    ...blogPage,
    path: '/blog/:slug',
    name: 'An article',
    content: 'post',
    markdown: true,
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
    budget: 'auth',
  },
  passwordReset: {
    ...accountPage,
    perRequest: true,
    path: '/users/password-reset',
    name: 'Password reset',
    budget: 'auth',
  },
  confirmEmail: {
    ...accountPage,
    perRequest: true,
    path: '/users/confirm-email',
    name: 'Confirm your email address',
  },
  twoStep: {
    ...accountPage,
    perRequest: true,
    path: '/users/two-step',
    name: 'Two-step sign-in',
    budget: 'auth',
  },
  notMe: {
    ...accountPage,
    perRequest: true,
    path: '/users/not-me',
    name: "This wasn't me",
  },
  account: {
    ...accountPage,
    perRequest: true,
    path: '/account',
    name: 'Your account',
    budget: 'account',
  },
  // Each collection's list and documents (lib/collections/<type>/collection.ts).
  ...collectionRouteEntries,
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

/** A route's address with its parameters filled in: addressOf('post', { slug: 'hipaa-basics' }). */
export const addressOf = (name: RouteName, params: Record<string, string | number> = {}) =>
  routes[name].path.replace(/:(\w+)/g, (_, key: string) => String(params[key]))

/** An address in every language: /pricing, /es/pricing. */
export const inEveryLanguage = (path: string) => locales.map((locale) => localizedPath(path, locale))

export const routeList = Object.values(routes) as Route[]
export const isStatic = (route: Route) => !route.path.includes(':')

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

/** The fixed pages with a Markdown copy at their address plus .md. */
export const markdownPaths = staticRoutes.filter((route) => route.markdown).map((route) => route.path)

/** The collections' item addresses (/case-studies/:slug): draft mode's rewrites (app/draft/paths.ts). */
export const collectionItemPaths = routeList.filter((route) => route.collection === 'item').map((route) => route.path)

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
