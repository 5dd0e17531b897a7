import { z } from 'zod'
import { parseVariables, type Env } from './parse.ts'
import { optional } from './fields.ts'

/*
 * The variables the browser may see (the Studio reads the project from them). Next inlines a
 * NEXT_PUBLIC_* variable only where `process.env.NAME` is written out literally, so this file is
 * the one place that names them; every other module asks it.
 */

/** The Sanity API version of every client (site, Studio, scripts) unless NEXT_PUBLIC_SANITY_API_VERSION sets one. */
export const DEFAULT_API_VERSION = '2026-10-01'

export const publicSchema = {
  NEXT_PUBLIC_SANITY_PROJECT_ID: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][-a-z0-9]*$/,
        'must be a Sanity project id: lowercase letters, digits and dashes, for example "abc123de"',
      ),
  ),
  NEXT_PUBLIC_SANITY_DATASET: optional(
    z
      .string()
      .regex(
        /^~?[a-z0-9][-\w]{0,63}$/,
        'must be a dataset name: lowercase letters, digits, "_" and "-", at most 64 characters',
      ),
  ),
  NEXT_PUBLIC_SANITY_API_VERSION: optional(
    z.string().regex(/^(\d{4}-\d{2}-\d{2}|v\d+|X)$/, 'must be an API version date such as "2026-10-01"'),
  ),
}

type PublicName = keyof typeof publicSchema

/** The NEXT_PUBLIC_* values as Next sees them: inlined at build time, read when called otherwise (tests). */
export const publicValues = (): Record<PublicName, string | undefined> => ({
  NEXT_PUBLIC_SANITY_PROJECT_ID: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID,
  NEXT_PUBLIC_SANITY_DATASET: process.env.NEXT_PUBLIC_SANITY_DATASET,
  NEXT_PUBLIC_SANITY_API_VERSION: process.env.NEXT_PUBLIC_SANITY_API_VERSION,
})

const publicNames = Object.keys(publicSchema) as PublicName[]

export const publicEnv = (env: Env = publicValues()) => parseVariables(publicSchema, publicNames, env)

/** The Sanity project and dataset, when both are set (the Studio; lib/config.ts says what a half-set pair lacks). */
export function sanityProject(env?: Env): { projectId: string; dataset: string } | undefined {
  const { NEXT_PUBLIC_SANITY_PROJECT_ID: projectId, NEXT_PUBLIC_SANITY_DATASET: dataset } = publicEnv(env)
  return projectId && dataset ? { projectId, dataset } : undefined
}
