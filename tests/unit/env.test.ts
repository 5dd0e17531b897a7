import { describe, expect, it } from 'vitest'
import { variable, variables } from '@/lib/env/server'

describe('the environment', () => {
  it('parses each variable, with its default when unset or blank', () => {
    expect(variables(['CACHE_MAX_AGE_SECONDS', 'TRUSTED_PROXIES', 'SANITY_USE_CDN'], {})).toEqual({
      CACHE_MAX_AGE_SECONDS: 60,
      TRUSTED_PROXIES: undefined,
      SANITY_USE_CDN: undefined,
    })
    expect(variable('CACHE_MAX_AGE_SECONDS', { CACHE_MAX_AGE_SECONDS: ' 2 ' })).toBe(2)
    expect(variable('BUILD_ID', { BUILD_ID: '  ' })).toBeUndefined()
  })

  it('names a wrong variable, what it expects and what it got', () => {
    expect(() => variable('SITE_URL', { SITE_URL: 'medicore.example' })).toThrow(
      'SITE_URL must be the site’s public URL, for example "https://medicore.example" (got "medicore.example").',
    )
  })

  it('never shows a secret’s value', () => {
    expect(() => variable('DATABASE_URL', { DATABASE_URL: 'mysql://root:hunter2@db' })).toThrow(
      /^DATABASE_URL must be a PostgreSQL URL, for example postgres:\/\/user:password@127\.0\.0\.1:5432\/medicore\.$/,
    )
    expect(() => variable('BETTER_AUTH_SECRET', { BETTER_AUTH_SECRET: 'hunter2' })).not.toThrow(/hunter2/)
  })
})
