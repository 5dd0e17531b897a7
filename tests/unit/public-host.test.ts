import { describe, expect, it, vi } from 'vitest'
import { publicSiteUrl, siteMode, siteOrigin } from '@/lib/auth/environment'
import {
  accountsUnavailable,
  logPublicHostMessage,
  missingPublicHostSettings,
  publicHostMessage,
  servesPublicHost,
} from '@/lib/public-host'

const complete = {
  NODE_ENV: 'production',
  SITE_URL: 'https://medicore.example',
  BETTER_AUTH_SECRET: 's'.repeat(40),
  SMTP_URL: 'smtp://mail.example:587',
  TRUSTED_PROXIES: '10.0.0.0/8',
}

const request = (host: string, headers: Record<string, string> = {}) =>
  new Request(`http://${host}/users/sign-in`, { headers: { host, ...headers } })

const hosts = ['localhost', 'localhost:3000', '127.0.0.1:3210', '[::1]:3000', 'medicore.example', 'evil.example']

describe('public or local', () => {
  it('is public only in production with SITE_URL naming a host other than this machine', () => {
    expect(siteMode(complete)).toBe('public')
    expect(siteMode({ NODE_ENV: 'production', SITE_URL: 'https://medicore.example' })).toBe('public')
    expect(siteMode({ NODE_ENV: 'production' })).toBe('local')
    expect(siteMode({ NODE_ENV: 'production', SITE_URL: '' })).toBe('local')
    expect(siteMode({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toBe('local')
    expect(siteMode({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3210' })).toBe('local')
    expect(siteMode({ NODE_ENV: 'production', SITE_URL: 'http://[::1]:3000' })).toBe('local')
    expect(siteMode({ NODE_ENV: 'development', SITE_URL: 'https://medicore.example' })).toBe('local')
    // The variable it replaced is not read any more.
    expect(siteMode({ NODE_ENV: 'production', BETTER_AUTH_URL: 'https://medicore.example' })).toBe('local')
  })

  it('is never changed by the Host a client sends: a forged localhost keeps a public site public, and the reverse', async () => {
    const local = { NODE_ENV: 'production' }
    for (const host of hosts) {
      const forgedOnPublic = accountsUnavailable(request(host), { NODE_ENV: 'production', SITE_URL: complete.SITE_URL })
      expect(forgedOnPublic?.status, host).toBe(503)
      expect(accountsUnavailable(request(host), local), host).toBeUndefined()
      // Links in mails: the public address whatever the Host; on a local site never a host a client chose.
      expect(siteOrigin(new Headers({ host }), complete)).toBe('https://medicore.example')
      expect(siteOrigin(new Headers({ host }), local)).toMatch(/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/)
    }
    expect(servesPublicHost(complete)).toBe(true)
    expect(servesPublicHost(local)).toBe(false)
    expect(publicSiteUrl(complete)?.origin).toBe('https://medicore.example')
    expect(publicSiteUrl(local)).toBeUndefined()
  })
})

describe('production on a public host', () => {
  it.each(['BETTER_AUTH_SECRET', 'SMTP_URL', 'TRUSTED_PROXIES'] as const)('names %s when it is missing', (name) => {
    const env = { ...complete, [name]: '' }
    expect(missingPublicHostSettings(env)).toEqual([name])
    expect(publicHostMessage([name])).toContain(`${name} (`)
  })

  it('takes TRUSTED_PROXIES=none as a choice made on purpose', () => {
    expect(missingPublicHostSettings({ ...complete, TRUSTED_PROXIES: 'none' })).toEqual([])
  })

  it('names every missing setting in one message', () => {
    const message = publicHostMessage(
      missingPublicHostSettings({ NODE_ENV: 'production', SITE_URL: complete.SITE_URL }),
    )
    for (const name of ['BETTER_AUTH_SECRET', 'SMTP_URL', 'TRUSTED_PROXIES']) expect(message).toContain(name)
    const log = vi.fn()
    logPublicHostMessage(['SMTP_URL'], log)
    logPublicHostMessage(['SMTP_URL'], log)
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('turns the account pages away with a 503 until then', async () => {
    const env = { NODE_ENV: 'production', SITE_URL: complete.SITE_URL, SMTP_URL: 'smtp://mail.example' }
    const page = accountsUnavailable(request('medicore.example'), env)
    expect(page?.status).toBe(503)
    expect(await page?.text()).toContain('Signing in and creating accounts are not available on this site yet.')
    const action = accountsUnavailable(request('medicore.example', { 'next-action': 'abc' }), env)
    expect(action?.headers.get('content-type')).toBe('text/plain')
    expect(accountsUnavailable(request('medicore.example'), complete)).toBeUndefined()
  })
})
