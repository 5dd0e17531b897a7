import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { installRefusedMethodsHook } from '@/lib/refused-methods'

/* TRACE gets a plain 405 before the server's own listener (Next's), which would throw on it. */

it('answers TRACE with a 405 before the server’s listener, and hands it every other request', async () => {
  installRefusedMethodsHook()
  const seen: string[] = []
  // What Next does: a fetch Request of the request, which throws on TRACE.
  const server = createServer((request, response) => {
    seen.push(request.method!)
    new Request('http://site.invalid/', { method: request.method })
    response.end('page')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    // Over a socket of its own: the tests' mock of the network (msw) sends HTTP through fetch, which refuses TRACE itself.
    const send = (method: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(`${method} /pricing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        )
        let answer = ''
        socket.on('data', (chunk: Buffer) => (answer += chunk))
        socket.on('end', () => resolve(answer))
        socket.on('error', reject)
      })
    const statusAndBody = async (method: string) => {
      const answer = await send(method)
      return [answer.split('\r\n')[0], /^allow: (.*)$/im.exec(answer)?.[1], answer.split('\r\n\r\n')[1]]
    }
    expect(await statusAndBody('TRACE')).toEqual([
      'HTTP/1.1 405 Method Not Allowed',
      'GET, HEAD',
      'This site does not answer TRACE.\n',
    ])
    expect(await statusAndBody('GET')).toEqual(['HTTP/1.1 200 OK', undefined, 'page'])
    expect(await statusAndBody('POST')).toEqual(['HTTP/1.1 200 OK', undefined, 'page'])
    expect(seen).toEqual(['GET', 'POST'])
  } finally {
    server.close()
  }
})
