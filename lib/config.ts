import { DEFAULT_API_VERSION, publicEnv } from './env/public.ts'
import { ConfigError, variable, type Env } from './env/server.ts'

/**
 * Where the site's content comes from, parsed once from the environment.
 * No project id: the bundled dataset in studio/dataset (zero configuration).
 * A project id: the Sanity Content Lake, which then also needs a dataset.
 */
export type ContentSource =
  | { kind: 'bundled' }
  | { kind: 'lake'; projectId: string; dataset: string; apiVersion: string; useCdn: boolean }

/** From the process's environment, or from `env` (tests, `npm run inbox`). */
export function parseContentSource(env?: Env): ContentSource {
  const {
    NEXT_PUBLIC_SANITY_PROJECT_ID: projectId,
    NEXT_PUBLIC_SANITY_DATASET: dataset,
    NEXT_PUBLIC_SANITY_API_VERSION: apiVersion = DEFAULT_API_VERSION,
  } = publicEnv(env)
  const useCdn = variable('SANITY_USE_CDN', env) ?? false
  if (!projectId) return { kind: 'bundled' }
  if (!dataset) {
    throw new ConfigError(
      'NEXT_PUBLIC_SANITY_DATASET is required when NEXT_PUBLIC_SANITY_PROJECT_ID is set (for example "production").',
    )
  }
  return { kind: 'lake', projectId, dataset, apiVersion, useCdn }
}

export const contentSource: ContentSource = parseContentSource()
