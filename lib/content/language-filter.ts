/*
 * The GROQ filters of a document's language, in a module of their own: the sections' and the trust
 * center's queries use them too, and lib/content/queries.ts is built from the sections.
 */

/**
 * A document in the page's language ($language): Spanish documents carry `language: "es"`, and an
 * English one may carry "en" or nothing (written before the site had languages).
 */
export const inLanguage = `coalesce(language, "en") == $language`

/** An English document: the originals, which the Studio's lists show and translations link to. */
export const inDefaultLanguage = `coalesce(language, "en") == "en"`
