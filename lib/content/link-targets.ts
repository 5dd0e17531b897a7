import { addressOf, linkTargetRoutes, routes, type RoutesWhere } from '../routes.ts'
import { contactHref, contactSubjects } from '../links.ts'
import { defaultLocale, localizedPath, type Locale } from '../i18n/locales.ts'
import type { Options } from './options.ts'

/**
 * Where a call-to-action may lead. Staff pick a target by name in the Studio; the pages turn it
 * into a link with linkTargetHref, so every link stays one of the site's own routes: the pages
 * lib/routes.ts marks as link targets, the contact form with each subject prefilled, and the
 * header's /Features.
 */
type LinkTargetRoute = RoutesWhere<{ linkTarget: true }>

const hrefs = {
  ...Object.fromEntries(
    Object.keys(contactSubjects).map((subject) => [subject, contactHref(subject as keyof typeof contactSubjects)]),
  ),
  // A page of its own wins over the contact form's subject of the same name: "demo" leads to /demo.
  ...Object.fromEntries(linkTargetRoutes.map((name) => [name, routes[name].path])),
  // The header has always linked to /Features, which next.config redirects to /features.
  featuresNav: '/Features',
} as Record<LinkTargetRoute | keyof typeof contactSubjects | 'featuresNav', string>

export type LinkTarget = keyof typeof hrefs

const titleOf = (target: LinkTarget) =>
  target in contactSubjects && !(target in routes)
    ? `Contact form: ${contactSubjects[target as keyof typeof contactSubjects].toLowerCase()}`
    : target === 'featuresNav'
      ? `${routes.features.name}, header link (${hrefs.featuresNav})`
      : `${routes[target as LinkTargetRoute].name} (${hrefs[target]})`

export const linkTargets: Options<LinkTarget> = (Object.keys(hrefs) as LinkTarget[]).map((value) => ({
  value,
  title: titleOf(value),
}))

export const linkTargetValues = linkTargets.map((option) => option.value) as [LinkTarget, ...LinkTarget[]]

/**
 * The link a call-to-action's target leads to, in `locale`. The header's /Features is the English
 * site's address only: another language links its features page itself.
 */
export const linkTargetHref = (target: LinkTarget, locale: Locale = defaultLocale): string =>
  target === 'featuresNav' && locale !== defaultLocale
    ? localizedPath(routes.features.path, locale)
    : localizedPath(hrefs[target], locale)

/** Where a call to action leads in `locale`: its page built from sections, else its fixed target. */
export const ctaHref = (cta: { target?: LinkTarget; page?: { slug: string } }, locale: Locale = defaultLocale) =>
  cta.page
    ? localizedPath(addressOf('page', { slug: cta.page.slug }), locale)
    : linkTargetHref(cta.target ?? 'home', locale)
