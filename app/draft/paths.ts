/**
 * The public pages that have a draft mode version (app/draft/[[...path]]). next.config.mjs
 * rewrites exactly these paths when the draft mode cookie is present. The sign-in pages have
 * no CMS content. Plain TypeScript (erasable syntax only): next.config.mjs
 * imports this file with Node's type stripping.
 */
export const draftPagePaths = ['/', '/features', '/pricing', '/contact-us', '/blog', '/legal', '/privacy'] as const

/**
 * And the blog's pages below /blog (articles, categories, list pages), as one rewrite source:
 * everything there but the feed and the share images, which have no draft version.
 */
export const draftBlogSource = '/blog/:path((?!rss\\.xml$)(?!.*opengraph-image).+)'
export const draftBlogDestination = '/draft/blog/:path'

/** Next's draft mode cookie. */
export const draftModeCookie = '__prerender_bypass'
