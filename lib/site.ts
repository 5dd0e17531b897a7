/** Site-wide constants that live in code: the brand, navigation and contact details. */

/** The company's postal address, for the pages and for JSON-LD. */
const postalAddress = {
  company: 'MediCore Health, Inc.',
  street: '100 Market Street, Suite 300',
  locality: 'San Francisco',
  region: 'CA',
  postalCode: '94105',
  country: 'United States',
  countryCode: 'US',
} as const

export const site = {
  name: 'MediCore',
  tagline: 'Healthcare management and analytics',
  postalAddress,
  /** The address as it is printed, line by line. */
  address: [
    postalAddress.company,
    postalAddress.street,
    `${postalAddress.locality}, ${postalAddress.region} ${postalAddress.postalCode}`,
    postalAddress.country,
  ],
  email: 'hello@medicore.example',
  phone: '+1 (415) 555-0134',
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
  `/contact-us?subject=${encodeURIComponent(contactSubjects[subject])}`

export const signUpHref = '/users/sign-up'
export const signInHref = '/users/sign-in'

export const headerLinks = [
  { label: 'Features', href: '/Features' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Contact Us', href: '/contact-us' },
] as const

export const footerGroups = [
  {
    title: 'PRODUCT',
    links: [
      { label: 'Download User Manuals', href: contactHref('manuals') },
      { label: 'View Invoices', href: signInHref },
      { label: 'Get a Quote', href: contactHref('quote') },
    ],
  },
  {
    title: 'RESOURCES',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'Affiliate Partner Program', href: contactHref('affiliate') },
    ],
  },
  {
    title: 'COMPANY',
    links: [
      { label: 'Legal', href: '/legal' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
  {
    title: 'GET IN TOUCH',
    links: [
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Chat with a Trade Specialist', href: contactHref('specialist') },
    ],
  },
] as const
