import { expect, test } from '@playwright/test'

/*
 * Where a request names where to go next, only a path on this site is followed. Each variant
 * below, as a browser would resolve it, leads to another host.
 */

const offSite = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '//evil.example',
  '/.//evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
]

const leaveDraftMode = (redirect: string) => `/api/draft-mode/disable?redirect=${encodeURIComponent(redirect)}`

for (const redirect of offSite) {
  test(`leaving draft mode with redirect=${JSON.stringify(redirect)} stays on this site`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(leaveDraftMode(redirect), { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    const location = response.headers().location!
    expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin)
    expect(location).toBe('/')
  })
}

test('leaving draft mode returns to the page named, with its query, when it is on this site', async ({ request }) => {
  const response = await request.get(leaveDraftMode('/blog/category/clinic-operations?page=2'), { maxRedirects: 0 })
  expect(response.headers().location).toBe('/blog/category/clinic-operations?page=2')
})

test('a browser following an off-site redirect lands on this site', async ({ page, baseURL }) => {
  await page.goto(leaveDraftMode('/\t/evil.example'))
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
})
