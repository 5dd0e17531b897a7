import { describe, expect, it } from 'vitest'
import { draftBlogPattern, draftModeCookie, draftPagePattern } from '../../app/draft/paths'
import { locales, localizedPath } from '../../lib/i18n/locales'
import { collectionItemPaths, draftPaths } from '../../lib/routes'
import nextConfig from '../../next.config.mjs'
import { draftModeCheckedHeader } from '../../lib/routes/proxy'

/* Draft mode is served by app/draft/<language> through rewrites: they must cover exactly its pages, in every language. */

type Rewrite = { source: string; destination: string; has?: { type: string; key: string; value?: string }[] }

const rewrites = async () => ((await nextConfig.rewrites()) as { beforeFiles: Rewrite[] }).beforeFiles

describe('draft mode rewrites', () => {
  it('send exactly the draft pages of each language to app/draft, only with a draft mode cookie the proxy checked, before any other', async () => {
    const all = await rewrites()
    const drafts = all.filter((rewrite) => rewrite.destination.startsWith('/draft'))
    expect(all.slice(0, drafts.length)).toEqual(drafts)
    for (const rewrite of drafts)
      expect(rewrite.has).toEqual([
        { type: 'cookie', key: draftModeCookie },
        { type: 'header', key: draftModeCheckedHeader, value: '1' },
      ])
    for (const locale of locales) {
      const prefix = localizedPath('/', locale) === '/' ? '' : localizedPath('/', locale)
      const mine = drafts.filter((rewrite) => rewrite.destination.startsWith(`/draft/${locale}`))
      const covered = mine.flatMap((rewrite) => {
        if (rewrite.source === (prefix || '/')) return ['/']
        if (rewrite.source === `${prefix}/blog/${draftBlogPattern}`) return []
        const item = collectionItemPaths.find((path) => rewrite.source === `${prefix}${path}`)
        if (item) {
          expect(rewrite.destination).toBe(`/draft/${locale}${item}`)
          return [item]
        }
        if (rewrite.source === `${prefix}/${draftPagePattern}`) {
          expect(rewrite.destination).toBe(`/draft/${locale}/:slug`)
          return []
        }
        const alternatives = new RegExp(`^${prefix}/:page\\(([^)]+)\\)$`).exec(rewrite.source)
        expect(alternatives, rewrite.source).not.toBeNull()
        expect(rewrite.destination).toBe(`/draft/${locale}/:page`)
        return alternatives![1]!.split('|').map((page) => `/${page}`)
      })
      expect([locale, covered.sort()]).toEqual([locale, [...draftPaths, ...collectionItemPaths].sort()])
    }
  })

  it('send a page built from sections to app/draft, and none of the site’s own addresses', async () => {
    // The path-to-regexp Next matches rewrites with (its compiled copy ships no types).
    const { pathToRegexp } = (await import('next/dist/compiled/path-to-regexp' as string)) as {
      pathToRegexp: (path: string, keys: unknown[], options: { sensitive: boolean }) => RegExp
    }
    const pattern = pathToRegexp(`/${draftPagePattern}`, [], { sensitive: true }) // next.config: caseSensitiveRoutes
    for (const page of ['/security', '/accessibility', '/hipaa-compliance', '/pricing-faq'])
      expect([page, pattern.test(page)]).toEqual([page, true])
    for (const own of ['/studio', '/pricing', '/es', '/api', '/blog', '/users', '/md', '/index', '/Security', '/a/b'])
      expect([own, pattern.test(own)]).toEqual([own, false])
  })

  it('serve the English pages at their unprefixed addresses from app/[locale], after the previews and Markdown copies', async () => {
    const all = await rewrites()
    const last = all.slice(-2)
    expect(last.map((rewrite) => rewrite.destination)).toEqual(['/en', '/en/:path'])
    const pattern = new RegExp(`^${/^\/:path\((.*)\)$/.exec(last[1]!.source)![1]!}$`)
    for (const path of ['pricing', 'blog/a-post', 'users/sign-in', 'account', 'opengraph-image'])
      expect([path, pattern.test(path)]).toEqual([path, true])
    for (const path of [
      // Next's own 404 page, which proxy.ts answers unknown addresses with: not a page built from sections.
      '_not-found',
      'es',
      'es/pricing',
      'en/pricing',
      'studio',
      'api/revalidate',
      '_next/static/a.js',
      'md/pricing',
    ])
      expect([path, pattern.test(path)]).toEqual([path, false])
  })
})

describe('the blog rewrite in draft mode', () => {
  // The path-to-regexp pattern inside the source, as a regular expression over the part after /blog/.
  const pattern = new RegExp(`^${/^:path\((.*)\)$/.exec(draftBlogPattern)![1]!}$`)

  it('covers articles, categories and list pages', () => {
    for (const path of ['hipaa-basics', 'category/compliance', 'page/2', 'category/compliance/page/2'])
      expect(pattern.test(path), path).toBe(true)
  })

  it('leaves the feed and the share images to the published site', () => {
    for (const path of ['rss.xml', 'hipaa-basics/opengraph-image', 'hipaa-basics/opengraph-image-1a2b'])
      expect(pattern.test(path), path).toBe(false)
  })
})
