/*
 * Next's cache on Redis, for several instances (next.config.mjs uses this file when REDIS_URL is
 * set): rendered pages, `fetch` and `unstable_cache` entries and their tags are kept in Redis,
 * so a publish webhook that reaches one instance (revalidateTag) refreshes every instance.
 * Built on @fortedigital/nextjs-cache-handler (its redis-strings handler, which supports Next 16).
 *
 * When Redis is unreachable, its handler fails at once (no offline queue) and the pages come
 * from this instance's own memory (the local-lru handler, which every write also fills): pages
 * keep being served, and the log says so once per outage. The client reconnects on its own. A
 * Redis that does not answer (frozen, or behind a cut link) is cut short the same way
 * (lib/redis-deadline.mjs): after REDIS_DEADLINE_MS, and then at once for REDIS_PAUSE_MS.
 * Plain JavaScript: Next loads this file by path, outside the bundle.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'
import { handlerWithin, redisDeadline } from '../redis-deadline.mjs'

const KEY_PREFIX = 'medicore:next:'
const REDIS_DEADLINE_MS = 1_000
const REDIS_PAUSE_MS = 5_000

const describe = (error) => (error instanceof Error ? error.message || error.name : String(error))

function connectRedis(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    console.warn(
      `[cache] Redis is unreachable; pages come from this instance's memory until it is back (${describe(error)})`,
    )
  })
  client.on('ready', () => {
    if (down) console.warn('[cache] Redis is back; the shared cache is in use again')
    down = false
  })
  client.connect().catch(() => {
    // Reported by the 'error' handler; the client keeps trying.
  })
  return client
}

CacheHandler.onCreation(() => {
  // One configuration per process, however many times Next creates a handler.
  globalThis.medicoreCacheConfig ??= (() => {
    const memory = createLruHandler()
    // process.env itself: Next loads this file by path at run time, outside TypeScript and lib/env.
    const url = process.env.REDIS_URL?.trim()
    // A build renders into its own output; only running instances share Redis.
    if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory] }
    const within = redisDeadline({
      timeoutMs: REDIS_DEADLINE_MS,
      pauseMs: REDIS_PAUSE_MS,
      onTimeout: () =>
        console.warn(
          `[cache] Redis did not answer within ${REDIS_DEADLINE_MS} ms; pages come from this instance's memory for ${REDIS_PAUSE_MS / 1000} s`,
        ),
    })
    const redis = handlerWithin(
      createRedisHandler({ client: connectRedis(url), keyPrefix: KEY_PREFIX, timeoutMs: REDIS_DEADLINE_MS }),
      within,
    )
    console.info('[cache] shared cache on Redis')
    return { handlers: [redis, memory] }
  })()
  return globalThis.medicoreCacheConfig
})

export default CacheHandler
