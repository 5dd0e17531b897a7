import { collectionDeclarations } from '../../lib/collections/declarations.gen.ts'

/** The Studio sidebar's top-level items, as staff see them (studio/structure.ts): each collection after the blog, titled like its list. */
export const studioSidebarTitles = [
  'Pages',
  'Demo availability',
  'Pricing plans',
  'Features',
  'Marketing claims',
  'FAQ',
  'Trust center',
  'Blog',
  ...Object.values(collectionDeclarations).map((collection) => collection.words.en.title),
  'Legal pages',
  'Redirects',
  'Inbox',
  'Demo bookings',
  'Missing Spanish',
]
