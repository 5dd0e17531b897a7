import { shownTypeNames } from '../content/document-types.ts'

/*
 * The GROQ-powered webhook Sanity sends to /api/revalidate when staff publish, as configured
 * once per project (docs/publishing.md, "The webhook"). The fake Content Lake of the end-to-end tests sends
 * the same webhook from this module, and a unit test checks that docs/publishing.md quotes it.
 */

/**
 * The document of @sanity/document-internationalization that links a document to its translations
 * (`schemaTypes` names the linked type). The site renders none, but its pages show those links: the
 * hreflang alternates, the language switcher's target and a plan's Spanish words.
 */
export const translationMetadataType = 'translation.metadata'

/** The types whose published changes the publish webhook is sent for. */
const webhookTypeNames = [...shownTypeNames, translationMetadataType] as const

/**
 * Which documents trigger it: published documents of the types the site renders, and the
 * translation metadata that links them to their translations.
 */
export const webhookFilter = `_type in [${webhookTypeNames.map((name) => JSON.stringify(name)).join(',')}]`

/**
 * What it sends (lib/publish/expired-tags.ts reads it): the type and id; the document's language
 * (only that language's pages are refreshed); whether it was created, updated or deleted, and its
 * slug before the change (Sanity's delta function before(): null for a new document) and after, so
 * that a new, renamed or removed article's or category's address is refreshed in every language
 * and a renamed one's old address redirects to the new one; and, for translation metadata, the
 * type it links.
 */
export const webhookProjection =
  '{_type, _id, language, "operation": delta::operation(), "slug": slug.current, "previousSlug": before().slug.current, fixedPage, schemaTypes}'
