/*
 * Who is sending, for the rate limits: the client's IP address, in a form the client cannot
 * choose. `next start` hides the connection's address: it writes it into X-Forwarded-For only
 * when the request came without one, and passes a client's own header through unchanged
 * (node_modules/next/dist/server/base-server.js, `x-forwarded-for ??= socket.remoteAddress`).
 * So the header is trusted only as far as TRUSTED_PROXY_HOPS says: behind N proxies of ours
 * that each append the address they saw, the Nth entry from the right was written by the
 * outermost of them, whatever the client sent. Without TRUSTED_PROXY_HOPS every client is the
 * same unidentified one: a forged header buys nothing. IPv6 addresses count per /64, the block
 * one household or server usually gets.
 */

import { variable } from '../env/server.ts'

/** The key of a client whose address cannot be known (no TRUSTED_PROXY_HOPS, or no header). */
export const UNIDENTIFIED_CLIENT = 'unidentified'

/** TRUSTED_PROXY_HOPS: how many proxies of ours sit in front of the site (0 or unset: none trusted). */
const trustedProxyHops = () => variable('TRUSTED_PROXY_HOPS') ?? 0

export function clientKey(headers: Headers, proxyHops = trustedProxyHops()): string {
  if (proxyHops < 1) return UNIDENTIFIED_CLIENT
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  // Fewer entries than proxies: the request skipped some of them; the leftmost came from the connection.
  const address = forwarded[Math.max(0, forwarded.length - proxyHops)]
  return address ? normalizeAddress(address) : UNIDENTIFIED_CLIENT
}

export function normalizeAddress(raw: string): string {
  let address = raw.toLowerCase()
  // "[::1]:1234" and "1.2.3.4:1234" carry a port; a bare IPv6 address has several colons.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (address.startsWith('::ffff:') && address.includes('.')) address = address.slice(7)
  if (!address.includes(':')) return address.slice(0, 64)
  const groups = expandIPv6(address.split('%')[0]!)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address.slice(0, 64)
}

function expandIPv6(address: string): string[] | undefined {
  const [head, tail, ...rest] = address.split('::')
  if (rest.length) return undefined
  const left = head ? head.split(':') : []
  const right = tail !== undefined && tail !== '' ? tail.split(':') : []
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined
  return groups.map((group) => group.replace(/^0+(?=.)/, ''))
}
