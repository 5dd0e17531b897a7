import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getPublishedBlog, getRedirectFrom } from '@/lib/content'
import { redirectFromProblem } from '@/lib/content/redirect-rules'
import { config, proxy } from '@/proxy'
import { expectEach, expectEachLater } from '../support/expect-each'

/*
 * proxy.ts applies the redirects staff manage: it runs for every address a redirect may start
 * from, answers 308/307 with the target, and leaves everything else to Next (its own 404 page).
 * Below /blog it sends an address the published blog does not have to that 404 page.
 */

vi.mock('@/lib/content', () => ({ getRedirectFrom: vi.fn(), getPublishedBlog: vi.fn() }))
const lookup = vi.mocked(getRedirectFrom)
const publishedBlog = vi.mocked(getPublishedBlog)

const request = (path: string, method = 'GET') => new NextRequest(new URL(path, 'https://medicore.example'), { method })
const redirect = (from: string, to: string, permanent: boolean) => ({
  _id: `redirect${from.replaceAll('/', '-')}`,
  _type: 'redirect' as const,
  from,
  to,
  permanent,
})

const card = (slug: string, category: string) => ({ slug, category: { slug: category } })

beforeEach(() => {
  publishedBlog.mockResolvedValue({
    posts: [card('hipaa-basics', 'compliance'), card('rollout-plan', 'clinic-operations')],
    categories: [{ slug: 'compliance' }, { slug: 'clinic-operations' }],
  } as unknown as Awaited<ReturnType<typeof getPublishedBlog>>)
  lookup.mockImplementation(async (path) =>
    [
      redirect('/demo', '/contact-us?subject=Schedule%20a%20demo', false),
      redirect('/signup', '/users/sign-up', true),
      redirect('/Pricing', '/pricing', true),
      // A renamed article's and category's old addresses, and a stale one from a live article's.
      redirect('/blog/hipaa-101', '/blog/hipaa-basics', true),
      redirect('/blog/category/security', '/blog/category/compliance', true),
      redirect('/blog/rollout-plan', '/pricing', true),
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
    for (const path of ['/pricing', '/features', '/blog/hipaa-basics', '/robots.txt']) {
      expect(await proxy(request(path)), path).toBeUndefined()
    }
    expect(lookup).not.toHaveBeenCalled()
    // Routes are case-sensitive: /Pricing is not the pricing page, so a redirect may start there.
    expect((await proxy(request('/Pricing')))?.status).toBe(308)
  })

  it('runs for every address a redirect may start from and below /blog, not for Next’s files, the API or the Studio', () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    expectEach(
      ['/demo', '/signup', '/Pricing', '/Features-old', '/old/deep/page', '/blogging', '/pricing-2025'],
      (path) => [redirectFromProblem(path), runs(path)],
      [undefined, true],
    )
    expectEach(
      [
        '/',
        '/features',
        '/pricing',
        '/legal',
        '/privacy',
        '/blog',
        '/studio/x',
        '/api/revalidate',
        '/_next/static/x.js',
        '/media/a.webp',
      ],
      runs,
      false,
    )
    // The blog's addresses, for the 404 page; the pages with forms, for the body guard.
    expectEach(['/blog/a', '/blog/category/a/page/2'], runs, true)
    expectEach(['/contact-us', '/account', '/users/sign-in'], runs, true)
  })
})

describe('the blog’s addresses, in proxy.ts', () => {
  const notFound = (response: Response | undefined) => response?.headers.get('x-middleware-rewrite')

  it('sends an article, category or list page the published blog does not have to Next’s own 404 page', async () => {
    await expectEachLater(
      [
        '/blog/no-such-article',
        '/blog/category/no-such-category',
        '/blog/page/2',
        '/blog/page/abc',
        '/blog/category/compliance/page/2',
        '/blog/category',
      ],
      async (path) => notFound(await proxy(request(path))),
      'https://medicore.example/_not-found',
    )
  })

  it('leaves the published ones, the feed and the share cards to their pages', async () => {
    await expectEachLater(
      ['/blog/hipaa-basics', '/blog/category/clinic-operations', '/blog/rss.xml', '/blog/hipaa-basics/opengraph-image'],
      (path) => proxy(request(path)),
      undefined,
    )
  })

  it('redirects a renamed article’s or category’s old address, but never one the published blog has', async () => {
    for (const [path, target] of [
      ['/blog/hipaa-101', 'https://medicore.example/blog/hipaa-basics'],
      ['/blog/category/security', 'https://medicore.example/blog/category/compliance'],
    ]) {
      const response = await proxy(request(path!))
      expect([path, response?.status, response?.headers.get('location')]).toEqual([path, 308, target])
      expect(response?.headers.get('cache-control')).toMatch(/no-store/)
    }
    expect(await proxy(request('/blog/rollout-plan'))).toBeUndefined()
  })

  it('leaves every blog address to its page in draft mode, where an article may exist only as a draft', async () => {
    const draft = request('/blog/a-draft-article')
    draft.cookies.set('__prerender_bypass', 'draft')
    expect(await proxy(draft)).toBeUndefined()
    expect(notFound(await proxy(request('/blog/a-draft-article')))).toBe('https://medicore.example/_not-found')
  })
})
