import { describe, expect, it } from 'vitest'
import { parseContentSource } from '@/lib/config'

describe('parseContentSource', () => {
  it('serves the bundled dataset when no project is set', () => {
    expect(parseContentSource({})).toEqual({ kind: 'bundled' })
    expect(parseContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: '  ' })).toEqual({ kind: 'bundled' })
  })

  it('reads a Content Lake project with its dataset, a default API version and no CDN', () => {
    expect(
      parseContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de', NEXT_PUBLIC_SANITY_DATASET: 'production' }),
    ).toEqual({
      kind: 'lake',
      projectId: 'abc123de',
      dataset: 'production',
      apiVersion: '2026-10-01',
      useCdn: false,
    })
    expect(
      parseContentSource({
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de',
        NEXT_PUBLIC_SANITY_DATASET: 'staging',
        NEXT_PUBLIC_SANITY_API_VERSION: '2025-02-19',
        SANITY_USE_CDN: 'true',
      }),
    ).toMatchObject({ dataset: 'staging', apiVersion: '2025-02-19', useCdn: true })
  })

  it('names the variable when a project has no dataset', () => {
    expect(() => parseContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de' })).toThrow(
      /^NEXT_PUBLIC_SANITY_DATASET is required when NEXT_PUBLIC_SANITY_PROJECT_ID is set/,
    )
  })

  it.each([
    ['NEXT_PUBLIC_SANITY_PROJECT_ID', { NEXT_PUBLIC_SANITY_PROJECT_ID: 'My Project!' }],
    [
      'NEXT_PUBLIC_SANITY_DATASET',
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de', NEXT_PUBLIC_SANITY_DATASET: 'Prod Data' },
    ],
    [
      'NEXT_PUBLIC_SANITY_API_VERSION',
      {
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de',
        NEXT_PUBLIC_SANITY_DATASET: 'production',
        NEXT_PUBLIC_SANITY_API_VERSION: 'latest',
      },
    ],
    [
      'SANITY_USE_CDN',
      { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123de', NEXT_PUBLIC_SANITY_DATASET: 'production', SANITY_USE_CDN: 'yes' },
    ],
  ])('stops with one message naming %s when it is malformed', (variable, env) => {
    expect(() => parseContentSource(env)).toThrow(new RegExp(`^${variable} must be .*\\(got "`))
  })
})
