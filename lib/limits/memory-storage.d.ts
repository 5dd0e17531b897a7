/* The part of rate-limiter-flexible's memory store (not in its published types) that memory-limiter.ts extends. */
declare module 'rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js' {
  import type { RateLimiterRes } from 'rate-limiter-flexible'
  export default class MemoryStorage {
    protected _storage: Map<string, unknown>
    set(key: string, value: number, durationSec: number): RateLimiterRes
  }
}
