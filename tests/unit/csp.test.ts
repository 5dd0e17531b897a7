import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header'
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cspSettings, draftPolicy, newNonce, perRequestPolicy, publishedPolicy, studioPolicy } from '@/lib/csp'
import { localizedPath } from '@/lib/i18n/locales'
import { routes } from '@/lib/routes'
import { letThrough } from '@/lib/script-nonce'
import { parseCsp } from '../quality/routes'

/*
 * The Content-Security-Policy: the pages made per request run only the scripts that carry their
 * request's nonce (and what those load), and nothing frames a page but the Studio in draft mode.
 */

afterEach(() => vi.unstubAllEnvs())

const settings = cspSettings({})
const studioOrigin = 'https://studio.medicore.example'
const withStudio = cspSettings({ STUDIO_ORIGIN: `${studioOrigin}/` })

describe('the policy of a page made per request', () => {
  it('runs only scripts with its nonce and what they load, falling back to this origin, never to inline', () => {
    const nonce = newNonce()
    const policy = perRequestPolicy(nonce, settings)
    expect(parseCsp(policy).get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"])
    expect(policy).not.toContain('unsafe-eval')
    // Next finds the nonce in it, and so writes it on the page's scripts.
    expect(getScriptNonceFromHeader(policy)).toBe(nonce)
  })

  it('gets a fresh unguessable nonce each time', () => {
    const nonces = Array.from({ length: 1000 }, newNonce)
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces.slice(0, 10)) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })

  it('keeps the published policy’s other directives: never framed, no plugin, no other origin', () => {
    const perRequest = parseCsp(perRequestPolicy(newNonce(), settings))
    const published = parseCsp(publishedPolicy(settings))
    expect(published.get('script-src')).toEqual(["'self'", "'unsafe-inline'"])
    perRequest.delete('script-src')
    published.delete('script-src')
    expect(perRequest).toEqual(published)
    expect(perRequest.get('frame-ancestors')).toEqual(["'none'"])
    expect(perRequest.get('object-src')).toEqual(["'none'"])
  })
})

describe('framing', () => {
  it('without STUDIO_ORIGIN: only the site itself frames its pages in draft mode (the embedded Studio)', () => {
    expect(parseCsp(draftPolicy(settings)).get('frame-ancestors')).toEqual(["'self'"])
    for (const policy of [publishedPolicy(settings), studioPolicy(settings), perRequestPolicy('n0nce', settings)])
      expect(parseCsp(policy).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('with STUDIO_ORIGIN: only that origin frames the pages in draft mode, and nothing frames any other', () => {
    expect(parseCsp(draftPolicy(withStudio)).get('frame-ancestors')).toEqual([studioOrigin])
    for (const policy of [publishedPolicy(withStudio), studioPolicy(withStudio), perRequestPolicy('n0nce', withStudio)])
      expect(parseCsp(policy).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('takes STUDIO_ORIGIN as an origin alone, and refuses a path, credentials or another scheme', () => {
    expect(withStudio.studioOrigin).toBe(studioOrigin)
    for (const wrong of ['https://medicore.example/studio', 'https://user:pw@studio.example', 'javascript:alert(1)'])
      expect(() => cspSettings({ STUDIO_ORIGIN: wrong }), wrong).toThrow(/^STUDIO_ORIGIN must be the Studio’s origin/)
  })
})

describe('next.config.mjs with STUDIO_ORIGIN', () => {
  async function config() {
    vi.resetModules()
    return (await import('../../next.config.mjs')).default
  }
  const location = async (path: string) => {
    const rules = await config().then((nextConfig) => nextConfig.redirects())
    const rule = rules.find((candidate) => new RegExp(`^${candidate.source.replace('/:path*', '(/.*)?')}$`).test(path))
    return rule?.destination
  }

  it('sends /studio to the Studio’s origin, and frames draft mode only there', async () => {
    vi.stubEnv('STUDIO_ORIGIN', studioOrigin)
    expect(await location('/studio')).toBe(`${studioOrigin}/`)
    expect(await location('/studio/structure/pricingPlan')).toBe(`${studioOrigin}/:path*`)
    const headers = await (await config()).headers()
    const draft = headers.find((rule) => rule.has)!.headers[0]!.value
    expect(parseCsp(draft).get('frame-ancestors')).toEqual([studioOrigin])
  })

  it('serves the embedded Studio without it', async () => {
    vi.stubEnv('STUDIO_ORIGIN', '')
    expect(await location('/studio')).toBeUndefined()
  })
})

describe('a request proxy.ts lets through', () => {
  const request = (path: string, headers: Record<string, string> = {}) =>
    new NextRequest(new URL(path, 'https://medicore.example'), { headers })
  const passes = async (request: NextRequest) => letThrough(request)
  /** The policy the page is rendered with (the request's, as Next reads it) and the one the browser gets. */
  const policies = (response: Response | undefined) => ({
    rendered: response?.headers.get('x-middleware-request-content-security-policy'),
    sent: response?.headers.get('content-security-policy'),
  })

  it('gives each per-request page, in both languages, a fresh nonce that the page and the browser share', async () => {
    for (const path of [routes.signIn.path, localizedPath(routes.account.path, 'es'), routes.search.path]) {
      const first = policies(await passes(request(path)))
      const second = policies(await passes(request(path)))
      expect(first.rendered, path).toBe(first.sent)
      const nonce = getScriptNonceFromHeader(first.sent!)
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(getScriptNonceFromHeader(second.sent!)).not.toBe(nonce)
    }
  })

  it('leaves a prerendered page alone: the forgot-password screen, the pricing page', async () => {
    for (const path of [routes.forgotPassword.path, routes.pricing.path])
      expect(await passes(request(path))).toBeUndefined()
  })

  it('never lets a client choose the nonce', async () => {
    const forged = { 'content-security-policy': "script-src 'nonce-chosen'" }
    expect(getScriptNonceFromHeader(policies(await passes(request(routes.signIn.path, forged))).rendered!)).not.toBe(
      'chosen',
    )
    const other = await passes(request('/blog/hipaa-basics', forged))
    expect(other?.headers.get('x-middleware-override-headers')).not.toContain('content-security-policy')
    expect(other?.headers.get('x-middleware-request-content-security-policy')).toBeNull()
  })

  it('goes on with the proxy’s own changes to its headers, and the nonce on a per-request page', async () => {
    const draft = letThrough(request(routes.signIn.path), (headers) => headers.set('x-medicore-draft-mode', '1'))
    expect(draft?.headers.get('x-middleware-request-x-medicore-draft-mode')).toBe('1')
    expect(policies(draft).rendered).toBe(policies(draft).sent)
  })
})

describe('another API host (SANITY_API_HOST)', () => {
  it('lets the Studio and draft mode reach it, and its project subdomain, over HTTPS and WebSocket', () => {
    const lake = cspSettings({
      SANITY_API_HOST: 'https://api.sanity.work',
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
    })
    for (const policy of [studioPolicy(lake), draftPolicy(lake)]) {
      expect(parseCsp(policy).get('connect-src')).toEqual(
        expect.arrayContaining([
          'https://api.sanity.work',
          'https://abc123.api.sanity.work',
          'wss://api.sanity.work',
          'wss://abc123.api.sanity.work',
        ]),
      )
    }
    // The published pages talk to no API from the browser.
    expect(parseCsp(publishedPolicy(lake)).get('connect-src')).toEqual(["'self'"])
  })
})
