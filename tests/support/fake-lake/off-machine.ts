import type { IncomingMessage, ServerResponse } from 'node:http'

/*
 * What the browser asks of hosts off this machine. The lake project's Chromium resolves every host
 * but this machine's to the fake lake (`--host-resolver-rules`, tests/support/chromium.ts), so the
 * Studio's requests to Sanity's services end here instead of in a route through the test worker,
 * which would also turn the browser's HTTP cache off. Sanity's CDN bridge script and version check,
 * its font and its feedback intake are answered empty; its image CDN, for this project's images, is
 * left to the lake's own image answer (server.ts); anything else is refused and recorded, for a
 * test to fail on.
 */

/** The host a request was sent to, without its port: HTTP/2's `:authority` or HTTP/1.1's `Host`. */
const requestHost = (request: IncomingMessage) =>
  String(request.headers[':authority'] ?? request.headers.host ?? '').replace(/:\d+$/, '')

const isLocalHost = (host: string) =>
  host === '127.0.0.1' || host === '[::1]' || host === 'localhost' || host.endsWith('.localhost')

const sanityService = (host: string, pathname: string) =>
  (host === 'core.sanity-cdn.com' && pathname === '/bridge.js') ||
  (host === 'design-system-static.sanity.io' && pathname.endsWith('.woff2')) ||
  (host === 'sanity-cdn.com' && pathname.startsWith('/v1/modules/')) ||
  (host === 'api.sanity.io' && /^\/v[^/]+\/intake\//.test(pathname))

/**
 * Answers a request to a host off this machine and returns true, or returns false for the lake to
 * answer it: a request to this machine, or to the image CDN for `projectImages` (the path prefix of
 * this project's images). `record` keeps what was refused, as "METHOD url".
 */
export function answeredOffMachine(
  request: IncomingMessage,
  response: ServerResponse,
  { projectImages, record }: { projectImages: string; record: (request: string) => void },
): boolean {
  const host = requestHost(request)
  const pathname = new URL(request.url ?? '/', 'https://host').pathname
  if (isLocalHost(host) || (host === 'cdn.sanity.io' && pathname.startsWith(projectImages))) return false
  if (sanityService(host, pathname)) {
    if (pathname === '/bridge.js') response.writeHead(200, { 'content-type': 'text/javascript' })
    else response.writeHead(404)
    response.end()
    return true
  }
  record(`${request.method} https://${host}${request.url}`)
  response.writeHead(501, { 'content-type': 'text/plain' })
  response.end('No network in the end-to-end tests')
  return true
}
