import { randomBytes } from 'node:crypto'

/**
 * A client address no other test shares: a random IPv6 /64 of the documentation range. The
 * end-to-end server trusts loopback as a proxy (TRUSTED_PROXIES), so each browser context or
 * request context that sends it as X-Forwarded-For is a visitor of its own for the per-client limits.
 */
export const uniqueClientAddress = () =>
  `2001:db8:${randomBytes(4)
    .toString('hex')
    .replace(/(.{4})/, '$1:')}::1`
