import { collectionDeclarations } from '../collections/declarations.gen.ts'
import type { RoutesWhere } from '../routes.ts'

/**
 * Every document type of the dataset, declared once with what it is. The lists the rest of the
 * code needs (the types the site shows, the translated ones, the searched ones, the link targets,
 * the ones with an address) derive from it, as do the Studio's schema list (schemas/index.ts), the
 * translation plugin (studio/i18n.ts), Presentation's locations (studio/presentation.ts), the
 * publish webhook's filter and the search query's types. A type's address pattern is its route's
 * (lib/routes.ts). Adding a type starts here: docs/content-types.md.
 *
 * Plain TypeScript (erasable syntax only, imports with their .ts extension), like lib/routes.ts.
 */
type DocumentTypeDeclaration = {
  /**
   * The site shows it: publishing one of its documents expires its cache tag, and the publish
   * webhook is sent for it. Absent: the site writes it and staff only read it in the Studio.
   */
  shown?: true
  /**
   * Translated as whole documents (@sanity/document-internationalization): each language's
   * version is a document with a `language` field.
   */
  translated?: true
  /**
   * Where a document is served, by its slug: a route with a `:slug` parameter (its Markdown copy,
   * draft, sitemap and switcher follow the route; a renamed slug leaves a redirect), or 'fixed',
   * the fixed page whose address is the slug (/legal, /privacy), which staff never rename.
   */
  address?: RoutesWhere<{ path: `${string}:slug` }> | 'fixed'
  /** Site search looks through it. */
  searched?: true
  /** Staff may link to one of its documents from rich text. */
  linkTarget?: true
  /**
   * One document, opened from the Studio's sidebar, whose `_id` is its type: 'site', one in each
   * language (the site settings); 'settings', one for every language (demo availability).
   */
  singleton?: 'site' | 'settings'
  /** Its English version holds fields every language shows (a plan's prices): each version's edit expires every language. */
  sharedFields?: true
}

type Collections = typeof collectionDeclarations

/** The collections' entries, from their declarations. */
const collectionDocumentTypes = () =>
  Object.fromEntries(Object.entries(collectionDeclarations).map(([type, declared]) => [type, declared.document])) as {
    [Type in keyof Collections]: Collections[Type]['document']
  }

export const documentTypes = {
  siteSettings: { shown: true, translated: true, singleton: 'site' },
  demoAvailability: { shown: true, singleton: 'settings' },
  pricingPlan: { shown: true, translated: true, sharedFields: true },
  // Their English versions hold the order every language shows (queries.ts).
  feature: { shown: true, translated: true, searched: true, sharedFields: true },
  claim: { shown: true, translated: true },
  faq: { shown: true, translated: true, searched: true, sharedFields: true },
  post: { shown: true, translated: true, address: 'post', searched: true, linkTarget: true },
  author: { shown: true, translated: true },
  category: { shown: true, translated: true, address: 'category', searched: true, linkTarget: true },
  legalPage: { shown: true, translated: true, address: 'fixed', searched: true, linkTarget: true },
  page: { shown: true, translated: true, address: 'page', searched: true, linkTarget: true },
  // Each collection's documents (lib/collections/<type>/collection.ts): shown, translated, at their own route.
  ...collectionDocumentTypes(),
  redirect: { shown: true },
  // The trust center (lib/trust, docs/trust.md).
  trustSettings: { shown: true, translated: true, singleton: 'site' },
  complianceFramework: { shown: true, translated: true },
  subprocessor: { shown: true, translated: true },
  trustDocument: { shown: true, translated: true },
  conformanceReport: { shown: true, translated: true },
  // Staff decide on its copy in the Studio: its publish reaches the site's webhook (lib/trust/studio-copy.ts).
  trustAccessRequest: { shown: true },
  contactMessage: {},
  demoBooking: {},
  trustRequest: {},
} as const satisfies Record<string, DocumentTypeDeclaration>

export type DocumentTypeName = keyof typeof documentTypes

/** The names of the types whose declaration has `Condition`: TypesWhere<{ translated: true }>. */
type TypesWhere<Condition> = {
  [Name in DocumentTypeName]: (typeof documentTypes)[Name] extends Condition ? Name : never
}[DocumentTypeName]

/** A type's declaration, with every property it may have (absent ones undefined). */
export const declarationOf = (name: DocumentTypeName): DocumentTypeDeclaration => documentTypes[name]

/** Every declared type, in the Studio's order. */
export const documentTypeNames = Object.keys(documentTypes) as DocumentTypeName[]

const namesWhere = <Condition>(test: (declaration: DocumentTypeDeclaration) => boolean) =>
  documentTypeNames.filter((name) => test(declarationOf(name))) as TypesWhere<Condition>[]

/** The types the site shows: each is the cache tag its documents' publishing expires. */
export const shownTypeNames = namesWhere<{ shown: true }>((type) => type.shown === true)

/** The types translated document by document. */
export const translatedTypeNames = namesWhere<{ translated: true }>((type) => type.translated === true)

/** The types site search looks through. */
export const searchedTypeNames = namesWhere<{ searched: true }>((type) => type.searched === true)

/** The types staff may link to from rich text. */
export const linkTargetTypeNames = namesWhere<{ linkTarget: true }>((type) => type.linkTarget === true)

/** The types served by a route with a slug parameter: a renamed slug leaves a redirect. */
export const renamedTypeNames = namesWhere<{ address: RoutesWhere<{ path: `${string}:slug` }> }>(
  (type) => type.address !== undefined && type.address !== 'fixed',
)

/** The searched types without an address (a FAQ item, a feature): found by their words, shown on fixed pages. */
export const unaddressedSearchedTypeNames = searchedTypeNames.filter((name) => !declarationOf(name).address)

/** The types served by a collection's generic pages (lib/collections/<type>/). */
export type CollectionTypeName = keyof Collections
export const collectionTypeNames = Object.keys(collectionDeclarations) as CollectionTypeName[]

/** The types whose English version holds fields every language shows. */
export const sharedFieldTypeNames = namesWhere<{ sharedFields: true }>((type) => type.sharedFields === true)

export type ShownTypeName = (typeof shownTypeNames)[number]
export type TranslatedTypeName = (typeof translatedTypeNames)[number]
/** The types served at an address made from their slug. */
export type AddressedTypeName = TypesWhere<{ address: string }>
export type RenamedTypeName = (typeof renamedTypeNames)[number]

const isDocumentTypeName = (type: unknown): type is DocumentTypeName =>
  typeof type === 'string' && Object.hasOwn(documentTypes, type)

export const isShownTypeName = (type: unknown): type is ShownTypeName =>
  isDocumentTypeName(type) && declarationOf(type).shown === true

export const isTranslatedTypeName = (type: unknown): type is TranslatedTypeName =>
  isDocumentTypeName(type) && declarationOf(type).translated === true

export const isCollectionTypeName = (type: unknown): type is CollectionTypeName =>
  (collectionTypeNames as readonly unknown[]).includes(type)

export const isRenamedTypeName = (type: unknown): type is RenamedTypeName =>
  (renamedTypeNames as readonly unknown[]).includes(type)
