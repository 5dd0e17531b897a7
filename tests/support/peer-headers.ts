import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { installPeerAddressHook } from '@/lib/limits/peer-address'

/*
 * The headers a request reaches the app with, over a real connection: a server on loopback with
 * the hook instrumentation.ts installs, which answers with what it received. Lets a test send
 * forged headers and see what the client key makes of them.
 */

const servers = new Map<string, Promise<Server>>()

function serverOn(host: string): Promise<Server> {
  let server = servers.get(host)
  if (!server) {
    installPeerAddressHook()
    server = new Promise((resolve, reject) => {
      const made = createServer((incoming, response) => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify(incoming.headers))
      })
      made.unref()
      made.once('error', reject)
      made.listen(0, host, () => resolve(made))
    })
    servers.set(host, server)
  }
  return server
}

/** What a request sent with `headers`, from and to `host` (127.0.0.1 or ::1), arrives with. */
export async function receivedHeaders(headers: Record<string, string> = {}, host = '127.0.0.1'): Promise<Headers> {
  const { port } = (await serverOn(host)).address() as AddressInfo
  const body = await new Promise<string>((resolve, reject) => {
    const sent = request({ host, port, path: '/', headers, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve(text))
    })
    sent.once('error', reject)
    sent.end()
  })
  const received = new Headers()
  for (const [name, value] of Object.entries(JSON.parse(body) as Record<string, string | string[]>)) {
    for (const item of [value].flat()) received.append(name, item)
  }
  return received
}
