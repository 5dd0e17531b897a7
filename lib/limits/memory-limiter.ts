import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible'
// The library's own store, whose counting (lazy expiry on every read and increment) is kept as it is.
import MemoryStorage from 'rate-limiter-flexible/lib/component/MemoryStorage/MemoryStorage.js'

/*
 * rate-limiter-flexible counts in memory with a store that forgets a key through one setTimeout
 * of the window's length. Node holds a timer of at most 2^31-1 ms (24.8 days); a longer one fires
 * after 1 ms with a TimeoutOverflowWarning, so a window of 91 days (the demo's held times) was
 * forgotten at once and never limited anything. Here the count keeps its real expiry, which the
 * store already checks whenever the key is counted or read; only the clean-up timer is capped,
 * and set again until the expiry has passed.
 */

/** The longest delay a Node timer holds. */
const MAX_TIMER_MS = 2 ** 31 - 1

type StoredRecord = { expiresAt: number | null; timeoutId: ReturnType<typeof setTimeout> | null }

class LongWindowStorage extends MemoryStorage {
  set(key: string, value: number, durationSec: number) {
    const durationMs = durationSec * 1000
    if (durationMs <= MAX_TIMER_MS) return super.set(key, value, durationSec)
    // Stored without a timer (a duration of 0), then given its expiry and a capped clean-up.
    super.set(key, value, 0)
    const record = this._storage.get(key) as StoredRecord
    record.expiresAt = Date.now() + durationMs
    this.forgetWhenExpired(key, record)
    return new RateLimiterRes(0, durationMs, value, true)
  }

  private forgetWhenExpired(key: string, record: StoredRecord) {
    const left = (record.expiresAt ?? 0) - Date.now()
    record.timeoutId = setTimeout(
      () => {
        if (this._storage.get(key) !== record) return
        if ((record.expiresAt ?? 0) <= Date.now()) this._storage.delete(key)
        else this.forgetWhenExpired(key, record)
      },
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    )
    record.timeoutId.unref?.()
  }
}

/** rate-limiter-flexible's memory limiter, for windows of any length. */
export class MemoryLimiter extends RateLimiterMemory {
  constructor(options: IRateLimiterOptions) {
    super(options)
    ;(this as unknown as { _memoryStorage: MemoryStorage })._memoryStorage = new LongWindowStorage()
  }
}
