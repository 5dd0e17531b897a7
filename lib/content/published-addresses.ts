import 'server-only'
import { cache } from 'react'
import type { PublishedBlog } from '../blog/addresses'
import { locales, defaultLocale, type Locale } from '../i18n/locales'
import { isFixedPageName } from '../pages/fixed-pages'
import { routes } from '../routes'
import { collectionTypeNames, type CollectionTypeName, type RenamedTypeName } from './document-types'
import { ContentSourceError } from './errors'
import { getPublishedCategories, getPublishedPostCards } from './blog'
import { fetchDocuments, publishedReader } from './fetch'
import { keptSnapshot } from './kept-snapshot'
import { documentAddressModel, findRedirect, usableRedirects } from './models'
import {
  documentAddressesQuery,
  formPagesQuery,
  redirectHostsQuery,
  redirectsQuery,
  translatedSlugQuery,
} from './queries'
import { typeTags } from './tags'

/*
 * The addresses published content gives the site: the pages built from sections, the collections'
 * documents, the blog's articles and categories, and the redirects staff manage. What proxy.ts reads
 * before any page is published only (draft mode is a page's business) and kept in this process's
 * memory (kept-snapshot.ts): an address nobody published costs a lookup, not a read.
 */
const proxyReader = publishedReader

/** The types whose documents are addressed by their slug alone: the pages built from sections, the collections' documents. */
type SlugAddressedType = 'page' | CollectionTypeName

/** Every published page or document of a collection in `locale`, never in draft mode: build-time params, the sitemap, /llms.txt. */
export const getPublishedDocumentAddresses = cache((type: SlugAddressedType, locale: Locale) =>
  fetchDocuments(
    type,
    documentAddressModel,
    documentAddressesQuery,
    { type, language: locale },
    { publishedOnly: true, locale },
  ),
)

/** Every published page's address in `locale`, never in draft mode: build-time params, the sitemap, /llms.txt. */
export const getPublishedPages = (locale: Locale) => getPublishedDocumentAddresses('page', locale)

/**
 * The published redirects (a draft never applies) the site can apply: one that breaks a rule (an
 * address of the site's own, a website site settings do not list, a second one from an address, a
 * loop) is left out and logged by its _id and field, and the others still apply
 * (lib/content/models/redirect.ts).
 */
async function getRedirects() {
  const [documents, hosts] = await Promise.all([
    proxyReader.query(redirectsQuery, {}, typeTags('redirect', defaultLocale)),
    proxyReader.query(redirectHostsQuery, {}, typeTags('siteSettings', defaultLocale)),
  ])
  if (!Array.isArray(documents))
    throw new ContentSourceError(`Expected a list of redirect documents, got ${typeof documents}.`)
  return usableRedirects(documents, hosts)
}

/** The slugs of every published article (with its category's) and category in `locale`: the blog addresses that exist. */
async function readPublishedBlog(locale: Locale): Promise<PublishedBlog> {
  const [posts, categories] = await Promise.all([getPublishedPostCards('', locale), getPublishedCategories(locale)])
  return {
    posts: posts.map(({ slug, category }) => ({ slug, category: { slug: category.slug } })),
    categories: categories.map(({ slug }) => ({ slug })),
  }
}

/** The slugs of every published page, or document of a collection, in `locale`. */
const readPublishedSlugs = async (type: SlugAddressedType, locale: Locale) =>
  (await getPublishedDocumentAddresses(type, locale)).map(({ slug }) => ({ slug }))

/** The same of every language: { en: [...], es: [...] }. */
async function inEveryLocale<Value>(read: (locale: Locale) => Promise<Value>): Promise<Record<Locale, Value>> {
  const values = await Promise.all(locales.map(read))
  return Object.fromEntries(locales.map((locale, index) => [locale, values[index]!])) as Record<Locale, Value>
}

/** The addresses (without a language prefix) of the published pages in `locale` that show the contact form. */
async function readFormPages(locale: Locale): Promise<string[]> {
  const pages = await proxyReader.query(formPagesQuery, { language: locale }, typeTags('page', locale))
  if (!Array.isArray(pages)) throw new ContentSourceError(`Expected a list of page documents, got ${typeof pages}.`)
  return (pages as { fixedPage?: unknown; slug?: unknown }[]).flatMap(({ fixedPage, slug }) =>
    isFixedPageName(fixedPage) ? [routes[fixedPage].path] : typeof slug === 'string' ? [`/${slug}`] : [],
  )
}

/** The addresses published content gives the site, as this instance last read them. */
export const getPublishedAddresses = keptSnapshot(async () => {
  const [redirects, blog, pages, forms, collections] = await Promise.all([
    getRedirects(),
    inEveryLocale(readPublishedBlog),
    inEveryLocale((locale) => readPublishedSlugs('page', locale)),
    inEveryLocale(readFormPages),
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
    /** The pages built from sections that show the contact form, by language: a form's posts go to these only. */
    forms,
    /** Each collection's published slugs, by language. */
    collections: Object.fromEntries(collections) as Record<CollectionTypeName, Record<Locale, { slug: string }[]>>,
  }
})

/** The redirect from an address the site does not answer itself, or undefined. */
export const getRedirectFrom = async (path: string) => findRedirect((await getPublishedAddresses()).redirects, path)

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
