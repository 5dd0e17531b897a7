import { expect, test } from './support/visitor'
import { allPageRoutes, isPerRequest, parseCsp } from '../quality/routes'

/*
 * Quality gate: security headers. Every response carries the headers from
 * next.config.mjs; the public site's policy allows nothing but this origin and is never
 * framed; the pages made per request run only the scripts that carry their response's fresh
 * nonce; the Studio's policy adds exactly Sanity's origins; and no page, the Studio's
 * included, logs a CSP violation or any console error.
 */

const commonHeaders = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\)/,
}

/** The public policy; on a page made per request, its scripts are those with the page's nonce instead. */
function expectPublicCsp(header: string | undefined, frameAncestors: string, nonce?: string) {
  const csp = parseCsp(header)
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('script-src')).toEqual(
    nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"] : ["'self'", "'unsafe-inline'"],
  )
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  expect(csp.get('font-src')).toEqual(["'self'"])
  expect(csp.get('connect-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
  expect(csp.get('frame-ancestors')).toEqual([frameAncestors])
  // No eval, and no origin but this one anywhere in the policy.
  expect(header).not.toContain('unsafe-eval')
  expect(header).not.toMatch(/https?:|wss?:|\*/)
}

for (const path of [...allPageRoutes, '/sitemap.xml', '/robots.txt', '/api/revalidate']) {
  test(`${path} answers with the security headers and the public CSP`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    for (const [name, value] of Object.entries(commonHeaders)) expect(headers[name], name).toMatch(value)
    expect(headers['x-powered-by']).toBeUndefined()
    const nonce = isPerRequest(path) ? /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] : undefined
    if (isPerRequest(path)) expect(nonce, 'a nonce').toBeTruthy()
    expectPublicCsp(headers['content-security-policy'], "'none'", nonce)
  })
}

for (const path of allPageRoutes.filter(isPerRequest)) {
  test(`${path} is made per request: each answer has its own nonce, on every script it runs`, async ({ request }) => {
    const answers = await Promise.all([request.get(path), request.get(path)])
    const nonces = await Promise.all(
      answers.map(async (response) => {
        expect(response.status()).toBe(200)
        // Never kept: a copy would carry a nonce that is no longer secret.
        expect(response.headers()['cache-control']).toMatch(/no-store/)
        const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!
        // Every script but data (JSON-LD), which no browser runs.
        const scripts = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter(
          (tag) => !/type="application\/ld\+json"/.test(tag),
        )
        expect(scripts.length).toBeGreaterThan(3)
        for (const tag of scripts) expect(tag).toContain(` nonce="${nonce}"`)
        return nonce
      }),
    )
    expect(nonces[0]).not.toBe(nonces[1])
  })
}

test('pages in draft mode may be framed by the site itself (the Studio’s Presentation tool)', async ({ request }) => {
  const response = await request.get('/pricing', {
    headers: { cookie: '__prerender_bypass=quality-check' },
    maxRedirects: 0,
  })
  const csp = parseCsp(response.headers()['content-security-policy'])
  expect(csp.get('frame-ancestors')).toEqual(["'self'"])
  expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
  expect(response.headers()['content-security-policy']).not.toContain('unsafe-eval')
  // Sanity's API, for the visual-editing overlays; lake/policies.spec.ts has a build with an API host of its own.
  expect(csp.get('connect-src')).toEqual([
    "'self'",
    'https://*.api.sanity.io',
    'wss://*.api.sanity.io',
    'https://*.apicdn.sanity.io',
  ])
})
