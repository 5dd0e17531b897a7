import path from 'node:path'

/*
 * What the accounts read from the environment, in one place. With nothing set the site works
 * at http://localhost:3000 and on any loopback address (the end-to-end servers' ports).
 */

type Env = Record<string, string | undefined>

/** data/auth.sqlite under the directory the server was started from, beside data/contact.sqlite. */
const DEFAULT_AUTH_DB_PATH = path.join('data', 'auth.sqlite')

/** Relative paths are taken from the directory the server was started from. */
export const authDbPath = (env: Env = process.env) => env.AUTH_DB_PATH?.trim() || DEFAULT_AUTH_DB_PATH

/** The data folder: where the database lives, and the generated secret beside it. */
export const authDataDir = (env: Env = process.env) => path.dirname(authDbPath(env))

/** BETTER_AUTH_URL, the site's public origin ("https://medicore.example"), when set. */
export function publicAuthUrl(env: Env = process.env): URL | undefined {
  const value = env.BETTER_AUTH_URL?.trim()
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url
  } catch {}
  throw new Error(
    `BETTER_AUTH_URL must be the site's public URL, for example "https://medicore.example" (got "${value}").`,
  )
}

/** Hosts that only this machine can reach, with any port. */
export const loopbackHosts = ['localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*', '[::1]', '[::1]:*']

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host)
}

/** `next start` (and `npm start`, which runs it) is production: NODE_ENV as the server runs, not as it was built. */
export const isProductionRuntime = (env: Env = process.env) => env.NODE_ENV === 'production'

/**
 * Whether session cookies carry Secure. With BETTER_AUTH_URL set, its scheme decides. Without
 * it, the request does: https when the TLS-terminating proxy in front says so
 * (x-forwarded-proto), plain http otherwise (`npm start` on localhost, the end-to-end servers).
 * A client that lies about the header only changes its own cookie: a browser drops a Secure
 * cookie sent over plain http, and a cookie without Secure still works over https.
 */
export function cookiesAreSecure(headers: Headers, env: Env = process.env): boolean {
  const url = publicAuthUrl(env)
  if (url) return url.protocol === 'https:'
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return proto === 'https'
}

/**
 * The site's origin for links in mails: BETTER_AUTH_URL, or the loopback host the visitor came on,
 * or http://localhost:3000; never a host a client chose (as Better Auth's baseURL in server.ts).
 */
export function siteOrigin(headers: Headers, env: Env = process.env): string {
  const url = publicAuthUrl(env)
  if (url) return url.origin
  const host = headers.get('host') ?? ''
  const hostname = host.replace(/:\d+$/, '')
  if (!hostname || !isLoopbackHost(hostname)) return 'http://localhost:3000'
  return `${cookiesAreSecure(headers, env) ? 'https' : 'http'}://${host}`
}
