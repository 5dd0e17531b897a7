import { describe, expect, it, vi } from 'vitest'
import { handlerWithin, redisDeadline, RedisTimeoutError } from '@/lib/redis-deadline.mjs'

/* A Redis that keeps its connection but answers nothing (lib/redis-deadline.mjs): nobody waits on it for long. */

const never: (...args: unknown[]) => Promise<never> = () => new Promise(() => undefined)

describe('the deadline on Redis', () => {
  it('lets an answer through, fails a call that runs out, then sets Redis aside for a while and says so once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const onTimeout = vi.fn()
    const within = redisDeadline({ timeoutMs: 500, pauseMs: 5_000, onTimeout })
    expect(await within(async () => 'PONG')).toBe('PONG')

    const frozen = [within(never), within(never)]
    for (const call of frozen) call.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(500)
    for (const call of frozen) await expect(call).rejects.toBeInstanceOf(RedisTimeoutError)
    expect(onTimeout).toHaveBeenCalledTimes(1)

    // Set aside: a call fails at once, without asking Redis.
    const asked = vi.fn(async () => 'PONG')
    await expect(within(asked)).rejects.toBeInstanceOf(RedisTimeoutError)
    expect(asked).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await within(asked)).toBe('PONG')
    vi.useRealTimers()
  })

  it('keeps a cache handler’s get, set and revalidation within it, so that the composite handler goes on to memory', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const within = redisDeadline({ timeoutMs: 500, pauseMs: 5_000 })
    const handler = handlerWithin(
      { name: 'redis-strings', get: never, set: never, revalidateTag: never, delete: never },
      within,
    )
    expect(handler.name).toBe('redis-strings')
    const calls = [handler.get('k', {}), handler.set('k', {}), handler.revalidateTag('t'), handler.delete('k')]
    for (const call of calls) call.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(500)
    for (const call of calls) await expect(call).rejects.toBeInstanceOf(RedisTimeoutError)
    vi.useRealTimers()
  })
})
