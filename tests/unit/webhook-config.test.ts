import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentTypeNames } from '@/lib/content/types'
import { webhookFilter, webhookProjection } from '@/lib/publish/webhook-config'
import { sanityApiHostOrigins } from '@/lib/api-host'

/*
 * The publish webhook is configured by hand at sanity.io/manage from docs/publishing.md, and sent by the
 * fake Content Lake of the end-to-end tests from lib/publish/webhook-config.ts: both must agree.
 */

const publishingDoc = readFileSync('docs/publishing.md', 'utf8')

describe('the publish webhook’s configuration', () => {
  it('filters on every content type the site renders', () => {
    for (const name of contentTypeNames) expect(webhookFilter).toContain(`"${name}"`)
  })

  it('is quoted in docs/publishing.md, filter and projection', () => {
    expect(publishingDoc).toContain(`| Filter      | \`${webhookFilter}\``)
    expect(publishingDoc).toContain(`| Projection  | \`${webhookProjection}\``)
  })
})

describe('another API host (SANITY_API_HOST)', () => {
  it('is reached at the host and at the project’s subdomain of it', () => {
    expect(sanityApiHostOrigins('http://localhost:3230', 'abc123')).toEqual([
      'http://localhost:3230',
      'http://abc123.localhost:3230',
    ])
    expect(sanityApiHostOrigins(undefined, 'abc123')).toEqual([])
    expect(sanityApiHostOrigins('not a url', 'abc123')).toEqual([])
  })
})
