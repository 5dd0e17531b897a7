import { describe, expect, it, vi } from 'vitest'
import { announcePublish, keptSnapshot } from '@/lib/content/kept-snapshot'

/*
 * proxy.ts answers every address from a copy of the published addresses kept in memory: a flood of
 * made-up addresses must cost no reads, a publish must show at once, and a broken source must not
 * take the site down with it.
 */

const deferred = <T>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('the proxy’s kept copy of published content', () => {
  it('reads once for any number of requests, however many arrive before the first read ends', async () => {
    const first = deferred<string[]>()
    const read = vi.fn(() => first.promise)
    const current = keptSnapshot(read, { now: () => 0 })
    const answers = Promise.all(Array.from({ length: 200 }, () => current()))
    first.resolve(['hipaa-basics'])
    expect(new Set(await answers)).toEqual(new Set([['hipaa-basics']]))
    await current()
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('after its time answers from the old copy while one read runs in the background', async () => {
    let clock = 0
    const later = deferred<string>()
    const read = vi.fn<() => Promise<string>>().mockResolvedValueOnce('old').mockReturnValueOnce(later.promise)
    const current = keptSnapshot(read, { keepMs: 60_000, now: () => clock })
    expect(await current()).toBe('old')
    clock = 59_999
    expect(await current()).toBe('old')
    expect(read).toHaveBeenCalledTimes(1)
    clock = 60_000
    expect(await Promise.all([current(), current(), current()])).toEqual(['old', 'old', 'old'])
    expect(read).toHaveBeenCalledTimes(2)
    later.resolve('new')
    await later.promise
    await Promise.resolve()
    expect(await current()).toBe('new')
  })

  it('reads afresh before answering once a publish is announced, so a renamed article shows at once', async () => {
    const read = vi.fn<() => Promise<string>>().mockResolvedValueOnce('before').mockResolvedValueOnce('after')
    const current = keptSnapshot(read, { now: () => 0 })
    expect(await current()).toBe('before')
    announcePublish()
    expect(await current()).toBe('after')
    expect(await current()).toBe('after')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('keeps answering from the last copy when the source fails, and tries again only after its time', async () => {
    let clock = 0
    const log = vi.fn()
    const read = vi.fn<() => Promise<string>>().mockResolvedValueOnce('kept').mockRejectedValue(new Error('HTTP 503'))
    const current = keptSnapshot(read, { keepMs: 1_000, now: () => clock, log })
    expect(await current()).toBe('kept')
    announcePublish()
    expect(await current()).toBe('kept')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('HTTP 503'))
    expect(await current()).toBe('kept')
    expect(read).toHaveBeenCalledTimes(2)
    clock = 1_000
    await current()
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(3))
  })

  it('fails the request only when it has never read the source, and reads again next time', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('unreachable')).mockResolvedValue('up')
    const current = keptSnapshot(read, { now: () => 0 })
    await expect(current()).rejects.toThrow('unreachable')
    expect(await current()).toBe('up')
  })
})
