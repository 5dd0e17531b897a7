/*
 * Cache tags. Every content fetch is tagged with its document type and with its type in its
 * language, and so with each type it also shows (an article's author and category); an article's
 * own page is also tagged with its slug, so the webhook can name it. A published document in one
 * language expires its language's tag; one that other languages show too (a plan's prices, an
 * article's new address) expires its type's (lib/publish/expired-tags.ts).
 */

/** The tag of a type's documents in one language: "faq:es". */
export const languageTag = (type: string, language: string) => `${type}:${language}`

/** A fetch's tags for a type it shows, in `language`: the type's, which every language shares, and the language's. */
export const typeTags = (type: string, language: string) => [type, languageTag(type, language)]

/** The tag of one article's page: apart from the language tags, so that no slug ("es") names a language. */
export const postTag = (slug: string) => `post-slug:${slug}`

/**
 * The tag of a fixed page built from sections in one language ("fixed-page:home:es"), in place of
 * the page type's language tag: editing the Spanish home page refreshes that page only.
 */
export const fixedPageTag = (name: string, language: string) => `fixed-page:${name}:${language}`
