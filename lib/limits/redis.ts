import { createClient, type RedisClientType } from 'redis'
import { variable, type Env } from '../env/server.ts'
import { redisDeadline, type RedisDeadline } from '../redis-deadline.mjs'
import { describeError } from '../log.ts'

/*
 * The process's Redis connection for the rate limits, when REDIS_URL is set. It connects in the
 * background and reconnects forever (at most every 2 s); while it is down, commands fail at
 * once instead of queueing, so the limiters fall back to memory (see limiter.ts) rather than
 * making a visitor wait. A Redis that keeps its connection but does not answer (frozen, or behind
 * a cut link) is cut short by `within` (lib/redis-deadline.mjs), which every use of the connection
 * goes through. Each change of state is logged once, never the URL (it may hold a password).
 */

type Client = RedisClientType

type LimitsRedis = { url: string; client: Client; connected: Promise<void>; within: RedisDeadline }

let shared: LimitsRedis | undefined

/** A fresh process waits this long for its first connection before counting in memory. */
const FIRST_CONNECTION_MS = 1_000
/** A call to Redis answers within this (a count takes a millisecond), or Redis is set aside for REDIS_PAUSE_MS. */
const REDIS_DEADLINE_MS = 1_000
const REDIS_PAUSE_MS = 5_000

export function limitsRedis(env?: Env, log = (line: string) => console.warn(line)): LimitsRedis | undefined {
  const url = variable('REDIS_URL', env)
  if (!url) return undefined
  if (shared?.url === url) return shared
  const client: Client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let down = false
  client.on('error', (error: unknown) => {
    if (down) return
    down = true
    log(`[limits] Redis is unreachable; counting in this process's memory until it is back (${describeError(error)})`)
  })
  client.on('ready', () => {
    if (down) log('[limits] Redis is back; counting in Redis again')
    down = false
  })
  const connected = new Promise<void>((resolve) => {
    client.once('ready', resolve)
    setTimeout(resolve, FIRST_CONNECTION_MS).unref()
  })
  client.connect().catch(() => {
    // Reported by the 'error' handler; the client keeps retrying.
  })
  const within = redisDeadline({
    timeoutMs: REDIS_DEADLINE_MS,
    pauseMs: REDIS_PAUSE_MS,
    onTimeout: () =>
      log(
        `[limits] Redis did not answer within ${REDIS_DEADLINE_MS} ms; counting in this process's memory for ${REDIS_PAUSE_MS / 1000} s`,
      ),
  })
  shared = { url, client, connected, within }
  return shared
}
