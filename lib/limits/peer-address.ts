import { randomUUID } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'

/*
 * The address of the connection a request came on, which a client cannot choose. `next start`
 * hides it from app code: it writes it into X-Forwarded-For only when the request came without
 * one (node_modules/next/dist/server/base-server.js, `x-forwarded-for ??= socket.remoteAddress`).
 * So instrumentation.ts installs this hook in the process that owns the HTTP server: Node
 * announces each request on its `http.server.request.start` diagnostics channel, with the
 * socket, before the server's 'request' listener (Next) sees it, and the hook writes the
 * socket's address into a header of ours, replacing any copy the client sent. The value starts
 * with a token made when the hook is installed: a request the hook did not see (one that came in
 * before it, or a process without it) cannot pass off a header of its own, and has no peer address.
 */

export const PEER_HEADER = 'x-medicore-peer'

const installed = Symbol.for('medicore.peer-address-hook')
type Global = typeof globalThis & { [installed]?: { token: string } }

/** Installs the hook once per process (the server's modules are bundled more than once; globalThis is shared). */
export function installPeerAddressHook(): void {
  const global = globalThis as Global
  if (global[installed]) return
  const token = randomUUID()
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage }
    const address = request.socket.remoteAddress
    if (address) request.headers[PEER_HEADER] = `${token} ${address}`
    else delete request.headers[PEER_HEADER]
  })
  global[installed] = { token }
}

export const peerAddressHookInstalled = () => Boolean((globalThis as Global)[installed])

/** The connection's address for a request the hook saw; undefined otherwise. */
export function peerAddress(headers: Headers): string | undefined {
  const token = (globalThis as Global)[installed]?.token
  const value = headers.get(PEER_HEADER)
  if (!token || !value?.startsWith(`${token} `)) return undefined
  return value.slice(token.length + 1)
}
