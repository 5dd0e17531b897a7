import { createLakeClient, type LakeSource } from '../../lake-client'
import { ContentSourceError } from '../errors'
import { checkParameters, type ContentReader } from './types.ts'
import { describeError } from '../../log.ts'

/**
 * Published content is kept in Next's data cache under its tags, drafts never; with `fresh`,
 * published content is read afresh too (site search, whose every query would be an entry).
 */
export function createLakeReader(
  source: LakeSource,
  client = createLakeClient(source),
  { fresh = false } = {},
): ContentReader {
  const where = `Sanity project "${source.projectId}", dataset "${source.dataset}"`
  const preview = client.config().perspective === 'drafts'
  return {
    async query(query, params, tags) {
      checkParameters(query, params)
      try {
        return await client.fetch(
          query,
          params,
          preview || fresh ? { cache: 'no-store' } : { cache: 'force-cache', next: { tags: [...tags] } },
        )
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode
        const reason = `${status ? `HTTP ${status}, ` : ''}${describeError(error)}`
        throw new ContentSourceError(
          `Could not read content from ${where}: ${reason}. The build stops rather than publish stale content; ` +
            'check the project id, dataset and network, or unset NEXT_PUBLIC_SANITY_PROJECT_ID to use the bundled dataset.',
          { cause: error },
        )
      }
    },
  }
}
