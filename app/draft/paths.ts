import { locales, localizedPath } from '../../lib/i18n/locales.ts'
import { reservedPageSlugs } from '../../lib/pages/slug-rules.ts'
import { collectionItemPaths, draftPaths, routes } from '../../lib/routes.ts'
import { draftModeCheckedHeader, draftModeCookie } from '../../lib/routes/proxy.ts'

/*
 * Draft mode's addresses: with the draft mode cookie, next.config.mjs sends each page with a draft
 * version, in each language, to app/draft/<language>/… Plain TypeScript (erasable syntax only):
 * next.config.mjs imports this file with Node's type stripping.
 */

export { draftModeCookie }

/**
 * The blog's pages below /blog (articles, categories, list pages), as one pattern: everything
 * there but the feed and the share images, which have no draft version.
 */
export const draftBlogPattern = ':path((?!rss\\.xml$)(?!.*opengraph-image).+)'

/** A page built from sections: one segment shaped like a slug that none of the site's own addresses starts with. */
export const draftPagePattern = `:slug((?!(?:${reservedPageSlugs()
  .map((slug) => slug.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*)`

/** A draft-mode cookie that proxy.ts found to be this build's (a made-up one gets the published page). */
const inDraftMode = [
  { type: 'cookie', key: draftModeCookie },
  { type: 'header', key: draftModeCheckedHeader, value: '1' },
]

/**
 * The rewrites, in every language: the home page, the other fixed pages as one pattern, the blog's
 * pages, the collections' items (/case-studies/:slug) and the pages built from sections.
 */
export function draftRewrites() {
  const pages = draftPaths.filter((path) => path !== '/').map((path) => path.slice(1))
  return locales.flatMap((locale) => {
    const home = localizedPath('/', locale)
    const prefix = home === '/' ? '' : home
    return [
      { source: home, has: inDraftMode, destination: `/draft/${locale}` },
      { source: `${prefix}/:page(${pages.join('|')})`, has: inDraftMode, destination: `/draft/${locale}/:page` },
      {
        source: `${prefix}${routes.blog.path}/${draftBlogPattern}`,
        has: inDraftMode,
        destination: `/draft/${locale}${routes.blog.path}/:path`,
      },
      ...collectionItemPaths.map((path) => ({
        source: `${prefix}${path}`,
        has: inDraftMode,
        destination: `/draft/${locale}${path}`,
      })),
      { source: `${prefix}/${draftPagePattern}`, has: inDraftMode, destination: `/draft/${locale}/:slug` },
    ]
  })
}
