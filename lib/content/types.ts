import { declarationOf, isDocumentTypeName, shownTypeNames, type ShownTypeName } from './document-types.ts'

/**
 * The document types the public site renders (document-types.ts declares them). Each has a Studio
 * schema (schemas/), a zod model (models/) and a query (queries.ts), and is the cache tag that
 * publishing one of its documents revalidates (the webhook accepts exactly these).
 */
export const contentTypeNames = shownTypeNames

export type ContentTypeName = ShownTypeName

export const isContentTypeName = (type: unknown): type is ContentTypeName =>
  isDocumentTypeName(type) && declarationOf(type).shown === true

/**
 * The document of @sanity/document-internationalization that links a document to its translations
 * (`schemaTypes` names the linked type). The site renders none, but its pages show those links: the
 * hreflang alternates, the language switcher's target and a plan's Spanish words.
 */
export const translationMetadataType = 'translation.metadata'

/** The types whose published changes the publish webhook is sent for (lib/publish/webhook-config.ts). */
export const webhookTypeNames = [...contentTypeNames, translationMetadataType] as const
