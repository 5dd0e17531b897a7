import { createHash } from 'node:crypto'
import type { Env } from '../env/server.ts'
import { limitsRedis } from '../limits/redis.ts'

/*
 * The webhook's deliveries, remembered for as long as their signature is accepted, so that each
 * is acted on once: a request sent again (by Sanity, or by someone who captured it) is answered
 * without acting. In this process's memory, and in Redis when REDIS_URL is set, so that every
 * instance knows what one of them handled.
 */

export type DeliveryMemory = {
  /**
   * Claims a delivery by each of its keys for `ttlMs`: true when none of them was claimed
   * before (act on it), false when one was (it was handled already).
   */
  claim(keys: readonly string[], ttlMs: number): Promise<boolean>
  /** Gives a claim back: acting failed, and Sanity will send the delivery again. */
  release(keys: readonly string[]): Promise<void>
}

/** The keys a delivery is known by, hashed (a header's value may be long), under the site's prefix. */
export const deliveryKey = (kind: 'idempotency' | 'signature', value: string) =>
  `medicore:webhook:${kind}:${createHash('sha256').update(value).digest('base64url')}`

/** This process's memory of deliveries; expired ones are dropped as new ones arrive. */
export function memoryDeliveries(now: () => number = Date.now): DeliveryMemory {
  const expiries = new Map<string, number>()
  return {
    async claim(keys, ttlMs) {
      const at = now()
      for (const [key, expiry] of expiries) if (expiry <= at) expiries.delete(key)
      const seen = keys.some((key) => expiries.has(key))
      for (const key of keys) if (!expiries.has(key)) expiries.set(key, at + ttlMs)
      return !seen
    },
    async release(keys) {
      for (const key of keys) expiries.delete(key)
    },
  }
}

/**
 * Redis's memory (SET NX PX: the first instance to claim a key wins), falling back to this
 * process's memory while Redis cannot answer: a delivery is then remembered by the instance
 * that got it only, as it would be without Redis.
 */
function redisDeliveries(
  { client, connected, within }: NonNullable<ReturnType<typeof limitsRedis>>,
  fallback: DeliveryMemory = memoryDeliveries(),
): DeliveryMemory {
  return {
    async claim(keys, ttlMs) {
      try {
        await connected
        const answers = await within(() =>
          Promise.all(
            keys.map((key) => client.set(key, '1', { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })),
          ),
        )
        return answers.every((answer) => answer === 'OK')
      } catch {
        return fallback.claim(keys, ttlMs)
      }
    },
    async release(keys) {
      await fallback.release(keys)
      try {
        await within(() => client.del([...keys]))
      } catch {
        // Unreachable: the keys expire with the signature's window.
      }
    },
  }
}

/** The process's memory of deliveries: in Redis with REDIS_URL (the limits' connection), else in memory. */
export function deliveryMemoryFor(env?: Env): DeliveryMemory {
  const redis = limitsRedis(env)
  return redis ? redisDeliveries(redis) : memoryDeliveries()
}
