import { site } from './site'

/**
 * The public pages: the sitemap and the quality gates list them, and each page's title and
 * description come from here (lib/seo.ts's publicPageMetadata).
 */
export const publicPages = {
  '/': {
    title: { absolute: 'MediCore: healthcare management and analytics platform' },
    description:
      'MediCore connects out-patient and in-patient care, nursing, pharmacy, labs, stores and finance on one platform for hospitals and clinics. Start a free trial or see a demo.',
  },
  '/features': {
    title: 'Features',
    description:
      'Why hospitals, clinics, doctors, nurses, labs and patients choose MediCore: one record across departments, role-based access, and the values behind the platform.',
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'MediCore plans for every size of practice: Free, Starter, Business and Ultimate, billed monthly or annually in US dollars.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description: `Ask about MediCore, book a demo or request a quote: send us a message or email ${site.email}.`,
  },
  '/blog': {
    title: 'Blog: guides for healthcare operations',
    description:
      'Practical guides for the people who run hospitals, clinics, pharmacies and labs: patient flow, compliance, stock and everything in between.',
  },
  // The legal pages' descriptions are their CMS documents' summaries (legalPage.description).
  '/legal': { title: 'Legal: terms of service' },
  '/privacy': { title: 'Privacy policy' },
} as const satisfies Record<string, { title: string | { absolute: string }; description?: string }>

export type PublicPath = keyof typeof publicPages

/** The pages whose description is written here rather than in the CMS. */
export type DescribedPath = {
  [Path in PublicPath]: (typeof publicPages)[Path] extends { description: string } ? Path : never
}[PublicPath]

/** The public routes, in the order the sitemap lists them. */
export const publicRoutes = Object.keys(publicPages) as PublicPath[]
