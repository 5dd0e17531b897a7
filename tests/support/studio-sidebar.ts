/** The Studio sidebar's top-level items, as staff see them (studio/structure.ts). */
export const studioSidebarTitles = [
  'Pages',
  'Demo availability',
  'Pricing plans',
  'Features',
  'Marketing claims',
  'FAQ',
  'Blog',
  'Case studies',
  'User manuals',
  'Legal pages',
  'Redirects',
  'Inbox',
  'Demo bookings',
  'Missing Spanish',
]
