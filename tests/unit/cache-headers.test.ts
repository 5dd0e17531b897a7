import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * The caching headers next.config.mjs writes into the build: the defaults a deployment gets
 * without configuration, and a wrong setting refused when the build starts.
 */

afterEach(() => vi.unstubAllEnvs())

async function config() {
  vi.resetModules()
  return import('../../next.config.mjs')
}

describe('the public pages’ Cache-Control', () => {
  it('lets a CDN keep a page 60 s after a publish, and serve it stale 60 s more while refreshing', async () => {
    vi.stubEnv('CACHE_MAX_AGE_SECONDS', '')
    vi.stubEnv('CACHE_STALE_SECONDS', '')
    const { publicCacheControl } = await config()
    expect(publicCacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60')
  })

  it('takes the bounds from CACHE_MAX_AGE_SECONDS and CACHE_STALE_SECONDS, and refuses a wrong one', async () => {
    vi.stubEnv('CACHE_MAX_AGE_SECONDS', '300')
    vi.stubEnv('CACHE_STALE_SECONDS', '30')
    expect((await config()).publicCacheControl).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=30')
    vi.stubEnv('CACHE_MAX_AGE_SECONDS', 'a minute')
    await expect(config()).rejects.toThrow(/CACHE_MAX_AGE_SECONDS must be a whole number of seconds/)
  })

  it('puts the shared cache on Redis only when REDIS_URL is set', async () => {
    vi.stubEnv('REDIS_URL', '')
    expect((await config()).default.cacheHandler).toBeUndefined()
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379')
    const { default: withRedis } = await config()
    expect(withRedis.cacheHandler).toMatch(/lib\/cache\/handler\.mjs$/)
    expect(withRedis.cacheMaxMemorySize).toBe(0)
  })
})
