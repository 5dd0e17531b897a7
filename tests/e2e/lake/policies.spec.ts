import { expect, test } from '@playwright/test'
import { parseCsp } from '../../quality/routes'
import { lakeEnv } from '../../support/e2e-servers'
import { fakeLakeUrl } from '../../support/servers'

/*
 * The policies of the build configured with a Sanity project, whose Studio and draft-mode pages
 * talk to a Content Lake (the fake one, at SANITY_API_HOST): the Studio's adds exactly Sanity's
 * origins and that host's, and asks not to be indexed; and a page in draft mode may reach the API and be framed by the site
 * alone. lake/studio.spec.ts shows that the Studio runs under its policy without a violation.
 */

/** The API host as the browser reaches it: itself, and the project's subdomain of it. */
const apiHost = new URL(fakeLakeUrl)
const apiHostOrigins = [apiHost.origin, `${apiHost.protocol}//${lakeEnv.NEXT_PUBLIC_SANITY_PROJECT_ID}.${apiHost.host}`]
const sockets = apiHostOrigins.map((origin) => origin.replace(/^https:/, 'wss:'))
const sanityApi = ['https://*.api.sanity.io', 'wss://*.api.sanity.io', 'https://*.apicdn.sanity.io']

for (const path of ['/studio', '/studio/structure/pricing-plans']) {
  test(`${path} has the Studio's own policy: Sanity's origins and the API host's only`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    // Staff's screens are asked not to be indexed.
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/)
    const header = response.headers()['content-security-policy']!
    const csp = parseCsp(header)
    expect(header).not.toContain('unsafe-eval')
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('frame-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://core.sanity-cdn.com'])
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      ...sanityApi,
      'https://cdn.sanity.io',
      'https://core.sanity-cdn.com',
      'https://api.sanity.io',
      'https://sanity-cdn.com',
      ...apiHostOrigins,
      ...sockets,
    ])
  })
}

test('a page in draft mode may reach the API host and be framed by the site alone', async ({ request }) => {
  const response = await request.get('/pricing', { headers: { cookie: '__prerender_bypass=quality-check' } })
  const csp = parseCsp(response.headers()['content-security-policy'])
  expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp.get('connect-src')).toEqual(["'self'", ...sanityApi, ...apiHostOrigins, ...sockets])
})
