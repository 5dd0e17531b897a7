import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { readdirSync } from 'node:fs'
import { NextRequest } from 'next/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getPublishedAddresses, getRedirectFrom } from '@/lib/content'
import { isDraftModeCookieValid } from '@/lib/draft-mode-cookie'
import { redirectFromProblem } from '@/lib/content/redirect-rules'
import { LONGEST_SEGMENT } from '@/lib/path-segments'
import { config, proxy } from '@/proxy'
import { expectEach, expectEachLater } from '../support/expect-each'

/*
 * proxy.ts applies the redirects staff manage: it runs for every address a redirect may start
 * from, answers 308/307 with the target, and leaves everything else to Next (its own 404 page).
 * Below /blog it sends an address the published blog does not have to that 404 page.
 */

vi.mock('@/lib/content', () => ({ getRedirectFrom: vi.fn(), getPublishedAddresses: vi.fn() }))
vi.mock('@/lib/draft-mode-cookie', () => ({ isDraftModeCookieValid: vi.fn((value: string) => value === 'this-build') }))
const lookup = vi.mocked(getRedirectFrom)
const publishedAddresses = vi.mocked(getPublishedAddresses)

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
  const blog = {
    posts: [card('hipaa-basics', 'compliance'), card('rollout-plan', 'clinic-operations')],
    categories: [{ slug: 'compliance' }, { slug: 'clinic-operations' }],
  }
  publishedAddresses.mockResolvedValue({
    redirects: [],
    blog: { en: blog, es: { posts: [], categories: [{ slug: 'cumplimiento' }] } },
    pages: { en: [{ slug: 'security' }], es: [{ slug: 'security' }] },
    forms: { en: ['/contact-us', '/security'], es: ['/contact-us'] },
    collections: {
      caseStudy: { en: [{ slug: 'riverside' }], es: [{ slug: 'riverside-es' }] },
      manual: { en: [{ slug: 'nursing-station' }], es: [] },
    },
  })
  lookup.mockImplementation(async (path) =>
    [
      redirect('/book-a-demo', '/demo', false),
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
    const demo = (await proxy(request('/book-a-demo')))!
    expect(demo.status).toBe(307)
    expect(demo.headers.get('location')).toBe('https://medicore.example/demo')
    const signup = (await proxy(request('/signup', 'HEAD')))!
    expect([signup.status, signup.headers.get('location')]).toEqual([308, 'https://medicore.example/users/sign-up'])
    expect(signup.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('answers an unknown address with Next’s own 404 page, never cached, and any other method with a plain 404', async () => {
    const answer = await proxy(request('/no-such-page'))
    expect(answer?.headers.get('x-middleware-rewrite')).toBe('https://medicore.example/_not-found')
    expect(answer?.headers.get('cache-control')).toMatch(/no-store/)
    // A POST would render the page for its made-up slug, and keep a read of the content for it.
    lookup.mockClear()
    for (const path of ['/book-a-demo', '/made-up', '/case-studies/made-up', '/blog/no-such-article', '/es/made-up']) {
      const posted = (await proxy(request(path, 'POST')))!
      expect([path, posted.status, posted.headers.get('cache-control')]).toEqual([
        path,
        404,
        expect.stringMatching(/no-store/),
      ])
    }
    expect(lookup).not.toHaveBeenCalled()
    // A page that shows no form takes no post: Next would look for an action it cannot find, and log its stack.
    for (const path of ['/pricing', '/', '/es/security', '/blog']) {
      const posted = (await proxy(request(path, 'POST')))!
      expect([path, posted.status, posted.headers.get('allow')]).toEqual([path, 405, 'GET, HEAD'])
    }
    // The folders that answer for themselves (the proxy never sees them) take theirs: the publish webhook.
    expect(await proxy(request('/api/revalidate', 'POST'))).toBeUndefined()
  })

  it('never looks up the site’s own addresses', async () => {
    for (const path of ['/pricing', '/features', '/blog/hipaa-basics', '/robots.txt']) {
      expect(await proxy(request(path)), path).toBeUndefined()
    }
    expect(lookup).not.toHaveBeenCalled()
    // Routes are case-sensitive: /Pricing is not the pricing page, so a redirect may start there.
    expect((await proxy(request('/Pricing')))?.status).toBe(308)
  })

  it('runs for every address, the site’s pages too, but not for Next’s files, the API, the Studio or the images', () => {
    const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url })
    expectEach(
      ['/book-a-demo', '/signup', '/Pricing', '/Features-old', '/old/deep/page', '/blogging', '/pricing-2025'],
      (path) => [redirectFromProblem(path), runs(path)],
      [undefined, true],
    )
    expectEach(['/', '/features', '/pricing', '/legal', '/privacy', '/blog', '/es', '/robots.txt'], runs, true)
    expectEach(['/blog/a', '/blog/category/a/page/2', '/contact-us', '/account', '/users/sign-in'], runs, true)
    // Encoded, an address of the Studio or the API is the proxy's to read (and send to the plain address).
    expectEach(['/%73tudio/x', '/%61pi/revalidate', '/studio%2Fx'], runs, true)
    expectEach(['/studio/x', '/api/revalidate', '/_next/static/x.js', '/media/a.webp', '/language/es'], runs, false)
  })
})

/** Where the proxy rewrote the request: Next's own 404 page for an address nobody published. */
const notFound = (response: Response | undefined) => response?.headers.get('x-middleware-rewrite')

describe('the blog’s addresses, in proxy.ts', () => {
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

  it('leaves the published ones, the feed and a published article’s share card to their pages', async () => {
    await expectEachLater(
      [
        '/blog/hipaa-basics',
        '/blog/category/clinic-operations',
        '/blog/rss.xml',
        '/blog/hipaa-basics/opengraph-image-abc123/card',
      ],
      (path) => proxy(request(path)),
      undefined,
    )
  })

  it('answers the share card, Markdown copy and Spanish address of an article nobody published with the 404 page', async () => {
    await expectEachLater(
      [
        '/blog/no-such-article/opengraph-image-abc123/card',
        '/blog/no-such-article.md',
        '/blog/category/no-such-category.md',
        '/md/blog/hipaa-basics',
        '/no-such-page.md',
      ],
      async (path) => notFound(await proxy(request(path))),
      'https://medicore.example/_not-found',
    )
    // Under a language's prefix, that language's own 404 page, with the 404 status.
    await expectEachLater(
      [
        '/es/blog/hipaa-basics',
        '/es/blog/hipaa-basics.md',
        '/es/no-such-page.md',
        '/es/no-such-page',
        '/es/page-not-found',
      ],
      async (path) => {
        const answer = await proxy(request(path))
        return [notFound(answer), answer?.status]
      },
      ['https://medicore.example/es/page-not-found', 404],
    )
    expect(notFound(await proxy(request('/page-not-found')))).toBe('https://medicore.example/_not-found')
    await expectEachLater(
      ['/blog/hipaa-basics.md', '/pricing.md', '/index.md', '/es/pricing.md', '/es/index.md', '/es/security.md'],
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
    draft.cookies.set('__prerender_bypass', 'this-build')
    // On to the draft route, which next.config.mjs's rewrites reach only with the proxy's word.
    expect((await proxy(draft))?.headers.get('x-middleware-request-x-medicore-draft-mode')).toBe('1')
    expect(notFound(await proxy(request('/blog/a-draft-article')))).toBe('https://medicore.example/_not-found')
  })

  it('drops a draft-mode cookie that is not this build’s: the visitor gets the published page', async () => {
    const forged = request('/blog/a-draft-article')
    forged.cookies.set('__prerender_bypass', 'made-up')
    forged.cookies.set('theme', 'dark')
    const answer = await proxy(forged)
    expect(notFound(answer)).toBe('https://medicore.example/_not-found')
    expect(answer?.headers.get('set-cookie')).toMatch(/^__prerender_bypass=; Path=\/; Max-Age=0/)
    const page = new NextRequest(new URL('/pricing', 'https://medicore.example'), {
      headers: { 'x-medicore-draft-mode': '1' },
    })
    page.cookies.set('__prerender_bypass', 'made-up')
    page.cookies.set('theme', 'dark')
    const passed = await proxy(page)
    expect(passed?.headers.get('x-middleware-override-headers')).not.toContain('x-medicore-draft-mode')
    // The request continues to the published page with the other cookies only (Next's override headers).
    expect(passed?.headers.get('x-middleware-request-cookie')).toBe('theme=dark')
    expect(vi.mocked(isDraftModeCookieValid)).toHaveBeenCalledWith('made-up')
  })
})

describe('Markdown for a client that prefers it, in proxy.ts', () => {
  const ask = (path: string, accept: string) =>
    proxy(new NextRequest(new URL(path, 'https://medicore.example'), { headers: { accept } }))

  it('sends it to the page’s Markdown copy in its language, with a redirect nobody keeps, never Markdown at the page’s address', async () => {
    for (const [path, copy] of [
      ['/', '/index.md'],
      ['/pricing', '/pricing.md'],
      ['/blog/hipaa-basics', '/blog/hipaa-basics.md'],
      ['/blog/category/compliance', '/blog/category/compliance.md'],
      ['/es', '/es/index.md'],
      ['/es/pricing', '/es/pricing.md'],
      // The pages with a form too: a read of one is no form's post.
      ['/contact-us', '/contact-us.md'],
      ['/es/demo', '/es/demo.md'],
      ['/es/blog/category/cumplimiento', '/es/blog/category/cumplimiento.md'],
      ['/es/security', '/es/security.md'],
      ['/es/case-studies/riverside-es', '/es/case-studies/riverside-es.md'],
    ]) {
      const answer = await ask(path!, 'text/markdown')
      expect([path, answer?.status, answer?.headers.get('location')]).toEqual([
        path,
        303,
        `https://medicore.example${copy}`,
      ])
      expect(answer?.headers.get('cache-control')).toMatch(/private.*no-store/)
      expect(answer?.headers.get('vary')).toBe('Accept')
    }
  })

  it('honours q values: q=0 refuses Markdown, and HTML preferred over it gets HTML', async () => {
    await expectEachLater(
      ['text/markdown;q=0, text/html', 'text/html, text/markdown;q=0.5', 'text/html,application/xhtml+xml,*/*;q=0.8'],
      (accept) => ask('/pricing', accept),
      undefined,
    )
    expect((await ask('/pricing', 'text/markdown, text/html;q=0.9'))?.status).toBe(303)
  })

  it('gives an article nobody published in the language the 404 page, and its copy too', async () => {
    expect(notFound(await ask('/blog/no-such-article', 'text/markdown'))).toBe('https://medicore.example/_not-found')
    for (const path of ['/es/blog/hipaa-basics', '/es/blog/hipaa-basics.md', '/es/case-studies/riverside.md'])
      expect(notFound(await ask(path, 'text/markdown')), path).toBe('https://medicore.example/es/page-not-found')
  })
})

describe('the pages built from sections, in proxy.ts', () => {
  it('lets a published page through in its language, and answers any other one-segment address with a 404', async () => {
    for (const path of ['/security', '/es/security', '/security/opengraph-image-abc/card'])
      expect(await proxy(request(path)), path).toBeUndefined()
    expect(notFound(await proxy(request('/made-up')))).toBe('https://medicore.example/_not-found')
    expect(notFound(await proxy(request('/es/made-up')))).toBe('https://medicore.example/es/page-not-found')
    expect(notFound(await proxy(request('/security/other')))).toBe('https://medicore.example/_not-found')
  })

  it('has a Markdown copy of a published English page, and sends an agent that asks for Markdown there', async () => {
    expect(await proxy(request('/security.md'))).toBeUndefined()
    expect(notFound(await proxy(request('/made-up.md')))).toBe('https://medicore.example/_not-found')
    const asked = new NextRequest(new URL('/security', 'https://medicore.example'), {
      headers: { accept: 'text/markdown' },
    })
    const answer = await proxy(asked)
    expect([answer?.status, answer?.headers.get('location')]).toEqual([303, 'https://medicore.example/security.md'])
  })

  it('checks a form’s body posted to a page, which may place the contact form', async () => {
    const huge = new NextRequest(new URL('/security', 'https://medicore.example'), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(10 * 1024 * 1024) },
    })
    expect((await proxy(huge))?.status).toBe(413)
  })
})

describe('a collection’s documents (case studies), in proxy.ts', () => {
  it('lets a published one through in its language, and answers any other with a 404 or its redirect', async () => {
    const card = '/opengraph-image-1x2y3z/card'
    for (const path of [
      '/case-studies',
      '/case-studies/riverside',
      '/es/case-studies/riverside-es',
      `/case-studies/riverside${card}`,
      `/es/case-studies/riverside-es${card}`,
    ])
      expect(await proxy(request(path)), path).toBeUndefined()
    // Published in English only under its English slug, and never below a document but its share card.
    expect(notFound(await proxy(request('/es/case-studies/riverside')))).toBe(
      'https://medicore.example/es/page-not-found',
    )
    for (const path of [
      '/case-studies/made-up',
      `/case-studies/made-up${card}`,
      '/case-studies/riverside/more',
      '/case-studies/riverside/opengraph-image-1x2y3z/other',
      `/case-studies/riverside${card}/more`,
    ])
      expect(notFound(await proxy(request(path))), path).toBe('https://medicore.example/_not-found')
    expect((await proxy(request('/case-studies/%E0%A4%A')))?.status).toBe(400)
    lookup.mockResolvedValueOnce(redirect('/case-studies/old-name', '/case-studies/riverside', true))
    expect((await proxy(request('/case-studies/old-name')))?.headers.get('location')).toBe(
      'https://medicore.example/case-studies/riverside',
    )
  })

  it('lets staff in draft mode open one that exists only as a draft: its page decides', async () => {
    const draft = new NextRequest(new URL('/case-studies/draft-only', 'https://medicore.example'), {
      headers: { cookie: '__prerender_bypass=this-build' },
    })
    expect((await proxy(draft))?.headers.get('x-middleware-rewrite')).toBeNull()
  })

  it('has a Markdown copy of a published English one, and of the list, and sends an agent there', async () => {
    expect(await proxy(request('/case-studies/riverside.md'))).toBeUndefined()
    expect(notFound(await proxy(request('/case-studies/made-up.md')))).toBe('https://medicore.example/_not-found')
    expect(notFound(await proxy(request('/case-studies/riverside/opengraph-image-1x2y3z/card.md')))).toBe(
      'https://medicore.example/_not-found',
    )
    for (const path of ['/case-studies', '/case-studies/riverside']) {
      const asked = new NextRequest(new URL(path, 'https://medicore.example'), { headers: { accept: 'text/markdown' } })
      expect((await proxy(asked))?.headers.get('location')).toBe(`https://medicore.example${path}.md`)
    }
  })
})

describe('addresses the site has no page for, whatever their shape, in proxy.ts', () => {
  const answer = async (path: string, init: { method?: string; cookie?: string } = {}) => {
    const sent = new NextRequest(new URL(path, 'https://medicore.example'), {
      method: init.method ?? 'GET',
      headers: init.cookie ? { cookie: init.cookie } : {},
    })
    const response = await proxy(sent)
    return [notFound(response), response?.status, response?.headers.get('cache-control')]
  }
  const englishNotFound = ['https://medicore.example/_not-found', 200, expect.stringMatching(/private.*no-store/)]
  const spanishNotFound = [
    'https://medicore.example/es/page-not-found',
    404,
    expect.stringMatching(/private.*no-store/),
  ]
  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url })

  it('answers a made-up address below the account pages or the search with the uncached 404, in either language', async () => {
    // Rendered, each was the generic [slug]/[item] page's 404, kept in the route cache for good.
    await expectEachLater(
      ['/users/made-up', '/users', '/users/sign-in/more', '/account/made-up', '/account/a/b', '/search/made-up'],
      (path) => answer(path),
      englishNotFound,
    )
    await expectEachLater(['/es/users/made-up', '/es/account/made-up', '/es/search/made-up'], answer, spanishNotFound)
    expectEach(['/users/made-up', '/es/account/made-up', '/search/made-up', '/es/search/made-up'], runs, true)
    expect(lookup).not.toHaveBeenCalled()
  })

  it('answers any other method there with a plain 404, before the form check reads a body or a setting', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const huge = new NextRequest(new URL('/users/made-up', 'https://medicore.example'), {
        method,
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(10 * 1024 * 1024) },
      })
      const refused = (await proxy(huge))!
      expect([method, refused.status, refused.headers.get('cache-control')]).toEqual([
        method,
        404,
        expect.stringMatching(/no-store/),
      ])
    }
    expect((await proxy(request('/es/account/made-up', 'POST')))?.status).toBe(404)
  })

  it('leaves the route table’s account pages and the search to their checks', async () => {
    for (const path of ['/users/sign-in', '/es/users/sign-up', '/account', '/es/account', '/search', '/es/search']) {
      const response = await proxy(request(path))
      expect([path, notFound(response), response?.status ?? 200]).toEqual([path, null, 200])
    }
    // The form check still runs for a real page's posts.
    const huge = new NextRequest(new URL('/users/sign-in', 'https://medicore.example'), {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(10 * 1024 * 1024) },
    })
    expect((await proxy(huge))?.status).toBe(413)
  })

  it('answers /draft/… asked for by name with the 404, draft-mode cookie or not: only its rewrites lead there', async () => {
    expectEach(['/draft/en/pricing', '/draft/es/made-up', '/draft'], runs, true)
    for (const cookie of [undefined, '__prerender_bypass=this-build', '__prerender_bypass=made-up'])
      await expectEachLater(
        ['/draft/en/pricing', '/draft/en/blog/made-up', '/draft/es/made-up', '/draft'],
        async (path) => (await answer(path, { cookie }))[0],
        'https://medicore.example/_not-found',
      )
    expect((await proxy(request('/draft/en/pricing', 'POST')))?.status).toBe(404)
    expect(publishedAddresses).not.toHaveBeenCalled()
  })

  it('answers a file or folder that has no language, under a language’s prefix, with that language’s 404', async () => {
    const paths = [
      '/es/robots.txt',
      '/es/icon.svg',
      '/es/sitemap.xml',
      '/es/studio/made-up',
      '/es/api/made-up',
      '/es/media/made-up.jpg',
      '/es/language/en',
      '/es/draft/made-up',
    ]
    expectEach(paths, runs, true)
    await expectEachLater(paths, answer, spanishNotFound)
    // Without the prefix they are the site's own; the Spanish card and list for AI agents are the site's.
    await expectEachLater(
      ['/robots.txt', '/llms.txt', '/icon.svg', '/sitemap.xml', '/es/opengraph-image', '/es/llms.txt'],
      (path) => proxy(request(path)),
      undefined,
    )
  })

  it('never runs for Next’s own files, real or made up (next.config.mjs answers a made-up one), but for the image optimizer', () => {
    expectEach(['/_next/static/chunks/a.js', '/_next/made-up', '/_next/static/made-up', '/_next/images'], runs, false)
  })
})

describe('one reading of the address, in proxy.ts', () => {
  it('sends an address written with %XX to the same address written plainly, query and all, before deciding anything', async () => {
    const sent = [
      ['/%70ricing', '/pricing'],
      ['/%75sers/sign-in?next=%2Faccount', '/users/sign-in?next=%2Faccount'],
      ['/es/%66eatures', '/es/features'],
      ['/%62log/opengraph-image-abc/card', '/blog/opengraph-image-abc/card'],
      ['/%73tudio/structure', '/studio/structure'],
    ]
    for (const [from, to] of sent) {
      const answer = (await proxy(request(from!)))!
      expect([from, answer.status, answer.headers.get('location'), answer.headers.get('cache-control')]).toEqual([
        from,
        308,
        `https://medicore.example${to}`,
        expect.stringMatching(/no-store/),
      ])
    }
    expect(lookup).toHaveBeenCalledTimes(5)
  })

  it('answers an address that decodes to no address of the site’s with the 404, unless staff redirect from it', async () => {
    for (const path of ['/caf%C3%A9', '/users%2Fsign-in', '/pricing%5C', '/pricing%20'])
      expect(notFound(await proxy(request(path))), path).toBe('https://medicore.example/_not-found')
    lookup.mockResolvedValueOnce(redirect('/caf%C3%A9', '/blog', true))
    expect((await proxy(request('/caf%C3%A9')))?.headers.get('location')).toBe('https://medicore.example/blog')
    // Any other method: a plain 404, without a lookup.
    lookup.mockClear()
    expect((await proxy(request('/%70ricing', 'POST')))?.status).toBe(404)
    expect(lookup).not.toHaveBeenCalled()
  })

  it('refuses a broken escape with a 400, and a name longer than any of the site’s before anything looks for it', async () => {
    const broken = (await proxy(request('/pricing%E0%A4%A')))!
    expect([broken.status, await broken.text()]).toEqual([400, 'This address has a broken %-escape.\n'])
    for (const path of [
      `/${'a'.repeat(LONGEST_SEGMENT + 1)}`,
      `/blog/${'x'.repeat(16_000)}`,
      `/es/${'%61'.repeat(201)}`,
    ]) {
      const answer = (await proxy(request(path)))!
      expect([answer.status, answer.headers.get('cache-control')]).toEqual([
        expect.toSatisfy((status: number) => status === 404 || status === 414),
        expect.stringMatching(/no-store/),
      ])
    }
    expect(publishedAddresses).not.toHaveBeenCalled()
    // The longest name the site may have still reaches its page.
    expect(await proxy(request(`/blog/category/${'a'.repeat(LONGEST_SEGMENT)}`))).toBeDefined()
  })
})

describe('a kept page never sees the query it was asked for with, in proxy.ts', () => {
  const query = '?email=victim%40corp.example&token=SECRET'
  const routerHeaders = { headers: { rsc: '1' } }
  const sentTo = async (path: string, init?: typeof routerHeaders) => {
    const answer = (await proxy(new NextRequest(new URL(path, 'https://medicore.example'), init)))!
    return [answer.status, answer.headers.get('location'), answer.headers.get('cache-control')]
  }
  const to = (path: string) => [307, `https://medicore.example${path}`, expect.stringMatching(/private.*no-store/)]

  it('sends a visitor of any kept page, fixed or not, in either language, to its address without the query, keeping Next’s _rsc', async () => {
    const kept = ['/', '/pricing', '/es/features', '/security', '/es/security', '/blog', '/blog/hipaa-basics']
    for (const path of [...kept, '/case-studies/riverside', '/pricing.md', '/robots.txt'])
      expect([path, await sentTo(`${path}${query}`)]).toEqual([path, to(path)])
    expect(await sentTo(`/pricing${query}&_rsc=1a2b3`, routerHeaders)).toEqual(to('/pricing?_rsc=1a2b3'))
    // Without a query, or with Next's own only on its router's requests, the request goes on as it came.
    expect(await proxy(request('/pricing'))).toBeUndefined()
    expect(await proxy(new NextRequest('https://medicore.example/pricing?_rsc=1a2b3', routerHeaders))).toBeUndefined()
  })

  it('reads `_rsc` without the RSC header as any other parameter: Next writes it into the page then', async () => {
    expect(await sentTo('/pricing?_rsc=SECRET')).toEqual(to('/pricing'))
    expect(await sentTo(`/es/pricing${query}&_rsc=SECRET`)).toEqual(to('/es/pricing'))
  })

  it('moves what the page reads in the browser to the fragment: the contact form’s subject', async () => {
    expect(await sentTo(`/es/contact-us?subject=Request%20a%20quote&token=SECRET`)).toEqual(
      to('/es/contact-us#subject=Request+a+quote'),
    )
    expect(await sentTo(`/pricing?subject=Request%20a%20quote`)).toEqual(to('/pricing'))
  })

  it('leaves the query to the pages that read it: made per request, the accounts, the search', async () => {
    for (const path of [
      '/users/password-reset?token=abc',
      '/es/search?q=hipaa',
      '/demo/booking?token=abc',
      '/account?tab=1',
    ])
      expect((await proxy(request(path)))?.headers.get('location') ?? undefined, path).toBeUndefined()
  })

  it('lets a post reach a page that shows the contact form, through the body check', async () => {
    const post = (path: string) =>
      proxy(
        new NextRequest(new URL(path, 'https://medicore.example'), {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'content-length': '5', 'next-action': 'a1b2' },
          body: 'junk!',
        }),
      )
    // Both read its body, and refuse this one as unreadable: a page without a form refuses it unread.
    expect((await post('/security'))?.status).toBe(400)
    expect((await post('/es/contact-us'))?.status).toBe(400)
    expect((await post('/es/security'))?.status).toBe(405)
  })
})

describe('the trust center, in proxy.ts', () => {
  it('lets a post reach the upload and the one-click unsubscribe, whose handlers read their own bodies, and no other trust address', async () => {
    for (const path of ['/trust/request', '/es/trust/request', '/trust/unsubscribe', '/es/trust/unsubscribe']) {
      const posted = await proxy(request(path, 'POST'))
      expect([path, posted?.status ?? 200]).toEqual([path, 200])
    }
    for (const path of ['/trust/documents/soc2-report', '/trust/subprocessors.xml']) {
      expect([path, (await proxy(request(path, 'POST')))?.status]).toEqual([path, 405])
    }
  })

  it('keeps the answers its per-request pages read from their query, and sends the kept /trust to its bare address', async () => {
    for (const path of ['/trust/access?done=requested', '/es/trust/subscription?unsubscribe=token']) {
      const answer = await proxy(request(path))
      expect([path, answer?.headers.get('location') ?? null]).toEqual([path, null])
    }
    const kept = (await proxy(request('/trust?email=ada@example.com')))!
    expect([kept.status, kept.headers.get('location')]).toEqual([307, 'https://medicore.example/trust'])
  })
})

describe('the image optimizer, in proxy.ts', () => {
  const optimize = (url: string) =>
    proxy(request(`/_next/image?${new URLSearchParams({ url, w: '64', q: '75' })}`)).then((answer) => answer?.status)
  const image = readdirSync('studio/dataset/images').find((name) => name.endsWith('.webp'))!

  it('resizes the bundled images /media serves, and no other address of the site', async () => {
    expect(unstable_doesMiddlewareMatch({ config, url: '/_next/image?url=%2Fpricing&w=64&q=75' })).toBe(true)
    expect(await optimize(`/media/${image}`)).toBe(200)
    for (const url of [
      // Another page or file of the site, fetched from inside the server where no client's limit applies.
      '/trust/documents/security-overview',
      '/pricing',
      `/media/files/${image.slice(0, 40)}.pdf`,
      // A made-up image name, and one with a line break to forge a line in the optimizer's log.
      `/media/${'0'.repeat(40)}-10x10.webp`,
      `/media/${image}\n[auth] password reset for ceo@corp.example`,
      `/media/${image}?v=2`,
      'https://evil.example/a.png',
    ])
      expect([url, await optimize(url)]).toEqual([url, 404])
  })
})
