import path from 'node:path'
import { isSet, variable, type Env } from '../env/server.ts'

/*
 * What the accounts take from the environment (lib/env), and whether the site is public or local.
 * With nothing set the site works at http://localhost:3000 and on any loopback address (the
 * end-to-end servers' ports).
 */

/** data/auth.sqlite by default; relative paths are taken from the directory the server was started from. */
export const authDbPath = (env?: Env) => variable('AUTH_DB_PATH', env)

/** The data folder: where the database lives, and the generated secret beside it. */
export const authDataDir = (env?: Env) => path.dirname(authDbPath(env))

/** Hosts that only this machine can reach, with any port. */
export const loopbackHosts = ['localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*', '[::1]', '[::1]:*']

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host)
}

/** `next start` (and `npm start`, which runs it) is production: NODE_ENV as the server runs, not as it was built. */
export const isProductionRuntime = (env?: Env) => variable('NODE_ENV', env) === 'production'

/** SITE_URL when it is set (not its default): the address the site says it is public at. */
const configuredSiteUrl = (env?: Env): URL | undefined =>
  isSet('SITE_URL', env) ? variable('SITE_URL', env) : undefined

/**
 * Public or local, from configuration alone and never from a request: public is production
 * (`next start`) with SITE_URL naming a host other than this machine. A public site's accounts
 * need their settings (lib/public-host.ts), its links point at SITE_URL and its mail waits for
 * SMTP_URL; only a local one writes mail to the outbox and prints links. A production server that
 * listens beyond loopback without SITE_URL does not start at all (lib/start-check.ts), so a local
 * site is one only this machine (or a proxy on it) can reach.
 */
export function siteMode(env?: Env): 'public' | 'local' {
  const url = configuredSiteUrl(env)
  return isProductionRuntime(env) && url && !isLoopbackHost(url.hostname) ? 'public' : 'local'
}

/** SITE_URL on a public site ("https://medicore.example"); none on a local one. */
export const publicSiteUrl = (env?: Env): URL | undefined =>
  siteMode(env) === 'public' ? configuredSiteUrl(env) : undefined

/**
 * Whether session cookies carry Secure. On a public site, SITE_URL's scheme decides. On a local
 * one, the request does: https when the TLS-terminating proxy in front says so
 * (x-forwarded-proto), plain http otherwise (`npm start` on localhost, the end-to-end servers).
 * A client that lies about the header only changes its own cookie: a browser drops a Secure
 * cookie sent over plain http, and a cookie without Secure still works over https.
 */
export function cookiesAreSecure(headers: Headers, env?: Env): boolean {
  const url = publicSiteUrl(env)
  if (url) return url.protocol === 'https:'
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https'
}

/**
 * The site's origin for links in mails: a public site's SITE_URL; on a local one the loopback host
 * the visitor came on, or http://localhost:3000; never a host a client chose (as Better Auth's
 * baseURL in better-auth.ts).
 */
export function siteOrigin(headers: Headers, env?: Env): string {
  const url = publicSiteUrl(env)
  if (url) return url.origin
  const host = headers.get('host') ?? ''
  const hostname = host.replace(/:\d+$/, '')
  if (!hostname || !isLoopbackHost(hostname)) return 'http://localhost:3000'
  return `${cookiesAreSecure(headers, env) ? 'https' : 'http'}://${host}`
}
