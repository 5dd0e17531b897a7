import 'server-only'
import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import type { z } from 'zod'
import { contentSource } from '../config'
import { variable } from '../env/server'
import { defaultLocale, locales, type Locale } from '../i18n/locales'
import type { PublishedBlog } from '../blog/addresses'
import { keptSnapshot } from './kept-snapshot'
import type { FixedPageName } from '../pages/fixed-pages'
import { routes } from '../routes'
import { ContentSourceError, ContentValidationError } from './errors'
import {
  categoryListModel,
  contentModels,
  documentAddressModel,
  fixedPageModel,
  postCardModel,
  searchResultModel,
  findRedirect,
  usableRedirects,
  type FeatureGroup,
} from './models'
import {
  categoriesQuery,
  claimsQuery,
  collectionCardsQuery,
  collectionItemQuery,
  demoAvailabilityQuery,
  documentAddressesQuery,
  faqsQuery,
  fixedPageQuery,
  featuresQuery,
  legalPageQuery,
  allFeaturesQuery,
  pageBySlugQuery,
  pageSearchQuery,
  postBySlugQuery,
  postCardsQuery,
  pricingPlansQuery,
  redirectHostsQuery,
  redirectsQuery,
  relatedPostsQuery,
  searchQuery,
  searchQueryTypes,
  translatedSlugQuery,
  siteSettingsQuery,
} from './queries'
import { createBundledReader } from './sources/bundled'
import { createLakeClient } from '../lake-client'
import { createLakeReader } from './sources/lake'
import { fixedPageTag, postTag, typeTags } from './tags'
import type { ContentReader, QueryParams } from './sources/types'
import {
  collectionTypeNames,
  searchedTypeNames,
  type CollectionTypeName,
  type RenamedTypeName,
  type ShownTypeName,
} from './document-types'
import type { Collection } from '../collections/registry'
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
const readToken = variable('SANITY_API_READ_TOKEN')
const draftReader =
  contentSource.kind === 'lake' && readToken
    ? createLakeReader(contentSource, createLakeClient(contentSource, { token: readToken, preview: true }))
    : undefined

async function activeReader() {
  return draftReader && (await draftMode()).isEnabled ? draftReader : publishedReader
}

/** The documents of one type a query finds, tagged and checked by their model (also lib/trust's getters). */
export async function fetchDocuments<Model extends z.ZodType>(
  type: ShownTypeName,
  model: Model,
  query: string,
  params: QueryParams = {},
  options: {
    /** The other types the documents show (an article its author and category), tagged like the type. */
    alsoShows?: readonly ShownTypeName[]
    /** More tags: an article's own page. */
    alsoTagged?: readonly string[]
    /** Published content only, for generateStaticParams: it runs at build time, outside any request. */
    publishedOnly?: boolean
    /** Another reader of published content (the proxy's). */
    reader?: ContentReader
    /** The documents' language: always given by the caller, never guessed from the request. */
    locale: Locale
    /** The tag that stands for the type's tag in the documents' language: one fixed page's. */
    languageTag?: string
  },
): Promise<z.output<Model>[]> {
  const reader = options.reader ?? (options.publishedOnly ? publishedReader : await activeReader())
  const language = options.locale
  // Tagged with each type shown, which a change shared by every language expires, and the type in this language.
  const tags = [
    ...(options.languageTag ? [type, options.languageTag] : typeTags(type, language)),
    ...(options.alsoShows ?? []).flatMap((shown) => typeTags(shown, language)),
    ...(options.alsoTagged ?? []),
  ]
  const result = await reader.query(query, { ...params, language }, tags)
  if (!Array.isArray(result)) {
    throw new ContentSourceError(`Expected a list of ${type} documents, got ${typeof result}.`)
  }
  return validateDocuments(result, model)
}

/** A getter in `locale`, cached per request by language: one fetch a language. */
const perLanguage = <Result>(get: (locale: Locale) => Result) => cache(get)

/* The lists, in the language the caller names. */
export const getFaqs = perLanguage((locale) => fetchDocuments('faq', contentModels.faq, faqsQuery, {}, { locale }))
export const getFeatures = cache((group: FeatureGroup, locale: Locale) =>
  fetchDocuments('feature', contentModels.feature, featuresQuery, { group }, { locale }),
)
/** Every feature, of every kind: the ones a page's feature grid chose. */
export const getAllFeatures = perLanguage((locale) =>
  fetchDocuments('feature', contentModels.feature, allFeaturesQuery, {}, { locale }),
)
export const getPricingPlans = perLanguage((locale) =>
  fetchDocuments('pricingPlan', contentModels.pricingPlan, pricingPlansQuery, {}, { locale }),
)
export const getClaims = perLanguage((locale) =>
  fetchDocuments('claim', contentModels.claim, claimsQuery, {}, { locale }),
)

/* The blog. Cards show their author's name and category's title, so they are tagged with those types too. */
const cardTypes = ['author', 'category'] as const

/** Published articles in `locale`, newest first; with a category's slug (not ''), only that category's. */
export const getPostCards = cache((categorySlug: string, locale: Locale) =>
  fetchDocuments('post', postCardModel, postCardsQuery, { category: categorySlug }, { alsoShows: cardTypes, locale }),
)

/** The same, never in draft mode: for generateStaticParams, the feed and the sitemap. */
export const getPublishedPostCards = cache((categorySlug: string, locale: Locale) =>
  fetchDocuments(
    'post',
    postCardModel,
    postCardsQuery,
    { category: categorySlug },
    { alsoShows: cardTypes, publishedOnly: true, locale },
  ),
)

/** One article by its slug in `locale`, or undefined. */
export const getPost = cache(
  async (slug: string, locale: Locale) =>
    (
      await fetchDocuments(
        'post',
        contentModels.post,
        postBySlugQuery,
        { slug },
        { alsoShows: cardTypes, alsoTagged: [postTag(slug)], locale },
      )
    )[0],
)

export const getRelatedPosts = cache((postId: string, categoryId: string, locale: Locale) =>
  fetchDocuments('post', postCardModel, relatedPostsQuery, { postId, categoryId }, { alsoShows: cardTypes, locale }),
)

export const getCategories = cache((locale: Locale) =>
  fetchDocuments('category', categoryListModel, categoriesQuery, {}, { locale }),
)

/** The same, never in draft mode: for generateStaticParams and the sitemap. */
export const getPublishedCategories = cache((locale: Locale) =>
  fetchDocuments('category', categoryListModel, categoriesQuery, {}, { publishedOnly: true, locale }),
)

export const getCategory = cache(async (slug: string, locale: Locale) =>
  (await getCategories(locale)).find((category) => category.slug === slug),
)

const legalPage = cache(
  async (slug: string, locale: Locale, publishedOnly: boolean) =>
    (
      await fetchDocuments('legalPage', contentModels.legalPage, legalPageQuery, { slug }, { locale, publishedOnly })
    )[0],
)

/** A legal page (/legal, /privacy) by its slug in `locale`, or undefined. */
export const getLegalPage = (slug: string, locale: Locale) => legalPage(slug, locale, false)

/** The same, never in draft mode: whether a language has the page, for its alternates, the sitemap and the switcher. */
export const getPublishedLegalPage = (slug: string, locale: Locale) => legalPage(slug, locale, true)

/*
 * The page documents, one of each. A page cannot be drawn without its words, so a missing one
 * stops the build (or the page's regeneration) with its name, rather than show an empty page.
 */
async function fetchSingleton<Model extends z.ZodType>(
  type: ShownTypeName,
  model: Model,
  query: string,
  name: string,
  locale: Locale,
  { params = {}, languageTag }: { params?: QueryParams; languageTag?: string } = {},
): Promise<z.output<Model>> {
  const [document] = await fetchDocuments(type, model, query, params, { locale, languageTag })
  if (!document) {
    throw new ContentSourceError(
      `The ${name} document (${type}) is missing: publish it in the Studio (Pages), ` +
        'or import the bundled studio/dataset/production.ndjson, which holds one.',
    )
  }
  return document
}

/** The header, the footer, the default search settings and the contact details: every page shows them. */
export const getSiteSettings = perLanguage((locale) =>
  fetchSingleton('siteSettings', contentModels.siteSettings, siteSettingsQuery, 'site settings', locale),
)
/** A fixed page built from sections (home, features, pricing, contact), in the page's language or in `locale`. */
export const getFixedPage = cache((name: FixedPageName, locale: Locale) =>
  fetchSingleton('page', fixedPageModel, fixedPageQuery, `fixed page “${routes[name].name}”`, locale, {
    params: { fixedPage: name },
    languageTag: fixedPageTag(name, locale),
  }),
)
/** When visitors may book a demo: read for each booking and each /demo page, in any language. */
export const getDemoAvailability = () =>
  fetchSingleton(
    'demoAvailability',
    contentModels.demoAvailability,
    demoAvailabilityQuery,
    'demo availability',
    defaultLocale,
  )

/*
 * The pages staff compose from sections (sections/), each at /<slug> in its language. A page's
 * sections fetch what they show themselves, so the page is tagged with exactly those types.
 */
const page = cache(
  async (slug: string, locale: Locale) =>
    (await fetchDocuments('page', contentModels.page, pageBySlugQuery, { slug }, { locale }))[0],
)

/** A page by its slug in `locale` (with its drafts in draft mode), or undefined. */
export const getPage = (slug: string, locale: Locale) => page(slug, locale)

/** Every published page's address in `locale`, never in draft mode: build-time params, the sitemap, /llms.txt. */
export const getPublishedPages = (locale: Locale) => getPublishedDocumentAddresses('page', locale)

/*
 * The collections (lib/collections): a list's cards, and one document by its slug, in `locale`,
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
    { type: collection.type },
    { locale },
  ),
)

/** One of a collection's documents by its slug in `locale`, or undefined. */
export const getCollectionItem = cache(
  async (collection: CollectionContent, slug: string, locale: Locale) =>
    (
      await fetchDocuments(
        collection.type,
        collection.itemModel,
        collectionItemQuery(collection),
        { type: collection.type, slug },
        { locale },
      )
    )[0],
)

/** The types whose documents are addressed by their slug alone: the pages built from sections, the collections' documents. */
type SlugAddressedType = 'page' | CollectionTypeName

/** Every published page or document of a collection in `locale`, never in draft mode: build-time params, the sitemap, /llms.txt. */
export const getPublishedDocumentAddresses = cache((type: SlugAddressedType, locale: Locale) =>
  fetchDocuments(type, documentAddressModel, documentAddressesQuery, { type }, { publishedOnly: true, locale }),
)

/** Search results are read afresh for each search, never kept: every query would be a cache entry. */
const searchReader: ContentReader =
  contentSource.kind === 'lake' ? createLakeReader(contentSource, undefined, { fresh: true }) : createBundledReader()

/** The slug of an article's, category's or page's published translation into `to`, or undefined. */
export async function getTranslatedSlug(type: RenamedTypeName, slug: string, from: Locale, to: Locale) {
  // Looked up (and kept in the data cache) only for a published slug: a made-up one adds no entry.
  const addresses = await getPublishedAddresses()
  const { posts, categories } = addresses.blog[from]
  const published: readonly { slug: string }[] =
    type === 'post'
      ? posts
      : type === 'category'
        ? categories
        : type === 'page'
          ? addresses.pages[from]
          : addresses.collections[type][from]
  if (!published.some((document) => document.slug === slug)) return undefined
  const result = await publishedReader.query(translatedSlugQuery, { type, slug, from, to }, [type])
  return typeof result === 'string' && result ? result : undefined
}

/** The published documents that match site search's `match` patterns, best first. */
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
 * What proxy.ts reads before any page: the redirects staff manage and the blog's addresses in
 * every language, published only (draft mode is a page's business), kept in this process's
 * memory (kept-snapshot.ts): an address nobody published costs a lookup, not a read.
 */
const proxyReader = publishedReader

/**
 * The published redirects (a draft never applies) the site can apply: one that breaks a rule (an
 * address of the site's own, a website site settings do not list, a second one from an address, a
 * loop) is left out and logged by its _id and field, and the others still apply
 * (lib/content/models/redirect.ts).
 */
async function getRedirects() {
  const [documents, hosts] = await Promise.all([
    proxyReader.query(redirectsQuery, { language: defaultLocale }, typeTags('redirect', defaultLocale)),
    proxyReader.query(redirectHostsQuery, { language: defaultLocale }, typeTags('siteSettings', defaultLocale)),
  ])
  if (!Array.isArray(documents))
    throw new ContentSourceError(`Expected a list of redirect documents, got ${typeof documents}.`)
  return usableRedirects(documents, hosts)
}

/** The slugs of every published article (with its category's) and category in `locale`: the blog addresses that exist. */
async function readPublishedBlog(locale: Locale): Promise<PublishedBlog> {
  const [posts, categories] = await Promise.all([
    fetchDocuments(
      'post',
      postCardModel,
      postCardsQuery,
      { category: '' },
      { reader: proxyReader, alsoShows: cardTypes, locale },
    ),
    fetchDocuments('category', categoryListModel, categoriesQuery, {}, { reader: proxyReader, locale }),
  ])
  return {
    posts: posts.map(({ slug, category }) => ({ slug, category: { slug: category.slug } })),
    categories: categories.map(({ slug }) => ({ slug })),
  }
}

/** The slugs of every published page, or document of a collection, in `locale`. */
async function readPublishedSlugs(type: SlugAddressedType, locale: Locale): Promise<{ slug: string }[]> {
  const documents = await fetchDocuments(
    type,
    documentAddressModel,
    documentAddressesQuery,
    { type },
    { reader: proxyReader, locale },
  )
  return documents.map(({ slug }) => ({ slug }))
}

/** The same of every language: { en: [...], es: [...] }. */
async function inEveryLocale<Value>(read: (locale: Locale) => Promise<Value>): Promise<Record<Locale, Value>> {
  const values = await Promise.all(locales.map(read))
  return Object.fromEntries(locales.map((locale, index) => [locale, values[index]!])) as Record<Locale, Value>
}

/** The addresses published content gives the site, as this instance last read them. */
export const getPublishedAddresses = keptSnapshot(async () => {
  const [redirects, blog, pages, collections] = await Promise.all([
    getRedirects(),
    inEveryLocale(readPublishedBlog),
    inEveryLocale((locale) => readPublishedSlugs('page', locale)),
    Promise.all(
      collectionTypeNames.map(
        async (type) => [type, await inEveryLocale((locale) => readPublishedSlugs(type, locale))] as const,
      ),
    ),
  ])
  return {
    redirects,
    blog,
    pages,
    /** Each collection's published slugs, by language. */
    collections: Object.fromEntries(collections) as Record<CollectionTypeName, Record<Locale, { slug: string }[]>>,
  }
})

/** The redirect from an address the site does not answer itself, or undefined. */
export const getRedirectFrom = async (path: string) => findRedirect((await getPublishedAddresses()).redirects, path)

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
