/*
 * A deadline for calls to Redis. A Redis that is frozen, overloaded or behind a cut link keeps
 * its connection open and answers nothing, and node-redis never gives up on a command it has
 * sent (its abort signal only covers commands still queued): every page and form waiting on it
 * would wait as long as Redis does. So each call gets `timeoutMs`; one that runs out fails as an
 * unreachable Redis does, and for the next `pauseMs` every call fails at once, so that the site
 * goes on from this instance's memory without a visitor waiting on Redis more than once a pause.
 * Plain JavaScript: lib/cache/handler.mjs is loaded by path, outside the bundle.
 */

export class RedisTimeoutError extends Error {
  name = 'RedisTimeoutError'
}

/**
 * @param {{ timeoutMs: number, pauseMs: number, onTimeout?: () => void }} options `onTimeout`: once
 *   when a call runs out and Redis is set aside (to log it).
 * @returns {<T>(work: () => Promise<T>) => Promise<T>}
 */
export function redisDeadline({ timeoutMs, pauseMs, onTimeout }) {
  let setAsideUntil = 0
  return (work) => {
    if (Date.now() < setAsideUntil) {
      return Promise.reject(new RedisTimeoutError(`Redis is set aside after a call that took over ${timeoutMs} ms`))
    }
    let timer
    let settled = false
    const working = work().finally(() => {
      settled = true
    })
    const expired = new Promise((_, reject) => {
      timer = setTimeout(
        // After this turn's input: an instance too busy to read Redis's answer in time has it read
        // first, rather than blaming Redis for its own stall.
        () =>
          setImmediate(() => {
            if (settled) return
            if (Date.now() >= setAsideUntil) onTimeout?.()
            setAsideUntil = Date.now() + pauseMs
            reject(new RedisTimeoutError(`Redis did not answer within ${timeoutMs} ms`))
          }),
        timeoutMs,
      )
      timer.unref?.()
    })
    return Promise.race([working, expired]).finally(() => clearTimeout(timer))
  }
}

/**
 * A cache handler (@fortedigital/nextjs-cache-handler's) whose calls keep `within`'s deadline: a
 * call that runs out throws, and the composite handler goes on to the next one (memory).
 */
export function handlerWithin(handler, within) {
  return {
    ...handler,
    get: (...args) => within(() => handler.get(...args)),
    set: (...args) => within(() => handler.set(...args)),
    revalidateTag: (...args) => within(() => handler.revalidateTag(...args)),
    ...(handler.delete && { delete: (...args) => within(() => handler.delete(...args)) }),
  }
}
