import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/*
 * TRACE, which no address of the site answers, gets a plain 405 before Next sees it: Next makes a
 * fetch Request of each request, and fetch refuses TRACE by throwing, so every one was a 500 with
 * a stack in the log, wherever it was sent (Node itself answers TRACK and CONNECT, which fetch
 * refuses too, with a 400). Node announces each request on its `http.server.request.start`
 * diagnostics channel before the server's 'request' listeners run; the first time it names a
 * server, this puts the check in front of them.
 */

const refused = new Set(['TRACE'])

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void

/** Answers a refused method itself; any other request goes to the server's own listeners, as before. */
function refuseMethodsOn(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[]
  server.removeAllListeners('request')
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!refused.has(request.method ?? '')) {
      for (const listener of listeners) listener.call(server, request, response)
      return
    }
    const body = `This site does not answer ${request.method}.\n`
    response.writeHead(405, {
      allow: 'GET, HEAD',
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'private, no-store',
      connection: 'close',
    })
    response.end(body)
  })
}

const installed = Symbol.for('medicore.refused-methods-hook')
type Global = typeof globalThis & { [installed]?: WeakSet<Server> }

/** Installs the hook once per process (the server's modules are bundled more than once; globalThis is shared). */
export function installRefusedMethodsHook(): void {
  const global = globalThis as Global
  if (global[installed]) return
  const guarded = new WeakSet<Server>()
  subscribe('http.server.request.start', (message) => {
    const { server } = message as { server: Server }
    if (guarded.has(server)) return
    guarded.add(server)
    refuseMethodsOn(server)
  })
  global[installed] = guarded
}
