import { siteMode } from './auth/environment.ts'
import { isSet, type Env } from './env/server.ts'

/*
 * Production on a public host: the site's public mode (lib/auth/environment.ts, siteMode), decided
 * from configuration alone: `next start` with SITE_URL naming a host other than this machine. No
 * request header changes it. There the accounts refuse to work until the settings below are made
 * (proxy.ts answers their pages and forms with a 503; the server logs what is missing at start-up),
 * and mail never goes to the development outbox. A local site (`npm start` on localhost, the tests)
 * works with zero configuration, as it always has.
 */

/**
 * What a public host needs before its accounts may work, and why. SITE_URL is not among them: it
 * is what makes the host public, and a server listening beyond loopback without it does not start.
 */
const publicHostSettings = {
  BETTER_AUTH_SECRET: 'the secret that signs session cookies, the same on every instance',
  SMTP_URL: 'the mail server that sends reset links and notices',
  TRUSTED_PROXIES:
    'the addresses or networks of the proxies in front of the site, or "none" when visitors reach it directly',
} as const

export type PublicHostSetting = keyof typeof publicHostSettings

/** The settings a public host lacks. TRUSTED_PROXIES=none counts as set: no proxy has to be chosen on purpose. */
export const missingPublicHostSettings = (env?: Env): PublicHostSetting[] =>
  (Object.keys(publicHostSettings) as PublicHostSetting[]).filter((name) => !isSet(name, env))

/** The one message that names each missing setting. */
export const publicHostMessage = (missing: readonly PublicHostSetting[]) =>
  `Accounts are turned off on this public host until these are set: ${missing
    .map((name) => `${name} (${publicHostSettings[name]})`)
    .join('; ')}.`

/** Whether this is production on a public host: the configuration's, never a request's say. */
export const servesPublicHost = (env?: Env): boolean => siteMode(env) === 'public'

const logged = new Set<string>()
/** Each distinct message once per process: at start-up (instrumentation.ts) or at the first refused request. */
export function logPublicHostMessage(missing: readonly PublicHostSetting[], log = console.error) {
  const message = publicHostMessage(missing)
  if (logged.has(message)) return
  logged.add(message)
  log(`[accounts] ${message}`)
}

/** What visitors read meanwhile: the details are for the log, not for the public. */
export const accountsUnavailableMessage =
  'Signing in and creating accounts are not available on this site yet. Please try again later, or contact us.'

/** For the account pages and forms (proxy.ts): a 503 while a public host lacks its settings, otherwise nothing. */
export function accountsUnavailable(request: Request, env?: Env): Response | undefined {
  if (!servesPublicHost(env)) return undefined
  const missing = missingPublicHostSettings(env)
  if (!missing.length) return undefined
  logPublicHostMessage(missing)
  const headers = { 'cache-control': 'no-store', 'retry-after': '3600' }
  if (request.headers.has('next-action')) {
    return new Response(accountsUnavailableMessage, {
      status: 503,
      headers: { ...headers, 'content-type': 'text/plain' },
    })
  }
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accounts unavailable | MediCore</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Accounts unavailable</h1>
<p>${accountsUnavailableMessage}</p>
<p><a href="/">Back to the home page</a></p>
</body></html>
`
  return new Response(html, { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } })
}
