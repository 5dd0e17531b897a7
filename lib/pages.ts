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
    title: 'Blog and resources',
    description:
      'The MediCore blog is launching soon. Meanwhile, explore the platform’s features, compare plans, read the FAQ or ask for user manuals.',
  },
  '/legal': {
    title: 'Legal: terms of service',
    description:
      'A plain-language summary of the terms for using the MediCore website and platform: accounts, plans and billing, your data, clinical responsibility and liability.',
  },
  '/privacy': {
    title: 'Privacy policy',
    description:
      'How MediCore handles personal information on this website and protected health information in the platform, including HIPAA safeguards and your rights.',
  },
} as const satisfies Record<string, { title: string | { absolute: string }; description: string }>

export type PublicPath = keyof typeof publicPages

/** The public routes, in the order the sitemap lists them. */
export const publicRoutes = Object.keys(publicPages) as PublicPath[]
