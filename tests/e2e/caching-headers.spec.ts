import { expect, test } from './support/visitor'
import { isPerRequest, publicRoutes } from '../quality/routes'
import { signUpNewAccount } from './support/accounts'
import { contactPage, sendContactMessage, uniqueMarker } from './support/contact'
import { e2e } from '../support/servers'

/*
 * What a CDN may keep. The public pages say how long (the build's CACHE_MAX_AGE_SECONDS and
 * CACHE_STALE_SECONDS, short in these tests), never Next's year-long s-maxage; everything
 * personal, every preview, every API answer and every form's result forbids shared caches.
 */

const { cacheMaxAgeSeconds, cacheStaleSeconds } = e2e.site
const publicCache = `public, max-age=0, s-maxage=${cacheMaxAgeSeconds}, stale-while-revalidate=${cacheStaleSeconds}`

function expectNoSharedCache(header: string | undefined) {
  expect(header).toBeDefined()
  expect(header).not.toMatch(/s-maxage|public/)
  expect(header).toMatch(/no-store|private/)
}

// A page made per request (its nonce is secret, its content the visitor's: /demo's free times) is never kept.
for (const path of publicRoutes.filter((path) => !isPerRequest(path))) {
  test(`${path} may be kept by a CDN for a bounded time`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe(publicCache)
  })
}

for (const path of [
  '/users/sign-in',
  '/users/sign-up',
  '/users/forgot-password',
  '/studio',
  '/account',
  ...publicRoutes.filter(isPerRequest),
]) {
  test(`${path} is never kept by a shared cache`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expectNoSharedCache(response.headers()['cache-control'])
  })
}

// Any one-segment address may be a page built from sections: one nobody published stays an uncached 404.
for (const path of ['/no-such-page-caching', '/es/no-such-page-caching']) {
  test(`${path}, published by nobody, is a 404 never kept by a shared cache`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(404)
    expectNoSharedCache(response.headers()['cache-control'])
  })
}

test('the API routes are never kept by a shared cache', async ({ request }) => {
  expectNoSharedCache((await request.post('/api/revalidate', { data: '{}' })).headers()['cache-control'])
  expectNoSharedCache((await request.get('/api/draft-mode/enable', { maxRedirects: 0 })).headers()['cache-control'])
})

test('the account page, signed in, is never kept by a shared cache', async ({ page }) => {
  await signUpNewAccount(page, 'caching')
  const response = await page.goto('/account')
  expect(response?.status()).toBe(200)
  expectNoSharedCache(response?.headers()['cache-control'])
})

test('the page with a form’s result (no JavaScript) is never kept by a shared cache', async ({ visitors }) => {
  const page = await contactPage(visitors, { javaScript: false })
  const answer = page.waitForResponse((response) => response.request().method() === 'POST')
  await sendContactMessage(page, uniqueMarker('caching'))
  const response = await answer
  expect(await response.text()).toContain('Your message has been sent. Thank you!')
  expectNoSharedCache(response.headers()['cache-control'])
  await page.context().close()
})

// Next answers a request with its RSC header but no `_rsc` parameter with a redirect at the page's own address.
test('a request with the RSC header but no _rsc gets a redirect no shared cache keeps', async ({ request }) => {
  for (const path of ['/pricing', '/es/pricing']) {
    const response = await request.get(path, { headers: { rsc: '1' }, maxRedirects: 0 })
    expect([path, response.status()]).toEqual([path, 307])
    expectNoSharedCache(response.headers()['cache-control'])
    // The page itself, asked for as browsers do, keeps its bounded public policy.
    expect((await request.get(path)).headers()['cache-control']).toBe(publicCache)
  }
})
