import 'server-only'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { contentSource } from '../config'
import { variable } from '../env/server'
import { createLakeClient } from '../lake-client'
import { createBundledReader } from './sources/bundled'
import { createLakeReader } from './sources/lake'
import type { ContentReader } from './sources/types'

/*
 * Where the content layer reads: the Content Lake when a Sanity project is set, else the bundled
 * dataset through groq-js (lib/config.ts), published content for visitors and drafts for staff in
 * draft mode.
 */

/*
 * unstable_cache tags the page with the document type, so the webhook can revalidate it.
 * Its key carries the dataset's version, since Next keeps this cache across builds.
 */
function bundledReaderWithTags(): ContentReader {
  const bundled = createBundledReader()
  return {
    query: async (query, params, tags) =>
      unstable_cache(
        () => bundled.query(query, params),
        ['bundled-dataset', await bundled.version(), query, JSON.stringify(params)],
        { tags: [...tags] },
      )(),
  }
}

/** Published content, kept in Next's data cache under its tags. */
export const publishedReader: ContentReader =
  contentSource.kind === 'lake' ? createLakeReader(contentSource) : bundledReaderWithTags()

/** Drafts, read with the server-only token, for staff previewing in draft mode. */
const readToken = variable('SANITY_API_READ_TOKEN')
const draftReader =
  contentSource.kind === 'lake' && readToken
    ? createLakeReader(contentSource, createLakeClient(contentSource, { token: readToken, preview: true }))
    : undefined

/** Drafts in draft mode, else published content. */
export async function activeReader() {
  return draftReader && (await draftMode()).isEnabled ? draftReader : publishedReader
}

/** Search results are read afresh for each search, never kept: every query would be a cache entry. */
export const searchReader: ContentReader =
  contentSource.kind === 'lake' ? createLakeReader(contentSource, undefined, { fresh: true }) : createBundledReader()
