import { routes } from './routes'

/**
 * Site-wide constants that live in code: the brand, and the links the pages build. The words the
 * pages show (navigation labels, the footer, the address) are the CMS's site settings.
 */

export const site = {
  name: 'MediCore',
  tagline: 'Healthcare management and analytics',
  /** For the contact form's messages, which stay in code; the pages show the site settings' address. */
  email: 'hello@medicore.example',
} as const

/** The contact form's subject, prefilled by the links that lead to it. */
export const contactSubjects = {
  demo: 'Schedule a demo',
  quote: 'Request a quote',
  specialist: 'Chat with a trade specialist',
  manuals: 'User manuals',
  affiliate: 'Affiliate partner program',
} as const

export const contactHref = (subject: keyof typeof contactSubjects) =>
  `${routes.contact.path}?subject=${encodeURIComponent(contactSubjects[subject])}`

export const signUpHref = routes.signUp.path
/** The pricing page's buttons: sign-up with the chosen plan's tier. */
export const signUpForPlanHref = (tier: string) => `${signUpHref}?plan=${encodeURIComponent(tier)}`
export const signInHref = routes.signIn.path
