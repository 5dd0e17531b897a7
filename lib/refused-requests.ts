import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/*
 * Two kinds of request get a plain answer before Next sees them. Node announces each request on its
 * `http.server.request.start` diagnostics channel before the server's 'request' listeners run; the
 * first time it names a server, this puts the check in front of them.
 *
 * - TRACE, which no address of the site answers, gets a 405: Next makes a fetch Request of each
 *   request, and fetch refuses TRACE by throwing, so every one was a 500 with a stack in the log,
 *   wherever it was sent (Node itself answers TRACK and CONNECT, which fetch refuses too, with a 400).
 * - A query of more than 100 parameters gets a 414. Next reads a query's parameters once per name,
 *   each time over all of them, so the cost grows with the square of their number: 7,900 empty
 *   parameters (16 KB, under Node's header limit) cost 0.7 to 2.8 CPU-seconds a request, at any
 *   address, before any code of the site's ran. No address of the site needs more than a few. A
 *   long query of few parameters costs little, and the search answers an overlong one in its page.
 */

const refusedMethods = new Set(['TRACE'])
export const MAX_QUERY_PARAMETERS = 100

type Refusal = { status: number; body: string; headers?: Record<string, string> }

/** What a request that must not reach Next is answered; undefined for any other. */
function refusalOf(request: IncomingMessage): Refusal | undefined {
  const method = request.method ?? ''
  if (refusedMethods.has(method))
    return { status: 405, body: `This site does not answer ${method}.\n`, headers: { allow: 'GET, HEAD' } }
  const url = request.url ?? ''
  const start = url.indexOf('?')
  if (start < 0) return undefined
  if (url.slice(start + 1).split('&').length > MAX_QUERY_PARAMETERS)
    return { status: 414, body: `This address's query has too many parameters: at most ${MAX_QUERY_PARAMETERS}.\n` }
  return undefined
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void

/** Answers a refused request itself; any other goes to the server's own listeners, as before. */
function refuseRequestsOn(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[]
  server.removeAllListeners('request')
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const refusal = refusalOf(request)
    if (!refusal) {
      for (const listener of listeners) listener.call(server, request, response)
      return
    }
    response.writeHead(refusal.status, {
      ...refusal.headers,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(refusal.body),
      'cache-control': 'private, no-store',
      connection: 'close',
    })
    response.end(refusal.body)
  })
}

const installed = Symbol.for('medicore.refused-requests-hook')
type Global = typeof globalThis & { [installed]?: WeakSet<Server> }

/** Installs the hook once per process (the server's modules are bundled more than once; globalThis is shared). */
export function installRefusedRequestsHook(): void {
  const global = globalThis as Global
  if (global[installed]) return
  const guarded = new WeakSet<Server>()
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server }
    if (guarded.has(server)) return
    guarded.add(server)
    refuseRequestsOn(server)
  })
  global[installed] = guarded
}
