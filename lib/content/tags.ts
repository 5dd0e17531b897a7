/*
 * Cache tags. Every content fetch is tagged with its document type and with its type in its
 * language; an article's own page is also tagged with its slug, so the webhook can name it
 * (lib/publish/webhook.ts). A published document in one language expires its language's tag; a
 * document whose fields every language shares (a plan's prices) expires its type's.
 */

/** The tag of a type's documents in one language: "faq:es". */
export const languageTag = (type: string, language: string) => `${type}:${language}`

/** The tag of one article's page: apart from the language tags, so that no slug ("es") names a language. */
export const postTag = (slug: string) => `post-slug:${slug}`
