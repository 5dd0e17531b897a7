import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getRedirectFrom } from '@/lib/content'
import { redirectFromProblem } from '@/lib/content/redirect-rules'
import { config, proxy } from '@/proxy'

/*
 * proxy.ts applies the redirects staff manage: it runs for every address a redirect may start
 * from, answers 308/307 with the target, and leaves everything else to Next (its own 404 page).
 */

vi.mock('@/lib/content', () => ({ getRedirectFrom: vi.fn() }))
const lookup = vi.mocked(getRedirectFrom)

const request = (path: string, method = 'GET') => new NextRequest(new URL(path, 'https://medicore.example'), { method })
const redirect = (from: string, to: string, permanent: boolean) => ({
  _id: `redirect${from.replaceAll('/', '-')}`,
  _type: 'redirect' as const,
  from,
  to,
  permanent,
})

beforeEach(() => {
  lookup.mockImplementation(async (path) =>
    [
      redirect('/demo', '/contact-us?subject=Schedule%20a%20demo', false),
      redirect('/signup', '/users/sign-up', true),
      redirect('/Pricing', '/pricing', true),
    ].find((candidate) => candidate.from === path),
  )
})

describe('the redirects staff manage, in proxy.ts', () => {
  it('answers 307 for a temporary redirect and 308 for a permanent one, never cached', async () => {
    const demo = (await proxy(request('/demo')))!
    expect(demo.status).toBe(307)
    expect(demo.headers.get('location')).toBe('https://medicore.example/contact-us?subject=Schedule%20a%20demo')
    const signup = (await proxy(request('/signup', 'HEAD')))!
    expect([signup.status, signup.headers.get('location')]).toEqual([308, 'https://medicore.example/users/sign-up'])
    expect(signup.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('leaves unknown addresses to Next’s own 404 page, and other methods alone', async () => {
    expect(await proxy(request('/no-such-page'))).toBeUndefined()
    expect(await proxy(request('/demo', 'POST'))).toBeUndefined()
  })

  it('never looks up the site’s own addresses', async () => {
    for (const path of ['/pricing', '/features', '/blog/some-article', '/robots.txt']) {
      expect(await proxy(request(path)), path).toBeUndefined()
    }
    expect(lookup).not.toHaveBeenCalled()
    // Routes are case-sensitive: /Pricing is not the pricing page, so a redirect may start there.
    expect((await proxy(request('/Pricing')))?.status).toBe(308)
  })

  it('runs for every address a redirect may start from, and not for Next’s files, the API, the Studio or the blog', () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    for (const path of [
      '/demo',
      '/signup',
      '/Pricing',
      '/Features-old',
      '/old/deep/page',
      '/blogging',
      '/pricing-2025',
    ])
      expect([path, redirectFromProblem(path), runs(path)]).toEqual([path, undefined, true])
    for (const path of [
      '/',
      '/features',
      '/pricing',
      '/legal',
      '/privacy',
      '/blog',
      '/blog/a',
      '/studio/x',
      '/api/revalidate',
      '/_next/static/x.js',
      '/media/a.webp',
    ])
      expect([path, runs(path)]).toEqual([path, false])
    // The pages with forms, for the body guard.
    for (const path of ['/contact-us', '/account', '/users/sign-in']) expect([path, runs(path)]).toEqual([path, true])
  })
})
