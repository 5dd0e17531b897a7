/*
 * Cache tags. Every content fetch is tagged with its document type; an article's own page is
 * also tagged with its slug, so the webhook can name it (lib/publish/webhook.ts).
 */

/** The tag of one article's page. */
export const postTag = (slug: string) => `post:${slug}`
