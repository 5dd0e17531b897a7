import { readFileSync } from 'node:fs'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { shownTypeNames, isShownTypeName } from '@/lib/content/document-types'
import { expiredTags, linkedTypes } from '@/lib/publish/expired-tags'
import { renameOf } from '@/lib/publish/renames'
import { webhookFilter, webhookProjection } from '@/lib/publish/webhook-config'
import { sanityApiHostOrigins } from '@/lib/api-host'
import { loadBundledDataset } from '../support/dataset'

/*
 * The publish webhook is configured by hand at sanity.io/manage from docs/publishing.md, and sent by the
 * fake Content Lake of the end-to-end tests from lib/publish/webhook-config.ts: both must agree.
 */

const publishingDoc = readFileSync('docs/publishing.md', 'utf8')

describe('the publish webhook’s configuration', () => {
  it('filters on every content type the site renders, and on the translation metadata that links them', () => {
    for (const name of shownTypeNames) expect(webhookFilter).toContain(`"${name}"`)
    expect(webhookFilter).toContain('"translation.metadata"')
  })

  it('is in docs/publishing.md: the projection quoted, the filter from npm run webhook:settings', () => {
    expect(publishingDoc).toMatch(/\| Filter +\| the `Filter:` line `npm run webhook:settings` prints/)
    expect(publishingDoc).toContain(`| Projection  | \`${webhookProjection}\``)
  })
})

/** The body Sanity sends for a change, as the fake Content Lake computes it: the projection in GROQ's delta mode. */
async function bodyOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const query = parse(`*[${webhookFilter}][0]${webhookProjection}`, { mode: 'delta' })
  const result = await evaluate(query, { dataset: [(after ?? before)!], before, after })
  return (await result.get()) as Record<string, unknown> | null
}

/** What the site does with a body: the tags it expires and the redirect it saves. */
function handled(body: Record<string, unknown>) {
  if (body._type === 'translation.metadata') return { tags: linkedTypes(body.schemaTypes) }
  if (!isShownTypeName(body._type)) throw new Error(`unexpected type ${String(body._type)}`)
  return { tags: expiredTags({ ...body, type: body._type }), rename: renameOf(body) }
}

describe('what the webhook’s projection carries', () => {
  // A Spanish article of the bundled dataset.
  const spanish = loadBundledDataset().find((document) => document._type === 'post' && document.language === 'es')!
  const slug = (spanish.slug as { current: string }).current

  it('keeps an edit of a Spanish article’s words to the Spanish pages and its own page', async () => {
    const body = (await bodyOf(spanish, { ...spanish, title: 'Lo esencial' }))!
    expect(handled(body)).toEqual({ tags: ['post:es', `post-slug:${slug}`], rename: undefined })
  })

  it('refreshes every language and redirects below /es/blog for a renamed Spanish article', async () => {
    const body = (await bodyOf(spanish, { ...spanish, slug: { _type: 'slug', current: 'lo-esencial' } }))!
    expect(handled(body)).toEqual({
      tags: ['post', 'post-slug:lo-esencial'],
      rename: { type: 'post', from: `/es/blog/${slug}`, to: '/es/blog/lo-esencial' },
    })
  })

  it('refreshes every language for a Spanish article published first, or unpublished', async () => {
    expect(handled((await bodyOf(null, spanish))!).tags).toEqual(['post', `post-slug:${slug}`])
    expect(handled((await bodyOf(spanish, null))!).tags).toEqual(['post', `post-slug:${slug}`])
  })

  it('names the linked type of translation metadata, and leaves drafts’ and other types’ documents out', async () => {
    const metadata = { _id: 'translation-metadata-post-1', _type: 'translation.metadata', schemaTypes: ['post'] }
    expect(handled((await bodyOf(metadata, metadata))!)).toEqual({ tags: ['post'] })
    expect(await bodyOf(null, { _id: 'x', _type: 'contactMessage' })).toBeNull()
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
