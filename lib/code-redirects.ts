import { defaultLocale, locales, localizedPath } from './i18n/locales.ts'
import { routes } from './routes.ts'

/**
 * The redirects that live in code: next.config.mjs applies them before any page, so the
 * redirects staff manage in the Studio may not start from these addresses. Plain TypeScript
 * (erasable syntax only): next.config.mjs imports this file with Node's type stripping.
 */
/**
 * The specification's addresses of two pages, in every language: the header links /Features (the
 * page is /features), the sign-in card /password-reset.
 */
const specificationAddresses = [
  { source: '/Features', destination: routes.features.path },
  { source: '/password-reset', destination: routes.passwordReset.path },
].flatMap(({ source, destination }) =>
  locales.map((locale) => ({
    source: localizedPath(source, locale),
    destination: localizedPath(destination, locale),
    permanent: true,
  })),
)

export const codeRedirects = [
  ...specificationAddresses,
  // RFC 9116 §3: the file's place is /.well-known/; the old top-level address leads there.
  { source: '/security.txt', destination: '/.well-known/security.txt', permanent: true },
  // English pages have no prefix: /en/pricing is /pricing (app/[locale] serves /en/… only through a rewrite).
  { source: `/${defaultLocale}`, destination: '/', permanent: true },
  { source: `/${defaultLocale}/:path*`, destination: '/:path*', permanent: true },
] as const
