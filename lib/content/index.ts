import 'server-only'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import type { z } from 'zod'
import { contentSource } from '../config'
import { ContentSourceError, ContentValidationError } from './errors'
import { claimModel, faqModel, featureModel, pricingPlanModel, type FeatureGroup } from './models'
import { claimsQuery, faqsQuery, featuresQuery, pricingPlansQuery } from './queries'
import { createBundledReader } from './sources/bundled'
import { createLakeClient } from '../lake-client'
import { createLakeReader } from './sources/lake'
import type { ContentReader, QueryParams } from './sources/types'
import type { ContentTypeName } from './types'
import { validateDocuments } from './validate'

/*
 * The one content layer every page calls. Each fetch is tagged with its document
 * type, so publishing a type revalidates exactly the pages that show it.
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

const publishedReader: ContentReader =
  contentSource.kind === 'lake' ? createLakeReader(contentSource) : bundledReaderWithTags()

/** Drafts, read with the server-only token, for staff previewing in draft mode. */
const readToken = process.env.SANITY_API_READ_TOKEN
const draftReader =
  contentSource.kind === 'lake' && readToken
    ? createLakeReader(contentSource, createLakeClient(contentSource, { token: readToken, preview: true }))
    : undefined

async function activeReader() {
  return draftReader && (await draftMode()).isEnabled ? draftReader : publishedReader
}

async function fetchDocuments<Model extends z.ZodType>(
  type: ContentTypeName,
  model: Model,
  query: string,
  params: QueryParams = {},
): Promise<z.output<Model>[]> {
  const result = await (await activeReader()).query(query, params, [type])
  if (!Array.isArray(result)) {
    throw new ContentSourceError(`Expected a list of ${type} documents, got ${typeof result}.`)
  }
  return validateDocuments(result, model)
}

export const getFaqs = cache(() => fetchDocuments('faq', faqModel, faqsQuery))
export const getFeatures = cache((group: FeatureGroup) =>
  fetchDocuments('feature', featureModel, featuresQuery, { group }),
)
export const getPricingPlans = cache(() => fetchDocuments('pricingPlan', pricingPlanModel, pricingPlansQuery))
export const getClaims = cache(() => fetchDocuments('claim', claimModel, claimsQuery))

export { ContentSourceError, ContentValidationError }
export type { Claim, Faq, Feature, FeatureGroup, PricingPlan, PlanTier } from './models'
