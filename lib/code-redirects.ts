import { defaultLocale } from './i18n/locales.ts'
import { routes } from './routes.ts'

/**
 * The redirects that live in code: next.config.mjs applies them before any page, so the
 * redirects staff manage in the Studio may not start from these addresses. Plain TypeScript
 * (erasable syntax only): next.config.mjs imports this file with Node's type stripping.
 */
export const codeRedirects = [
  // The header links /Features (the specification's address); the page is /features.
  { source: '/Features', destination: routes.features.path, permanent: true },
  { source: '/password-reset', destination: routes.passwordReset.path, permanent: true },
  // RFC 9116 §3: the file's place is /.well-known/; the old top-level address leads there.
  { source: '/security.txt', destination: '/.well-known/security.txt', permanent: true },
  // English pages have no prefix: /en/pricing is /pricing (app/[locale] serves /en/… only through a rewrite).
  { source: `/${defaultLocale}`, destination: '/', permanent: true },
  { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
] as const
