import { contentTypeNames } from '../content/types.ts'

/*
 * The GROQ-powered webhook Sanity sends to /api/revalidate when staff publish, as configured
 * once per project (docs/publishing.md, "The webhook"). The fake Content Lake of the end-to-end tests sends
 * the same webhook from this module, and a unit test checks that docs/publishing.md quotes it.
 */

/** Which documents trigger it: published documents of the types the site renders. */
export const webhookFilter = `_type in [${contentTypeNames.map((name) => JSON.stringify(name)).join(',')}]`

/**
 * What it sends: the type (the cache tag to expire), the id, the document's language (only that
 * language's pages are refreshed), an article's slug (its own page), and
 * the slug before the change (Sanity's delta function before(): null for a new document), so that
 * a renamed article's or category's old address can redirect to the new one.
 */
export const webhookProjection = '{_type, _id, language, "slug": slug.current, "previousSlug": before().slug.current}'
