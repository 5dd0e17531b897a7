import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage } from 'node:http'

/*
 * A client that hangs up halfway through a request's body is no error of the site's. But a
 * request whose body proxy.ts could read (any method but GET and HEAD) is copied for the proxy,
 * and once the proxy has answered, even with a 405 that read nothing, Next waits for the whole
 * body (`finalize()` in next/dist/server/next-server.js). Node ends a body cut off with
 * `Error: aborted` (ECONNRESET); Next logs it with its stack (handleCatchallMiddlewareRequest's
 * `console.error`, which, unlike its other paths, does not check isAbortError) and answers the
 * closed connection with a 500: a thousand such posts wrote a thousand stacks. This hook marks the
 * error of each request body a client cut off, before Next's own listener sees it, and leaves
 * exactly those errors out of the log. Any other error is logged as before.
 */

const installed = Symbol.for('medicore.aborted-uploads-hook')
type Global = typeof globalThis & { [installed]?: WeakSet<Error> }

/** Whether an error is Node's for a request body the client stopped sending. */
const isAbortedUpload = (error: unknown): error is Error =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === 'ECONNRESET' && error.message === 'aborted'

/** Marks the error of `request`'s body if the client cuts it off: an abort, as Next names its own. */
export function markAbortedUpload(request: IncomingMessage, marked: WeakSet<Error>) {
  request.on('error', (error) => {
    if (!isAbortedUpload(error)) return
    error.name = 'AbortError'
    marked.add(error)
  })
}

/** `console.error`, but for the errors marked: a client's hang-up, which nobody needs to read. */
export function withoutMarked(report: (...args: unknown[]) => void, marked: WeakSet<Error>) {
  return (...args: unknown[]) => {
    if (args.length === 1 && args[0] instanceof Error && marked.has(args[0])) return
    report(...args)
  }
}

/** Installs the hook once per process (the server's modules are bundled more than once; globalThis is shared). */
export function installAbortedUploadsHook(): void {
  const global = globalThis as Global
  if (global[installed]) return
  const marked = new WeakSet<Error>()
  subscribe('http.server.request.start', (message) =>
    markAbortedUpload((message as { request: IncomingMessage }).request, marked),
  )
  console.error = withoutMarked(console.error.bind(console), marked)
  global[installed] = marked
}
