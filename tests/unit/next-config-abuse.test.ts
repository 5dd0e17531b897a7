import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server'
import { describe, expect, it } from 'vitest'
import nextConfig, { privateCacheControl, publicCacheControl } from '../../next.config.mjs'

/*
 * What next.config.mjs decides for addresses and headers an attacker chooses: the proxy never sees
 * Next's files, nor the fixed pages without a Markdown request.
 */

const respond = (url: string, headers: Record<string, string> = {}) =>
  unstable_getResponseFromNextConfig({ url: `https://medicore.example${url}`, nextConfig, headers })

describe('a request with Next’s RSC header', () => {
  it('gets a policy no CDN keeps when it lacks `_rsc`: Next answers it with a redirect at the page’s own address', async () => {
    for (const path of ['/pricing', '/es/pricing', '/blog/hipaa-basics', '/'])
      expect([path, (await respond(path, { rsc: '1' })).headers.get('cache-control')]).toEqual([
        path,
        privateCacheControl,
      ])
  })

  it('keeps the page’s public policy for the client’s own RSC requests, and for every ordinary request', async () => {
    expect((await respond('/pricing?_rsc=1a2b3', { rsc: '1' })).headers.get('cache-control')).toBe(publicCacheControl)
    expect((await respond('/pricing')).headers.get('cache-control')).toBe(publicCacheControl)
  })
})

describe('an address under /_next/', () => {
  it('that is none of Next’s files goes to the API’s plain 404, after the files and before app/[locale]', async () => {
    const routes = await (nextConfig as { rewrites: () => Promise<Record<string, { source: string }[]>> }).rewrites()
    // After Next's own files (its scripts, styles, fonts and image optimizer), which afterFiles rewrites never see.
    expect(routes.afterFiles?.map((rule) => rule.source)).toEqual(['/_next/:path*'])
    for (const path of ['/_next/made-up', '/_next/a/b', '/_next/static/made-up'])
      expect((await respond(path)).headers.get('x-middleware-rewrite')).toBe(`https://medicore.example/api${path}`)
  })
})
