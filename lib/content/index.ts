import 'server-only'
import { cache } from 'react'
import { defaultLocale, type Locale } from '../i18n/locales'
import type { FixedPageName } from '../pages/fixed-pages'
import { routes } from '../routes'
import type { Collection } from '../collections/registry'
import { ContentSourceError, ContentValidationError } from './errors'
import { fetchDocuments, fetchSingleton, publishedReader, searchReader } from './fetch'
import { contentModels, fixedPageModel, searchResultModel, type FeatureGroup } from './models'
import { first } from './blog'
import { searchedTypeNames } from './document-types'
import { validateDocuments } from './validate'
import {
  allFeaturesQuery,
  claimsQuery,
  complianceFrameworksQuery,
  conformanceReportsQuery,
  collectionCardsQuery,
  collectionItemQuery,
  demoAvailabilityQuery,
  faqsQuery,
  featuresQuery,
  fixedPageQuery,
  legalPageQuery,
  pageSearchQuery,
  pageBySlugQuery,
  pricingPlansQuery,
  publicFilePathsQuery,
  searchQuery,
  searchQueryTypes,
  siteSettingsQuery,
  subprocessorsQuery,
  trustDocumentsQuery,
  trustSettingsQuery,
} from './queries'
import { fixedPageTag } from './tags'

/*
 * The one content layer every page calls, each getter in the language its caller names and with
 * its query's parameters named (fetch.ts says where it reads from, tags what it reads and checks it).
 * The addresses published content gives the site: published-addresses.ts.
 */

/** A getter in `locale`, cached per request by language: one fetch a language. */
const perLanguage = <Result>(get: (locale: Locale) => Result) => cache(get)

/* The lists. */
export const getFaqs = perLanguage((locale) =>
  fetchDocuments('faq', contentModels.faq, faqsQuery, { language: locale }, { locale }),
)
export const getFeatures = cache((group: FeatureGroup, locale: Locale) =>
  fetchDocuments('feature', contentModels.feature, featuresQuery, { group, language: locale }, { locale }),
)
/** Every feature, of every kind: the ones a page's feature grid chose. */
export const getAllFeatures = perLanguage((locale) =>
  fetchDocuments('feature', contentModels.feature, allFeaturesQuery, { language: locale }, { locale }),
)
export const getPricingPlans = perLanguage((locale) =>
  fetchDocuments('pricingPlan', contentModels.pricingPlan, pricingPlansQuery, { language: locale }, { locale }),
)
export const getClaims = perLanguage((locale) =>
  fetchDocuments('claim', contentModels.claim, claimsQuery, { language: locale }, { locale }),
)

const legalPage = cache((slug: string, locale: Locale, publishedOnly: boolean) =>
  first(
    fetchDocuments(
      'legalPage',
      contentModels.legalPage,
      legalPageQuery,
      { slug, language: locale },
      { locale, publishedOnly },
    ),
  ),
)
/** A legal page (/legal, /privacy) by its slug in `locale`, or undefined. */
export const getLegalPage = (slug: string, locale: Locale) => legalPage(slug, locale, false)
/** The same, never in draft mode: whether a language has the page, for its alternates, the sitemap and the switcher. */
export const getPublishedLegalPage = (slug: string, locale: Locale) => legalPage(slug, locale, true)

/* The page documents, one of each. */

/** The header, the footer, the default search settings and the contact details: every page shows them. */
export const getSiteSettings = perLanguage((locale) =>
  fetchSingleton(
    'siteSettings',
    contentModels.siteSettings,
    siteSettingsQuery,
    'site settings',
    { language: locale },
    { locale },
  ),
)

/** A fixed page built from sections (home, features, pricing, contact), in `locale`. */
export const getFixedPage = cache((name: FixedPageName, locale: Locale) =>
  fetchSingleton(
    'page',
    fixedPageModel,
    fixedPageQuery,
    `fixed page “${routes[name].name}”`,
    { fixedPage: name, language: locale },
    { locale, languageTag: fixedPageTag(name, locale) },
  ),
)

/*
 * The trust center (lib/trust, docs/trust.md). Published only where nobody previews: the feed and the
 * notices the publish webhook mails, security.txt and the restricted documents' checks.
 */
export const getComplianceFrameworks = perLanguage((locale) =>
  fetchDocuments(
    'complianceFramework',
    contentModels.complianceFramework,
    complianceFrameworksQuery,
    { language: locale },
    { locale },
  ),
)
const subprocessors = cache((locale: Locale, publishedOnly: boolean) =>
  fetchDocuments(
    'subprocessor',
    contentModels.subprocessor,
    subprocessorsQuery,
    { language: locale },
    { locale, publishedOnly },
  ),
)
export const getSubprocessors = (locale: Locale) => subprocessors(locale, false)
export const getPublishedSubprocessors = (locale: Locale) => subprocessors(locale, true)
export const getTrustDocuments = perLanguage((locale) =>
  fetchDocuments('trustDocument', contentModels.trustDocument, trustDocumentsQuery, { language: locale }, { locale }),
)
export const getPublishedTrustSettings = perLanguage((locale) =>
  first(
    fetchDocuments(
      'trustSettings',
      contentModels.trustSettings,
      trustSettingsQuery,
      { language: locale },
      { locale, publishedOnly: true },
    ),
  ),
)
export const getConformanceReports = perLanguage((locale) =>
  fetchDocuments(
    'conformanceReport',
    contentModels.conformanceReport,
    conformanceReportsQuery,
    { language: locale },
    { locale },
  ),
)

/** When visitors may book a demo: read for each booking and each /demo page, in any language (it has no words). */
/** The bundled dataset's files a published manual links to (files/<name>): the only ones /media serves. */
export async function getPublicFilePaths(): Promise<Set<string>> {
  const paths = await publishedReader.query(publicFilePathsQuery, {}, ['manual'])
  return new Set(Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [])
}

export const getDemoAvailability = () =>
  fetchSingleton(
    'demoAvailability',
    contentModels.demoAvailability,
    demoAvailabilityQuery,
    'demo availability',
    {},
    { locale: defaultLocale },
  )

/**
 * A page staff compose from sections (lib/sections/) by its slug in `locale` (with its drafts in
 * draft mode), or undefined. Its sections fetch what they show themselves, so the page is tagged
 * with exactly those types.
 */
export const getPage = cache((slug: string, locale: Locale) =>
  first(fetchDocuments('page', contentModels.page, pageBySlugQuery, { slug, language: locale }, { locale })),
)

/** The published documents that match site search's `match` patterns in `locale`, best first. */
export async function searchContent(patterns: string[], locale: Locale, limit = 20) {
  const params = { terms: patterns, limit, language: locale }
  const [documents, pages] = await Promise.all([
    searchReader.query(searchQuery, { ...params, ...searchQueryTypes }, searchedTypeNames),
    searchReader.query(pageSearchQuery, params, searchedTypeNames),
  ])
  if (!Array.isArray(documents) || !Array.isArray(pages))
    throw new ContentSourceError('Expected a list of search results from each search query.')
  const results = validateDocuments([...documents, ...pages], searchResultModel)
  // Both lists are scored alike (lib/content/queries.ts): best first, then by id, as each query orders.
  return results
    .sort((a, b) => (b._score ?? 0) - (a._score ?? 0) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
    .slice(0, limit)
}

/*
 * The collections (lib/collections/): a list's cards, and one document by its slug, in `locale`,
 * read with the collection's own projections and checked by its models.
 */
type CollectionContent = Pick<
  Collection,
  'type' | 'cardProjection' | 'order' | 'cardModel' | 'itemProjection' | 'itemModel'
>

/** A collection's documents in `locale` (with drafts in draft mode), in its list's order. */
export const getCollectionCards = cache((collection: CollectionContent, locale: Locale) =>
  fetchDocuments(
    collection.type,
    collection.cardModel,
    collectionCardsQuery(collection),
    { type: collection.type, language: locale },
    { locale },
  ),
)

/** One of a collection's documents by its slug in `locale`, or undefined. */
export const getCollectionItem = cache((collection: CollectionContent, slug: string, locale: Locale) =>
  first(
    fetchDocuments(
      collection.type,
      collection.itemModel,
      collectionItemQuery(collection),
      { type: collection.type, slug, language: locale },
      { locale },
    ),
  ),
)

export {
  getCategories,
  getCategory,
  getPost,
  getPostCards,
  getPublishedCategories,
  getPublishedPostCards,
  getRelatedPosts,
} from './blog'
export {
  getPublishedAddresses,
  getPublishedDocumentAddresses,
  getPublishedPages,
  getRedirectFrom,
  getTranslatedSlug,
} from './published-addresses'
export { ContentSourceError, ContentValidationError }
export type {
  ArticleBlock,
  ArticleBody,
  Author,
  Category,
  Claim,
  ClaimEvidence,
  Cta,
  DocumentAddress,
  Faq,
  Feature,
  FeatureGroup,
  LegalPage,
  Page,
  PageText,
  PlanTier,
  Post,
  PostCard,
  PricingTableLabels,
  PricingPlan,
  Redirect,
  SanityImage,
  SearchResult,
  SectionHeading,
  Seo,
  SiteSettings,
  TextBlock,
} from './models'
