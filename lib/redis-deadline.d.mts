export declare class RedisTimeoutError extends Error {}

export type RedisDeadline = <T>(work: () => Promise<T>) => Promise<T>

export declare function redisDeadline(options: {
  timeoutMs: number
  pauseMs: number
  onTimeout?: () => void
}): RedisDeadline

export declare function handlerWithin<H extends object>(handler: H, within: RedisDeadline): H
