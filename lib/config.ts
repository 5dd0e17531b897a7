import { z } from 'zod'

/**
 * Where the site's content comes from, parsed once from the environment.
 * No project id: the bundled dataset in studio/dataset (zero configuration).
 * A project id: the Sanity Content Lake, which then also needs a dataset.
 */
export type ContentSource =
  { kind: 'bundled' } | { kind: 'lake'; projectId: string; dataset: string; apiVersion: string; useCdn: boolean }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The Sanity API version of every client (site, Studio, scripts) unless NEXT_PUBLIC_SANITY_API_VERSION sets one. */
export const DEFAULT_API_VERSION = '2026-10-01'

const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const envSchema = z.object({
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][-a-z0-9]*$/,
        'must be a Sanity project id: lowercase letters, digits and dashes, for example "abc123de"',
      )
      .optional(),
  ),
  NEXT_PUBLIC_SANITY_DATASET: optional.pipe(
    z
      .string()
      .regex(
        /^~?[a-z0-9][-\w]{0,63}$/,
        'must be a dataset name: lowercase letters, digits, "_" and "-", at most 64 characters',
      )
      .optional(),
  ),
  NEXT_PUBLIC_SANITY_API_VERSION: optional.pipe(
    z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2}|v\d+|X)$/, 'must be an API version date such as "2026-10-01"')
      .optional(),
  ),
  SANITY_USE_CDN: optional.pipe(z.enum(['true', 'false'], 'must be "true" or "false"').optional()),
})

type Env = Record<string, string | undefined>

export function parseContentSource(env: Env): ContentSource {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`${String(issue.path[0])} ${issue.message} (got "${env[String(issue.path[0])]}").`)
  }
  const {
    NEXT_PUBLIC_SANITY_PROJECT_ID: projectId,
    NEXT_PUBLIC_SANITY_DATASET: dataset,
    NEXT_PUBLIC_SANITY_API_VERSION: apiVersion = DEFAULT_API_VERSION,
    SANITY_USE_CDN: useCdn,
  } = parsed.data
  if (!projectId) return { kind: 'bundled' }
  if (!dataset) {
    throw new ConfigError(
      'NEXT_PUBLIC_SANITY_DATASET is required when NEXT_PUBLIC_SANITY_PROJECT_ID is set (for example "production").',
    )
  }
  return { kind: 'lake', projectId, dataset, apiVersion, useCdn: useCdn === 'true' }
}

/*
 * Next inlines NEXT_PUBLIC_* variables only where they are named literally, so the
 * variables are listed here rather than passing process.env as a whole.
 */
export const contentSource: ContentSource = parseContentSource({
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
  SANITY_USE_CDN: process.env.SANITY_USE_CDN,
})
