/**
 * The public pages that have a draft mode version (app/draft/[[...path]]). next.config.mjs
 * rewrites exactly these paths when the draft mode cookie is present (a unit test checks
 * that the two lists agree). The contact and sign-in pages have no CMS content.
 */
export const draftPagePaths = ['/', '/features', '/pricing', '/blog', '/legal', '/privacy'] as const

export type DraftPagePath = (typeof draftPagePaths)[number]

/** Next's draft mode cookie. */
export const draftModeCookie = '__prerender_bypass'
