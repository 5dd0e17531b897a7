/*
 * A request's body, read up to a limit. The publish webhook's body is a projection of a few hundred
 * bytes, and the route is outside proxy.ts, so nothing else stops an unsigned request from sending
 * gigabytes for the server to hold before the signature over them is checked; the trust center's
 * upload (lib/trust/requests) is read the same way, up to its 10 MB.
 */

export type CappedBody = { text: string } | { tooLarge: true }
export type CappedBytes = { bytes: Uint8Array } | { tooLarge: true }

/** Whether the request declares (Content-Length) a body longer than `limit` bytes. */
export function declaresMoreThan(request: Request, limit: number) {
  const length = request.headers.get('content-length')?.trim()
  return length !== undefined && /^\d+$/.test(length) && Number(length) > limit
}

/**
 * The body as text (UTF-8, as Request.text() reads it), or as its bytes, or `tooLarge` as soon as
 * more than `limit` bytes have arrived, whatever the headers say (a chunked body has no
 * Content-Length): the rest is never read.
 */
export async function readCappedBody(request: Request, limit: number): Promise<CappedBody>
export async function readCappedBody(request: Request, limit: number, as: 'bytes'): Promise<CappedBytes>
export async function readCappedBody(
  request: Request,
  limit: number,
  as: 'text' | 'bytes' = 'text',
): Promise<CappedBody | CappedBytes> {
  const empty = new Uint8Array(0)
  if (!request.body) return as === 'bytes' ? { bytes: empty } : { text: '' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > limit) {
      await reader.cancel().catch(() => {})
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  const bytes = Buffer.concat(chunks)
  return as === 'bytes' ? { bytes } : { text: new TextDecoder().decode(bytes) }
}
