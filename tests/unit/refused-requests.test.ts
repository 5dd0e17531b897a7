import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { installRefusedRequestsHook, MAX_QUERY_PARAMETERS } from '@/lib/refused-requests'

/* TRACE and a query of too many parameters get a plain answer before the server's own listener (Next's), which would throw on the one and spend seconds on the other. */

it('answers TRACE with a 405 and a query of too many parameters with a 414 before the server’s listener, and hands it every other request', async () => {
  installRefusedRequestsHook()
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
    const send = (method: string, target = '/pricing') =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(`${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        )
        let answer = ''
        socket.on('data', (chunk: Buffer) => (answer += chunk))
        socket.on('end', () => resolve(answer))
        socket.on('error', reject)
      })
    const statusAndBody = async (method: string, target?: string) => {
      const answer = await send(method, target)
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

    // 7,900 empty parameters cost Next up to 2.8 CPU-seconds; the most the site allows goes through.
    const tooMany = `This address's query has too many parameters: at most ${MAX_QUERY_PARAMETERS}.\n`
    expect(await statusAndBody('GET', `/demo?${Array(7_900).fill('a').join('&')}`)).toEqual([
      'HTTP/1.1 414 URI Too Long',
      undefined,
      tooMany,
    ])
    expect(
      await statusAndBody(
        'GET',
        `/?${Array(MAX_QUERY_PARAMETERS + 1)
          .fill('a')
          .join('&')}`,
      ),
    ).toEqual(['HTTP/1.1 414 URI Too Long', undefined, tooMany])
    // A long query of one parameter costs little: the search answers an overlong one in its page.
    expect(await statusAndBody('GET', `/search?q=${'x'.repeat(10_000)}`)).toEqual([
      'HTTP/1.1 200 OK',
      undefined,
      'page',
    ])
    expect(await statusAndBody('GET', `/?${Array(MAX_QUERY_PARAMETERS).fill('a').join('&')}`)).toEqual([
      'HTTP/1.1 200 OK',
      undefined,
      'page',
    ])
    expect(seen).toEqual(['GET', 'POST', 'GET', 'GET'])
  } finally {
    server.close()
  }
})
