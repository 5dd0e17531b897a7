import { describe, expect, it } from 'vitest'
import { draftModeCookie, draftPagePaths } from '../../app/draft/paths'
import nextConfig from '../../next.config.mjs'

/* Draft mode is served by app/draft through rewrites: they must cover exactly its pages. */

type Rewrite = { source: string; destination: string; has?: { type: string; key: string }[] }

describe('draft mode rewrites', () => {
  it('send exactly the draft pages to app/draft, and only with the draft mode cookie', async () => {
    const { beforeFiles } = (await nextConfig.rewrites()) as { beforeFiles: Rewrite[] }
    for (const rewrite of beforeFiles) expect(rewrite.has).toEqual([{ type: 'cookie', key: draftModeCookie }])
    const covered = beforeFiles.flatMap((rewrite) => {
      if (rewrite.source === '/') return ['/']
      const alternatives = /^\/:page\(([^)]+)\)$/.exec(rewrite.source)
      expect(alternatives, rewrite.source).not.toBeNull()
      expect(rewrite.destination).toBe('/draft/:page')
      return alternatives![1]!.split('|').map((page) => `/${page}`)
    })
    expect(covered.sort()).toEqual([...draftPagePaths].sort())
  })
})
