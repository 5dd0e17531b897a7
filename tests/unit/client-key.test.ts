import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientAddress, clientKey, normalizeAddress, trustedList, UNIDENTIFIED_CLIENT } from '@/lib/limits/client-key'
import { clientIdentityLine, clientIdentityMode } from '@/lib/limits/client-identity-mode'
import { PEER_HEADER } from '@/lib/limits/peer-address'
import { receivedHeaders } from '../support/peer-headers'

/*
 * Who a request is, for the limits: sent over real connections on loopback through the hook
 * instrumentation.ts installs, with the headers a client could forge.
 */

afterEach(() => vi.unstubAllEnvs())

const keyOf = async (headers: Record<string, string>, host?: string) => clientKey(await receivedHeaders(headers, host))

describe('with no proxy settings (direct)', () => {
  it('is the connection’s address, whatever X-Forwarded-For and our own header say', async () => {
    expect(await keyOf({})).toBe('127.0.0.1')
    expect(await keyOf({ 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1')
    expect(await keyOf({ 'x-forwarded-for': '203.0.113.9, 198.51.100.4', 'x-real-ip': '192.0.2.1' })).toBe('127.0.0.1')
    expect(await keyOf({ [PEER_HEADER]: '203.0.113.9' })).toBe('127.0.0.1')
    vi.stubEnv('TRUSTED_PROXIES', 'none')
    expect(await keyOf({ 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1')
  })

  it('counts an IPv6 connection per /64', async () => {
    expect(await keyOf({ 'x-forwarded-for': '2001:db8:1:2::9' }, '::1')).toBe('0:0:0:0::/64')
  })

  it('names the mode', () => {
    expect(clientIdentityMode({}, true)).toBe('direct')
    expect(clientIdentityMode({ TRUSTED_PROXIES: 'none' }, true)).toBe('direct')
    expect(clientIdentityLine({}, true)).toMatch(/^\[limits\] Clients: direct\. .*X-Forwarded-For is ignored/)
  })
})

describe('behind the proxies in TRUSTED_PROXIES', () => {
  it('takes the first address from the right that is not a listed proxy', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '127.0.0.1, 10.0.0.0/8')
    expect(await keyOf({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9')
    // What the client wrote to the left of the address the proxy saw is never reached.
    expect(await keyOf({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' })).toBe('203.0.113.9')
    // A CDN, then a load balancer on 10.x, then the site.
    expect(await keyOf({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.2, 10.20.30.40' })).toBe('203.0.113.9')
    // Nothing forwarded: the proxy itself.
    expect(await keyOf({})).toBe('127.0.0.1')
  })

  it('ignores X-Forwarded-For from a connection that is not a listed proxy, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8,::1')
    // A process that has not warned yet.
    vi.resetModules()
    const fresh = await import('@/lib/limits/client-key')
    const keys = []
    for (let forged = 1; forged <= 3; forged++) {
      keys.push(fresh.clientKey(await receivedHeaders({ 'x-forwarded-for': `203.0.113.${forged}` })))
    }
    expect(keys).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1'])
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('X-Forwarded-For'))
    expect(lines).toEqual([expect.stringContaining('TRUSTED_PROXIES does not list 127.0.0.1')])
    warn.mockRestore()
  })

  it('reads IPv6 proxies and networks, and counts the client per /64', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '::1,2001:db8:ffff::/48')
    expect(await keyOf({ 'x-forwarded-for': '2001:db8:1:2:3:4:5:6, 2001:db8:ffff:9::1' }, '::1')).toBe(
      '2001:db8:1:2::/64',
    )
    expect(await keyOf({ 'x-forwarded-for': '2001:db8:1:2:3:4:5:6' })).toBe('127.0.0.1')
  })

  it('walks past every listed hop; when all are listed, the leftmost is the client', () => {
    const trusted = trustedList([
      { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ])
    expect(clientAddress('::ffff:10.1.1.1', '10.2.2.2, 10.3.3.3', trusted)).toBe('10.2.2.2')
    expect(clientAddress('10.1.1.1', '[2001:db8::7]:4711, 10.3.3.3:8080', trusted)).toBe('2001:db8::7')
    expect(clientAddress('10.1.1.1', 'unknown', trusted)).toBe('unknown')
    expect(clientAddress('203.0.113.1', '10.3.3.3', trusted)).toBe('203.0.113.1')
    expect(clientAddress('10.1.1.1', null, undefined)).toBe('10.1.1.1')
  })

  it('names the mode with the list', () => {
    expect(clientIdentityMode({ TRUSTED_PROXIES: '10.0.0.0/8,::1' }, true)).toBe('proxies')
    expect(clientIdentityLine({ TRUSTED_PROXIES: '10.0.0.0/8,::1' }, true)).toMatch(
      /^\[limits\] Clients: behind the proxies 10\.0\.0\.0\/8, ::1 \(TRUSTED_PROXIES\)\./,
    )
  })

  it('refuses a wrong list, and the old hop count, with what to write instead', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0/8')
    await expect(keyOf({})).rejects.toThrow(
      'TRUSTED_PROXIES must list the addresses or networks of your proxies, separated by commas (for example "10.0.0.0/8,::1"), or be "none" (got "10.0.0/8").',
    )
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/33')
    await expect(keyOf({})).rejects.toThrow(/got "10\.0\.0\.0\/33"/)
    vi.stubEnv('TRUSTED_PROXIES', '')
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
    await expect(keyOf({})).rejects.toThrow(/TRUSTED_PROXY_HOPS is no longer read.*TRUSTED_PROXIES instead/)
  })
})

describe('when the connection’s address is unknown (unidentified)', () => {
  it('is one client for every request the hook did not see, whatever it claims', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubEnv('TRUSTED_PROXIES', '127.0.0.1')
    expect(clientKey(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe(UNIDENTIFIED_CLIENT)
    expect(clientKey(new Headers({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.9' }))).toBe(
      UNIDENTIFIED_CLIENT,
    )
    warn.mockRestore()
  })

  it('names the mode', () => {
    expect(clientIdentityMode({ TRUSTED_PROXIES: '10.0.0.0/8' }, false)).toBe('unidentified')
    expect(clientIdentityLine({}, false)).toMatch(/^\[limits\] Clients: unidentified\. .*site-wide ceilings/)
  })
})

describe('normalizeAddress', () => {
  it('normalises addresses, counting IPv6 per /64', () => {
    expect(normalizeAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(normalizeAddress('203.0.113.9:51234')).toBe('203.0.113.9')
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64')
    expect(normalizeAddress('2001:DB8:0:0:abcd::1')).toBe('2001:db8:0:0::/64')
    expect(normalizeAddress('2001:db8:0:0:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:0::/64')
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64')
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })
})
