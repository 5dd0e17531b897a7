import path from 'node:path'
import { variable, type Env } from '../env/server.ts'

/*
 * What the accounts take from the environment (lib/env). With nothing set the site works
 * at http://localhost:3000 and on any loopback address (the end-to-end servers' ports).
 */

/** data/auth.sqlite by default; relative paths are taken from the directory the server was started from. */
export const authDbPath = (env?: Env) => variable('AUTH_DB_PATH', env)

/** The data folder: where the database lives, and the generated secret beside it. */
export const authDataDir = (env?: Env) => path.dirname(authDbPath(env))

/** BETTER_AUTH_URL, the site's public origin ("https://medicore.example"), when set. */
export const publicAuthUrl = (env?: Env): URL | undefined => variable('BETTER_AUTH_URL', env)

/** Hosts that only this machine can reach, with any port. */
export const loopbackHosts = ['localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*', '[::1]', '[::1]:*']

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host)
}

/** `next start` (and `npm start`, which runs it) is production: NODE_ENV as the server runs, not as it was built. */
export const isProductionRuntime = (env?: Env) => variable('NODE_ENV', env) === 'production'

/**
 * Whether session cookies carry Secure. With BETTER_AUTH_URL set, its scheme decides. Without
 * it, the request does: https when the TLS-terminating proxy in front says so
 * (x-forwarded-proto), plain http otherwise (`npm start` on localhost, the end-to-end servers).
 * A client that lies about the header only changes its own cookie: a browser drops a Secure
 * cookie sent over plain http, and a cookie without Secure still works over https.
 */
export function cookiesAreSecure(headers: Headers, env?: Env): boolean {
  const url = publicAuthUrl(env)
  if (url) return url.protocol === 'https:'
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https'
}

/**
 * The site's origin for links in mails: BETTER_AUTH_URL, or the loopback host the visitor came on,
 * or http://localhost:3000; never a host a client chose (as Better Auth's baseURL in server.ts).
 */
export function siteOrigin(headers: Headers, env?: Env): string {
  const url = publicAuthUrl(env)
  if (url) return url.origin
  const host = headers.get('host') ?? ''
  const hostname = host.replace(/:\d+$/, '')
  if (!hostname || !isLoopbackHost(hostname)) return 'http://localhost:3000'
  return `${cookiesAreSecure(headers, env) ? 'https' : 'http'}://${host}`
}
