import type { Page } from '@playwright/test'
import { expect, test } from './support/visitor'
import {
  allPageRoutes,
  authRoutes,
  forms,
  isPerRequest,
  notFoundRoute,
  parseCsp,
  publicRoutes,
  searchRoutes,
} from '../quality/routes'

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
  for (const origin of csp.get('connect-src')!.filter((source) => source !== "'self'")) {
    expect(origin).toMatch(/^(https|wss):\/\/\*\.(api|apicdn)\.sanity\.io$|^http:\/\/127\.0\.0\.1:\d+$/)
  }
})

for (const path of ['/studio', '/studio/structure/pricingPlan']) {
  test(`${path} has the Studio's own policy: Sanity's origins only`, async ({ request }) => {
    const response = await request.get(path)
    const headers = response.headers()
    for (const [name, value] of Object.entries(commonHeaders)) expect(headers[name], name).toMatch(value)
    const header = headers['content-security-policy']!
    const csp = parseCsp(header)
    expect(header).not.toContain('unsafe-eval')
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('frame-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    const origins = [...csp.values()].flat().filter((source) => /^(https?|wss?):/.test(source))
    for (const origin of origins) {
      expect(origin).toMatch(
        /^(https:\/\/(\*\.)?api\.sanity\.io|wss:\/\/\*\.api\.sanity\.io|https:\/\/\*\.apicdn\.sanity\.io|https:\/\/cdn\.sanity\.io|https:\/\/(core\.)?sanity-cdn\.com|https:\/\/design-system-static\.sanity\.io|http:\/\/127\.0\.0\.1:\d+)$/,
      )
    }
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.api.sanity.io', 'wss://*.api.sanity.io']),
    )
  })
}

/**
 * Collects console errors and uncaught errors while a page is used. Chromium logs every CSP
 * violation as a console error ("Loading the script '…' violates the following Content Security
 * Policy directive"), so a violation is one of them.
 */
function watch(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

for (const path of [...publicRoutes, ...authRoutes, searchRoutes[0], notFoundRoute, '/studio']) {
  test(`${path} logs no CSP violation and no console error`, async ({ visitor: page }) => {
    const problems = watch(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(path === notFoundRoute ? 404 : 200)
    await page.waitForLoadState('networkidle')
    // Use what the page offers, so the scripts it loads on demand run too.
    if (path === '/') await page.locator('#faq details summary').first().click()
    if (path === '/pricing') await page.getByText('Annual (Save 20%)').click()
    const submit = forms.find((form) => form.path === path)?.submit
    if (submit) {
      await page.getByRole('button', { name: submit }).click()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    }
    await page.waitForTimeout(300)
    // The 404 page's own status is the one expected error the browser logs.
    const expected =
      path === notFoundRoute ? [/^console: Failed to load resource: the server responded with a status of 404/] : []
    expect(problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([])
  })
}
