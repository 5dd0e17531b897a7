/**
 * The public pages: the sitemap and the quality gates list them. The blog's and the legal pages'
 * titles come from here (lib/seo.ts's publicPageMetadata); the home, features, pricing and contact
 * pages' titles and descriptions are their CMS documents' `seo` (lib/seo.ts's cmsPageMetadata).
 */
export const publicPages = {
  '/': {},
  '/features': {},
  '/pricing': {},
  '/contact-us': {},
  '/blog': {
    title: 'Blog: guides for healthcare operations',
    description:
      'Practical guides for the people who run hospitals, clinics, pharmacies and labs: patient flow, compliance, stock and everything in between.',
  },
  // The legal pages' descriptions are their CMS documents' summaries (legalPage.description).
  '/legal': { title: 'Legal: terms of service' },
  '/privacy': { title: 'Privacy policy' },
} as const satisfies Record<string, { title?: string | { absolute: string }; description?: string }>

export type PublicPath = keyof typeof publicPages

/** The pages whose description is written here rather than in the CMS. */
export type DescribedPath = {
  [Path in PublicPath]: (typeof publicPages)[Path] extends { description: string } ? Path : never
}[PublicPath]

/** The public routes, in the order the sitemap lists them. */
export const publicRoutes = Object.keys(publicPages) as PublicPath[]
