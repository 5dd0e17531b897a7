import { RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Env } from '../env/server'
import { RedisTimeoutError } from '../redis-deadline.mjs'
import { MemoryLimiter } from './memory-limiter'
import { limitsRedis } from './redis'

/*
 * The one place the site's limits are made (the contact form's and the sign-in lockout's):
 * counted in Redis when REDIS_URL is set, so that every instance sees the same counts, and in
 * this process's memory otherwise. While Redis is unreachable a Redis limiter counts in memory
 * (rate-limiter-flexible's insurance limiter, or this module when Redis does not answer in time):
 * each instance then holds the limit on its own, and a visitor never sees an error for it.
 */

export type LimitOptions = {
  /** Names the counter; two limits never share one. */
  name: string
  points: number
  durationSeconds: number
  /** Past the limit, the key is refused for this long from the first refusal (not extended by later ones). */
  blockSeconds?: number
}

const operations = ['consume', 'reward', 'penalty', 'get', 'block', 'delete'] as const
export type Limiter = Pick<RateLimiterAbstract, (typeof operations)[number]>

export function createLimiter({ name, points, durationSeconds, blockSeconds = 0 }: LimitOptions, env?: Env): Limiter {
  const memory = new MemoryLimiter({
    keyPrefix: name,
    points,
    duration: durationSeconds,
    blockDuration: blockSeconds,
  })
  const redis = limitsRedis(env)
  if (!redis) return memory
  const shared = new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `medicore:limit:${name}`,
    points,
    duration: durationSeconds,
    blockDuration: blockSeconds,
    insuranceLimiter: memory,
  })
  // Each operation first gives a process that has just started a moment to reach Redis.
  const limiter = {} as Record<(typeof operations)[number], unknown>
  for (const operation of operations) {
    const call = shared[operation].bind(shared) as (...args: unknown[]) => Promise<unknown>
    const inMemory = memory[operation].bind(memory) as (...args: unknown[]) => Promise<unknown>
    limiter[operation] = async (...args: unknown[]) => {
      await redis.connected
      try {
        return await redis.within(() => call(...args))
      } catch (error) {
        if (error instanceof RedisTimeoutError) return inMemory(...args)
        throw error
      }
    }
  }
  return limiter as Limiter
}
