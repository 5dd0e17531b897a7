import { contactHref, signInHref, signUpHref } from '../site'
import { optionsOf, valuesOf, type ValueOf } from './options'

/**
 * Where a call-to-action may lead. Staff pick a target by name in the Studio; the pages
 * turn it into a link with linkTargetHref, so every link stays one of the site's own routes.
 */
export const linkTargets = optionsOf({
  signUp: 'Sign up (/users/sign-up)',
  signIn: 'Sign in (/users/sign-in)',
  demo: 'Contact form: schedule a demo',
  quote: 'Contact form: request a quote',
  specialist: 'Contact form: chat with a trade specialist',
  manuals: 'Contact form: user manuals',
  affiliate: 'Contact form: affiliate partner program',
  contact: 'Contact page (/contact-us)',
  features: 'Features page (/features)',
  featuresNav: 'Features page, header link (/Features)',
  pricing: 'Pricing page (/pricing)',
  blog: 'Blog (/blog)',
  legal: 'Legal: terms of service (/legal)',
  privacy: 'Privacy policy (/privacy)',
  home: 'Home page (/)',
})

export type LinkTarget = ValueOf<typeof linkTargets>

export const linkTargetValues = valuesOf(linkTargets)

const hrefs: Record<LinkTarget, string> = {
  signUp: signUpHref,
  signIn: signInHref,
  demo: contactHref('demo'),
  quote: contactHref('quote'),
  specialist: contactHref('specialist'),
  manuals: contactHref('manuals'),
  affiliate: contactHref('affiliate'),
  contact: '/contact-us',
  features: '/features',
  // The header has always linked to /Features, which next.config redirects to /features.
  featuresNav: '/Features',
  pricing: '/pricing',
  blog: '/blog',
  legal: '/legal',
  privacy: '/privacy',
  home: '/',
}

/** The link a call-to-action's target leads to. */
export const linkTargetHref = (target: LinkTarget): string => hrefs[target]
