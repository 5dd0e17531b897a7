import { describe, expect, it, vi } from 'vitest'
import {
  accountsUnavailable,
  logPublicHostMessage,
  missingPublicHostSettings,
  publicHostMessage,
  servesPublicHost,
} from '@/lib/public-host'

const complete = {
  NODE_ENV: 'production',
  BETTER_AUTH_URL: 'https://medicore.example',
  BETTER_AUTH_SECRET: 's'.repeat(40),
  SMTP_URL: 'smtp://mail.example:587',
  TRUSTED_PROXIES: '10.0.0.0/8',
}

const request = (host: string, headers: Record<string, string> = {}) =>
  new Request(`http://${host}/users/sign-in`, { headers: { host, ...headers } })

describe('production on a public host', () => {
  it('is known from BETTER_AUTH_URL, or without it from the request’s host; never outside production', () => {
    expect(servesPublicHost(complete)).toBe(true)
    expect(servesPublicHost({ ...complete, BETTER_AUTH_URL: 'http://localhost:3000' }, 'medicore.example')).toBe(false)
    expect(servesPublicHost({ NODE_ENV: 'production' }, 'medicore.example')).toBe(true)
    expect(servesPublicHost({ NODE_ENV: 'production' }, '127.0.0.1:3210')).toBe(false)
    expect(servesPublicHost({ NODE_ENV: 'production' }, '[::1]:3000')).toBe(false)
    expect(servesPublicHost({ NODE_ENV: 'development' }, 'medicore.example')).toBe(false)
  })

  it.each(['BETTER_AUTH_URL', 'BETTER_AUTH_SECRET', 'SMTP_URL', 'TRUSTED_PROXIES'] as const)(
    'names %s when it is missing',
    (name) => {
      const env = { ...complete, [name]: '' }
      expect(missingPublicHostSettings(env)).toEqual([name])
      expect(publicHostMessage([name])).toContain(`${name} (`)
    },
  )

  it('takes TRUSTED_PROXIES=none as a choice made on purpose', () => {
    expect(missingPublicHostSettings({ ...complete, TRUSTED_PROXIES: 'none' })).toEqual([])
  })

  it('names every missing setting in one message', () => {
    const message = publicHostMessage(missingPublicHostSettings({ NODE_ENV: 'production' }))
    for (const name of ['BETTER_AUTH_URL', 'BETTER_AUTH_SECRET', 'SMTP_URL', 'TRUSTED_PROXIES']) {
      expect(message).toContain(name)
    }
    const log = vi.fn()
    logPublicHostMessage(['SMTP_URL'], log)
    logPublicHostMessage(['SMTP_URL'], log)
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('turns the account pages away with a 503 until then, and lets them be on loopback', async () => {
    const env = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example' }
    const page = accountsUnavailable(request('medicore.example'), env)
    expect(page?.status).toBe(503)
    expect(await page?.text()).toContain('Signing in and creating accounts are not available on this site yet.')
    const action = accountsUnavailable(request('medicore.example', { 'next-action': 'abc' }), env)
    expect(action?.headers.get('content-type')).toBe('text/plain')
    expect(accountsUnavailable(request('127.0.0.1:3210'), env)).toBeUndefined()
    expect(accountsUnavailable(request('medicore.example'), complete)).toBeUndefined()
  })
})
