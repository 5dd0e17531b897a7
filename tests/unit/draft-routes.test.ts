import { describe, expect, it } from 'vitest'
import { draftBlogDestination, draftBlogSource, draftModeCookie } from '../../app/draft/paths'
import { draftPaths } from '../../lib/routes'
import nextConfig from '../../next.config.mjs'

/* Draft mode is served by app/draft through rewrites: they must cover exactly its pages. */

type Rewrite = { source: string; destination: string; has?: { type: string; key: string }[] }

describe('draft mode rewrites', () => {
  it('send exactly the draft pages to app/draft, and only with the draft mode cookie', async () => {
    const rewrites = ((await nextConfig.rewrites()) as { beforeFiles: Rewrite[] }).beforeFiles
    const beforeFiles = rewrites.filter((rewrite) => rewrite.destination.startsWith('/draft'))
    for (const rewrite of beforeFiles) expect(rewrite.has).toEqual([{ type: 'cookie', key: draftModeCookie }])
    // The others serve the pages' Markdown copies, and come after.
    expect(rewrites.slice(beforeFiles.length).every((rewrite) => rewrite.destination.startsWith('/md'))).toBe(true)
    const blog = beforeFiles.filter((rewrite) => rewrite.source === draftBlogSource)
    expect(blog.map((rewrite) => rewrite.destination)).toEqual([draftBlogDestination])
    const covered = beforeFiles.flatMap((rewrite) => {
      if (rewrite.source === '/') return ['/']
      if (rewrite.source === draftBlogSource) return []
      const alternatives = /^\/:page\(([^)]+)\)$/.exec(rewrite.source)
      expect(alternatives, rewrite.source).not.toBeNull()
      expect(rewrite.destination).toBe('/draft/:page')
      return alternatives![1]!.split('|').map((page) => `/${page}`)
    })
    expect(covered.sort()).toEqual([...draftPaths].sort())
  })
})

describe('the blog rewrite in draft mode', () => {
  // The path-to-regexp pattern inside the source, as a regular expression over the part after /blog/.
  const pattern = new RegExp(`^${/\/blog\/:path\((.*)\)$/.exec(draftBlogSource)![1]!}$`)

  it('covers articles, categories and list pages', () => {
    for (const path of ['hipaa-basics', 'category/compliance', 'page/2', 'category/compliance/page/2'])
      expect(pattern.test(path), path).toBe(true)
  })

  it('leaves the feed and the share images to the published site', () => {
    for (const path of ['rss.xml', 'hipaa-basics/opengraph-image', 'hipaa-basics/opengraph-image-1a2b'])
      expect(pattern.test(path), path).toBe(false)
  })
})
