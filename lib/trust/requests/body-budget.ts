/*
 * How much of the request form's bodies this process holds in memory at once, counted in the bytes
 * that have arrived rather than in uploads: a slow upload holds only what it has sent. Counted in
 * uploads (four at once), four clients sending a byte now and then held every place for two minutes
 * at a time, and every other visitor was told to try again; counted in bytes, keeping others out
 * takes sending the bytes. One body per client at a time.
 */

export type BodyHold = {
  /** Holds `bytes` more of this body: false, holding nothing more, when that would pass the budget. */
  take(bytes: number): boolean
  /** Whether a `take` was refused. */
  readonly refused: boolean
  /** Lets go of everything this body holds (again: nothing). */
  release(): void
}

export type BodyBudget = {
  /** A hold for a body of `client`'s, or undefined while another of its bodies is being read. */
  open(client: string): BodyHold | undefined
  /** The bytes held now (tests). */
  readonly held: number
}

export function bodyBudget(maxBytes: number): BodyBudget {
  let held = 0
  const reading = new Set<string>()
  return {
    get held() {
      return held
    },
    open(client) {
      if (reading.has(client)) return undefined
      reading.add(client)
      let mine = 0
      let refused = false
      let released = false
      return {
        get refused() {
          return refused
        },
        take(bytes) {
          if (released || held + bytes > maxBytes) {
            refused = true
            return false
          }
          held += bytes
          mine += bytes
          return true
        },
        release() {
          if (released) return
          released = true
          held -= mine
          reading.delete(client)
        },
      }
    },
  }
}

/** `request` with a body that takes each chunk into `hold` as it arrives, and fails once `hold` refuses one. */
export function heldRequest(request: Request, hold: BodyHold): Request {
  if (!request.body) return request
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (hold.take(chunk.byteLength)) controller.enqueue(chunk)
        else controller.error(new Error('The memory for uploads is spent.'))
      },
    }),
  )
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    duplex: 'half',
  } as RequestInit)
}
