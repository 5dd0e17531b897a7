import type { Env } from '../env/server.ts'
import { trustedProxies } from './client-key.ts'
import { peerAddressHookInstalled } from './peer-address.ts'

/*
 * How this server tells clients apart, named once in the start-up log (instrumentation.ts):
 * - direct: no proxy listed; each client is its connection's address, X-Forwarded-For is ignored;
 * - proxies: behind the proxies TRUSTED_PROXIES lists, whose X-Forwarded-For entries are believed;
 * - unidentified: the connection's address cannot be known, so neither can the client's, and
 *   the per-client limits hold as site-wide ceilings.
 */

type ClientIdentityMode = 'direct' | 'proxies' | 'unidentified'

export function clientIdentityMode(env?: Env, hookInstalled = peerAddressHookInstalled()): ClientIdentityMode {
  if (!hookInstalled) return 'unidentified'
  return trustedProxies(env).length ? 'proxies' : 'direct'
}

export function clientIdentityLine(env?: Env, hookInstalled = peerAddressHookInstalled()): string {
  switch (clientIdentityMode(env, hookInstalled)) {
    case 'direct':
      return '[limits] Clients: direct. Each is told apart by its connection’s address; X-Forwarded-For is ignored (TRUSTED_PROXIES lists no proxy).'
    case 'proxies': {
      const listed = trustedProxies(env).map(({ address, prefix, family }) =>
        prefix === (family === 'ipv4' ? 32 : 128) ? address : `${address}/${prefix}`,
      )
      return `[limits] Clients: behind the proxies ${listed.join(', ')} (TRUSTED_PROXIES). A request through them is told apart by the address they put in X-Forwarded-For; any other by its connection’s address.`
    }
    case 'unidentified':
      return '[limits] Clients: unidentified. The connection’s address is not available in this process, so the per-client limits hold as site-wide ceilings (docs/security.md).'
  }
}
