import { createClient, type SanityClient } from '@sanity/client'
import type { DefineEnableDraftModeOptions } from 'next-sanity/draft-mode'
import { variable } from './env/server.ts'
import type { ContentSource } from './config.ts'

/*
 * The one factory for clients of the Sanity Content Lake ("the lake"): the content layer,
 * draft mode, the contact store and `npm run inbox` all make their clients here.
 */

export type LakeSource = Extract<ContentSource, { kind: 'lake' }>

type LakeClientOptions = {
  token?: string
  /** Drafts perspective with stega-encoded strings, for draft mode and the Presentation tool. */
  preview?: boolean
  timeoutMs?: number
}

/** Fields compared with fixed values, which stega's hidden characters would break. */
const unencodedFields = new Set(['tier', 'icon', 'group', 'unit', 'orderRank'])

export function createLakeClient(source: LakeSource, options: LakeClientOptions = {}): SanityClient {
  // The server reaches another API host at the host itself (lib/api-host.ts).
  const apiHost = variable('SANITY_API_HOST')
  return createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: source.apiVersion,
    useCdn: options.preview || options.token ? false : source.useCdn,
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

/**
 * The client next-sanity's draft-mode route checks the Presentation tool's secret with.
 * next-sanity 13 types it with its own @sanity/client 7, whose class is nominally distinct
 * from the site's client 8 (a #private field) although its API is the same; this is the one
 * place that bridges the two.
 */
export function createDraftModeClient(source: LakeSource, token: string): DefineEnableDraftModeOptions['client'] {
  return createLakeClient(source, { token }) as unknown as DefineEnableDraftModeOptions['client']
}
