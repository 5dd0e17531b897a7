import { routes } from './routes.ts'

/*
 * The links the pages build to the contact form and the account screens. Apart from lib/site.ts,
 * which the forms' client code imports: this file brings the route table along.
 */

/** The contact form's subject, prefilled by the links that lead to it. */
export const contactSubjects = {
  demo: 'Schedule a demo',
  quote: 'Request a quote',
  specialist: 'Chat with a trade specialist',
  manuals: 'User manuals',
  affiliate: 'Affiliate partner program',
  invoices: 'Copy of an invoice',
} as const

export const contactHref = (subject: keyof typeof contactSubjects) =>
  `${routes.contact.path}?subject=${encodeURIComponent(contactSubjects[subject])}`

export const signUpHref = routes.signUp.path
/** The pricing page's buttons: sign-up with the chosen plan's tier. */
export const signUpForPlanHref = (tier: string) => `${signUpHref}?plan=${encodeURIComponent(tier)}`
export const signInHref = routes.signIn.path
