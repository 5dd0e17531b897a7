/*
 * Who is sending, for the rate limit: the client's IP address as the nearest proxy saw
 * it. `next start` fills in x-forwarded-for with the socket's address when no proxy
 * did, so there is always one. Behind N proxies that each append to the header, set
 * CONTACT_PROXY_HOPS=N: the address N places from the right is the first one a proxy
 * of ours wrote, which a client cannot forge. IPv6 addresses count per /64, the
 * block one household or server usually gets.
 */

export function clientKey(headers: Headers, proxyHops = proxyHopsFromEnv()): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const address = forwarded.length
    ? forwarded[Math.max(0, forwarded.length - proxyHops)]
    : headers.get('x-real-ip')?.trim()
  return address ? normalizeAddress(address) : 'unknown'
}

function proxyHopsFromEnv() {
  const hops = Number(process.env.CONTACT_PROXY_HOPS ?? 1)
  return Number.isInteger(hops) && hops >= 1 ? hops : 1
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
