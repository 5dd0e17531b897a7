import { BlockList, isIP } from 'node:net'
import type { ProxyNetwork } from '../env/schema.ts'
import { variables, type Env } from '../env/server.ts'
import { peerAddress } from './peer-address.ts'

/*
 * Who is sending, for the rate limits: an address the client cannot choose. It starts from the
 * connection's own address (peer-address.ts). When that is one of the proxies in TRUSTED_PROXIES,
 * X-Forwarded-For is read from the right, where each proxy appends the address it was reached
 * from: while the address in hand is a trusted proxy, step one entry left; the first one that is
 * not is the client. What a client writes further left is never reached, and a request that did
 * not come through a listed proxy is its connection's address, whatever header it carries.
 * IPv6 addresses count per /64, the block one household or server usually gets.
 */

/** The key of a request whose connection's address is unknown: every such request is the same client. */
export const UNIDENTIFIED_CLIENT = 'unidentified'

/** TRUSTED_PROXIES (none: an empty list). A leftover TRUSTED_PROXY_HOPS stops here with what replaced it. */
export function trustedProxies(env?: Env): readonly ProxyNetwork[] {
  return variables(['TRUSTED_PROXIES', 'TRUSTED_PROXY_HOPS'], env).TRUSTED_PROXIES ?? []
}

export function clientKey(headers: Headers, proxies = trustedProxies()): string {
  const peer = peerAddress(headers)
  if (peer === undefined) {
    warnOnce(
      'unidentified',
      '[limits] A request came without its connection’s address (the hook of instrumentation.ts did not see it): clients cannot be told apart, and the per-client limits hold as site-wide ceilings.',
    )
    return UNIDENTIFIED_CLIENT
  }
  const forwardedFor = headers.get('x-forwarded-for')
  const trusted = trustedList(proxies)
  // `next start` writes the peer into X-Forwarded-For when the request had none: only a different value was sent.
  if (forwardedFor && forwardedFor !== peer && !isTrusted(peer, trusted)) {
    warnOnce(
      'untrusted-forwarded-for',
      `[limits] Requests from ${peer} carry X-Forwarded-For, which is ignored: TRUSTED_PROXIES does not list ${peer}. If it is a proxy of yours, list it, or every visitor behind it counts as one client.`,
    )
  }
  return normalizeAddress(clientAddress(peer, forwardedFor, trusted))
}

/** The walk described above: `peer` is the connection's address, `forwardedFor` the header as received. */
export function clientAddress(peer: string, forwardedFor: string | null, trusted: BlockList | undefined): string {
  let address = plainAddress(peer) ?? peer
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  while (isTrusted(address, trusted)) {
    const hop = hops.pop()
    if (hop === undefined) break
    const plain = plainAddress(hop)
    // What a proxy of ours wrote, even if it is not an address ("unknown"): all such requests are one client.
    if (!plain) return hop
    address = plain
  }
  return address
}

let cached: { networks: readonly ProxyNetwork[]; list: BlockList | undefined } | undefined

/** The networks as a BlockList (kept while the setting is the same); undefined for none. */
export function trustedList(networks: readonly ProxyNetwork[]): BlockList | undefined {
  if (cached && JSON.stringify(cached.networks) === JSON.stringify(networks)) return cached.list
  let list: BlockList | undefined
  if (networks.length) {
    list = new BlockList()
    for (const { address, prefix, family } of networks) list.addSubnet(address, prefix, family)
  }
  cached = { networks, list }
  return list
}

const isTrusted = (address: string, trusted: BlockList | undefined) => {
  const plain = plainAddress(address)
  return Boolean(trusted && plain && trusted.check(plain, isIP(plain) === 4 ? 'ipv4' : 'ipv6'))
}

/** "1.2.3.4", "1.2.3.4:5678", "[::1]:80", "fe80::1%eth0", "::ffff:1.2.3.4" as a bare address; undefined if none. */
function plainAddress(raw: string): string | undefined {
  let address = raw.trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.split('%')[0]!
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7)
  return isIP(address) ? address : undefined
}

export function normalizeAddress(raw: string): string {
  const address = plainAddress(raw)
  if (!address) return raw.trim().toLowerCase().slice(0, 64)
  if (isIP(address) === 4) return address
  const groups = expandIPv6(address)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address
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

const warned = new Set<string>()
/** Each kind of warning once per process: a visitor can cause it, so it must not fill the log. */
function warnOnce(kind: string, line: string) {
  if (warned.has(kind)) return
  warned.add(kind)
  console.warn(line)
}
