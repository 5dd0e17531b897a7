/*
 * Draft mode's addresses besides the fixed pages (lib/routes.ts's draftPaths). Plain TypeScript
 * (erasable syntax only): next.config.mjs imports this file with Node's type stripping.
 */

/**
 * The blog's pages below /blog (articles, categories, list pages), as one rewrite source:
 * everything there but the feed and the share images, which have no draft version.
 */
export const draftBlogSource = '/blog/:path((?!rss\\.xml$)(?!.*opengraph-image).+)'
export const draftBlogDestination = '/draft/blog/:path'

/** Next's draft mode cookie. */
export const draftModeCookie = '__prerender_bypass'
