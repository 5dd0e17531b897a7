import { createClient, type SanityClient } from '@sanity/client'
import type { ContentSource } from '../../config'
import { ContentSourceError } from '../errors'
import type { ContentReader } from './types'

type LakeSource = Extract<ContentSource, { kind: 'lake' }>

export function createLakeClient(source: LakeSource, options: { token?: string } = {}): SanityClient {
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    useCdn: source.useCdn,
    perspective: 'published',
    token: options.token,
    timeout: 15_000,
    maxRetries: 2,
    // The client's own bundled fetch bypasses both Next's data cache (tags) and msw.
    resolveFetch: () => globalThis.fetch,
  })
}

export function createLakeReader(source: LakeSource, client = createLakeClient(source)): ContentReader {
  const where = `Sanity project "${source.projectId}", dataset "${source.dataset}"`
  return {
    async query(query, params, tags) {
      try {
        return await client.fetch(query, params, { cache: 'force-cache', next: { tags: [...tags] } })
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new ContentSourceError(
          `Could not read content from ${where}: ${reason}. The build stops rather than publish stale content; ` +
            'check the project id, dataset and network, or unset NEXT_PUBLIC_SANITY_PROJECT_ID to use the bundled dataset.',
          { cause: error },
        )
      }
    },
  }
}
