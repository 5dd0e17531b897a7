import { localizedPath } from '@/lib/i18n/locales'
import { addressOf, publicPaths, routes } from '@/lib/routes'
import { perRequestPaths } from '@/lib/routes/proxy'

/**
 * The pages built from sections: the bundled dataset's (studio/dataset/production.ndjson), and the
 * end-to-end site's page with one section of each type (tests/fixtures/every-section.gen.ndjson).
 */
const everySectionRoute = addressOf('page', { slug: 'every-section' })
const sectionPageRoutes = [
  ...['security', 'accessibility', 'vulnerability-disclosure'].map((slug) => addressOf('page', { slug })),
  everySectionRoute,
]
/** The page with every section, in both languages. */
export const everySectionRoutes = [everySectionRoute, localizedPath(everySectionRoute, 'es')] as const

/** The routes every quality gate covers: the site's public routes (and its pages built from sections), the account screens and the 404 page. */
export const publicRoutes = [...publicPaths, ...sectionPageRoutes]
/**
 * One public route for each template the site draws a page with: the public routes but those drawn
 * exactly as another one is (the privacy policy as the terms; the bundled pages built from sections
 * as the page with every section). The gates that measure a template rather than a page's own
 * words (Lighthouse, the keyboard walk) take these; axe, the HTML and SEO checks take every page.
 */
const drawnAsAnother = [routes.privacy.path, ...sectionPageRoutes.filter((route) => route !== everySectionRoute)]
export const templateRoutes = publicRoutes.filter((route) => !drawnAsAnother.includes(route))
/** The reset card as the link in a reset mail opens it (the token is checked when the form is sent). */
const resetCardRoute = `${routes.passwordReset.path}?token=quality-check-token`
export const authRoutes = [routes.signIn.path, routes.signUp.path, routes.forgotPassword.path, resetCardRoute] as const
/** The confirmation card as the link in a confirmation mail opens it: its button posts the token. */
export const confirmEmailCardRoute = `${routes.confirmEmail.path}?token=quality-check-token`
/** The blog's other kinds of page: a category and two articles (every kind of block between them). */
const blogRoutes = [
  '/blog/category/clinic-operations',
  '/blog/switching-systems-90-day-rollout-plan',
  '/blog/hipaa-basics-for-clinics-choosing-software',
] as const
/** A collection's document (lib/collections): a case study, with its results and its story. */
export const caseStudyRoute = '/case-studies/riverside-emergency-wait-times'
/** Site search: a page of results, and the no-results state. */
const searchRoutes = ['/search?q=clinic', '/search?q=qwzxv'] as const
/** The trust center's pages made per request: the restricted documents (signed out), and a subscription link's page. */
const trustRoutes = [
  routes.trustAccess.path,
  `${routes.trustSubscription.path}?unsubscribe=quality-check-token`,
] as const
/** A path that does not exist: the site's 404 page. */
export const notFoundRoute = '/no-such-page-quality-check'
/** Reached from a mail or a form, not from a link on the site: the crawler does not expect to find them. */
export const unlinkedRoutes: readonly string[] = [
  resetCardRoute,
  localizedPath(resetCardRoute, 'es'),
  ...searchRoutes,
  '/es/search?q=clinica',
  ...[trustRoutes[1], localizedPath(trustRoutes[1], 'es')],
  // A test page, linked from nowhere.
  ...everySectionRoutes,
]
/** The Spanish site's public pages. */
const spanishPublicRoutes = publicRoutes.map((path) => localizedPath(path, 'es'))
/** The Spanish site: every public page, an article and a category, search and the account screens. */
const spanishRoutes = [
  ...spanishPublicRoutes,
  '/es/blog/conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software',
  '/es/blog/category/cumplimiento-y-seguridad',
  '/es/case-studies/riverside-espera-en-urgencias',
  '/es/search?q=clinica',
  ...authRoutes.map((path) => localizedPath(path, 'es')),
  ...trustRoutes.map((path) => localizedPath(path, 'es')),
]
export const allPageRoutes = [
  ...publicRoutes,
  ...blogRoutes,
  caseStudyRoute,
  ...searchRoutes,
  ...authRoutes,
  ...trustRoutes,
  notFoundRoute,
  ...spanishRoutes,
] as const

/** Whether a route is made per request, so that its policy names a fresh script nonce (lib/script-nonce.ts). */
export const isPerRequest = (route: string) => perRequestPaths.includes(route.split('?')[0]!)

/** The submit button of each form, by its visible name. */
export const forms = [
  { path: routes.contact.path, submit: 'Send Message' },
  { path: routes.signIn.path, submit: 'Login' },
  { path: routes.signUp.path, submit: 'Register' },
  { path: routes.forgotPassword.path, submit: 'Send Reset Link' },
  { path: resetCardRoute, submit: 'Reset Password' },
] as const

/** A Content-Security-Policy header as a map of directive → sources. */
export function parseCsp(header: string | undefined | null): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), values)
  }
  return directives
}
