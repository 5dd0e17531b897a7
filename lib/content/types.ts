import { shownTypeNames } from './document-types.ts'

/**
 * The document of @sanity/document-internationalization that links a document to its translations
 * (`schemaTypes` names the linked type). The site renders none, but its pages show those links: the
 * hreflang alternates, the language switcher's target and a plan's Spanish words.
 */
export const translationMetadataType = 'translation.metadata'

/** The types whose published changes the publish webhook is sent for (lib/publish/webhook-config.ts). */
export const webhookTypeNames = [...shownTypeNames, translationMetadataType] as const
