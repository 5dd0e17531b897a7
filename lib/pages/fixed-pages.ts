import { pageDocumentRoutes, routes, type RoutesWhere } from '../routes.ts'

/*
 * The fixed pages built from sections: home, features, pricing and contact (the routes whose
 * metadata is their document's, lib/routes.ts). Each is a `page` document whose `fixedPage` field
 * names its route, in each language, so staff reorder or add its sections as on any page; its
 * address stays the route's, and it has no slug of its own.
 */

export type FixedPageName = RoutesWhere<{ metadata: 'document' }>

export const fixedPageNames = pageDocumentRoutes

export const isFixedPageName = (value: unknown): value is FixedPageName =>
  (fixedPageNames as readonly unknown[]).includes(value)

/** The English document of a fixed page, which the Studio opens from "Pages": `page-home`. */
export const fixedPageId = (name: FixedPageName) => `page-${name}`

/** The fixed pages as the Studio's read-only "Fixed page" field lists them. */
export const fixedPageOptions = fixedPageNames.map((name) => ({ title: routes[name].name, value: name }))
