import 'server-only'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import type { z } from 'zod'
import { contentSource } from '../config'
import { variable } from '../env/server'
import type { Locale } from '../i18n/locales'
import { createLakeClient } from '../lake-client'
import type { ShownTypeName } from './document-types'
import { ContentSourceError } from './errors'
import { createBundledReader } from './sources/bundled'
import { createLakeReader } from './sources/lake'
import type { ContentReader, QueryParams } from './sources/types'
import { typeTags } from './tags'
import { validateDocuments } from './validate'

/*
 * How the content layer reads documents: from the Content Lake when a Sanity project is set, else
 * from the bundled dataset through groq-js (lib/config.ts), published for visitors and drafts for
 * staff in draft mode. Each fetch is tagged with its document type in its language, so publishing
 * a type revalidates exactly the pages that show it, and each document is checked by its model,
 * naming the one that breaks it.
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
async function activeReader() {
  return draftReader && (await draftMode()).isEnabled ? draftReader : publishedReader
}

/** Search results are read afresh for each search, never kept: every query would be a cache entry. */
export const searchReader: ContentReader =
  contentSource.kind === 'lake' ? createLakeReader(contentSource, undefined, { fresh: true }) : createBundledReader()

export type FetchOptions = {
  /** The language whose tags the fetch carries: the documents' (a query reads it as a parameter, $language, when it picks by it). */
  locale: Locale
  /** The other types the documents show (an article its author and category), tagged like the type. */
  alsoShows?: readonly ShownTypeName[]
  /** More tags: an article's own page. */
  alsoTagged?: readonly string[]
  /** Published content only, for generateStaticParams: it runs at build time, outside any request. */
  publishedOnly?: boolean
  /** Another reader of published content (the proxy's). */
  reader?: ContentReader
  /** The tag that stands for the type's tag in the documents' language: one fixed page's. */
  languageTag?: string
}

/** The documents of `type` that `query` returns with `params` (exactly the parameters it reads), checked by `model`. */
export async function fetchDocuments<Model extends z.ZodType>(
  type: ShownTypeName,
  model: Model,
  query: string,
  params: QueryParams,
  options: FetchOptions,
): Promise<z.output<Model>[]> {
  const reader = options.reader ?? (options.publishedOnly ? publishedReader : await activeReader())
  // Tagged with each type shown, which a change shared by every language expires, and the type in this language.
  const tags = [
    ...(options.languageTag ? [type, options.languageTag] : typeTags(type, options.locale)),
    ...(options.alsoShows ?? []).flatMap((shown) => typeTags(shown, options.locale)),
    ...(options.alsoTagged ?? []),
  ]
  const result = await reader.query(query, params, tags)
  if (!Array.isArray(result)) {
    throw new ContentSourceError(`Expected a list of ${type} documents, got ${typeof result}.`)
  }
  return validateDocuments(result, model)
}

/*
 * The page documents, one of each. A page cannot be drawn without its words, so a missing one
 * stops the build (or the page's regeneration) with its name, rather than show an empty page.
 */
export async function fetchSingleton<Model extends z.ZodType>(
  type: ShownTypeName,
  model: Model,
  query: string,
  name: string,
  params: QueryParams,
  options: FetchOptions,
): Promise<z.output<Model>> {
  const [document] = await fetchDocuments(type, model, query, params, options)
  if (!document) {
    throw new ContentSourceError(
      `The ${name} document (${type}) is missing: publish it in the Studio (Pages), ` +
        'or import the bundled studio/dataset/production.ndjson, which holds one.',
    )
  }
  return document
}
