import { createServer } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { markAbortedUpload, withoutMarked } from '@/lib/aborted-uploads'

/* A request body the client stops sending is marked before Next's listener sees it, and kept out of the log. */

it('leaves out of the log the error of a body the client cut off, and only that', async () => {
  const marked = new WeakSet<Error>()
  const seen = Promise.withResolvers<Error>()
  const server = createServer((request) => {
    markAbortedUpload(request, marked)
    // Next's listener, added after the hook's (next/dist/server/body-streams.js).
    request.on('error', seen.resolve)
    request.resume()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('POST /pricing HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nhalf a body', () =>
        setTimeout(() => socket.destroy(), 50),
      ),
    )
    const aborted = await seen.promise
    expect([aborted.name, aborted.message, (aborted as NodeJS.ErrnoException).code]).toEqual([
      'AbortError',
      'aborted',
      'ECONNRESET',
    ])
    const logged: unknown[][] = []
    const log = withoutMarked((...args) => logged.push(args), marked)
    const other = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    log(aborted)
    log(other)
    log('a line', aborted)
    expect(logged).toEqual([[other], ['a line', aborted]])
  } finally {
    server.close()
  }
})
