import { createClient, type SanityClient } from '@sanity/client'
import type { ContentSource } from '../../config'
import { ContentSourceError } from '../errors'
import type { ContentReader } from './types'

type LakeSource = Extract<ContentSource, { kind: 'lake' }>

type LakeClientOptions = {
  token?: string
  /** Drafts perspective with stega-encoded strings, for draft mode and the Presentation tool. */
  preview?: boolean
  timeoutMs?: number
}

/** Fields compared with fixed values, which stega's hidden characters would break. */
const unencodedFields = new Set(['tier', 'icon', 'group', 'unit', 'orderRank'])

export function createLakeClient(source: LakeSource, options: LakeClientOptions = {}): SanityClient {
  // SANITY_API_HOST points the server at another API host (Sanity's staging API, or a local fake in tests).
  const apiHost = process.env.SANITY_API_HOST || undefined
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    useCdn: options.preview ? false : source.useCdn,
    ...(apiHost && { apiHost, useProjectHostname: false }),
    perspective: options.preview ? 'drafts' : 'published',
    token: options.token,
    timeout: options.timeoutMs ?? 15_000,
    maxRetries: 2,
    stega: options.preview
      ? {
          enabled: true,
          studioUrl: '/studio',
          filter: (props) => !unencodedFields.has(String(props.sourcePath.at(-1))) && props.filterDefault(props),
        }
      : false,
    // The client's own bundled fetch bypasses both Next's data cache (tags) and msw.
    resolveFetch: () => globalThis.fetch,
  })
}

export function createLakeReader(source: LakeSource, client = createLakeClient(source)): ContentReader {
  const where = `Sanity project "${source.projectId}", dataset "${source.dataset}"`
  const preview = client.config().perspective === 'drafts'
  return {
    async query(query, params, tags) {
      try {
        return await client.fetch(
          query,
          params,
          preview ? { cache: 'no-store' } : { cache: 'force-cache', next: { tags: [...tags] } },
        )
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode
        const reason = `${status ? `HTTP ${status}, ` : ''}${error instanceof Error ? error.message : String(error)}`
        throw new ContentSourceError(
          `Could not read content from ${where}: ${reason}. The build stops rather than publish stale content; ` +
            'check the project id, dataset and network, or unset NEXT_PUBLIC_SANITY_PROJECT_ID to use the bundled dataset.',
          { cause: error },
        )
      }
    },
  }
}
