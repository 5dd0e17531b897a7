import 'server-only'
import { cache } from 'react'
import type { Locale } from '../i18n/locales'
import { fetchDocuments } from './fetch'
import { categoryListModel, contentModels, postCardModel } from './models'
import { categoriesQuery, postBySlugQuery, postCardsQuery, relatedPostsQuery } from './queries'
import { postTag } from './tags'

/** The blog's cards show their author's name and category's title, so they are tagged with those types too. */
const cardTypes = ['author', 'category'] as const

/** The one document a query by slug finds, or undefined. */
export const first = async <Document>(documents: Promise<Document[]>) => (await documents)[0]

/* The blog; published only (never in draft mode) for generateStaticParams, the feed and the sitemap. */
const postCards = cache((categorySlug: string, locale: Locale, publishedOnly: boolean) =>
  fetchDocuments(
    'post',
    postCardModel,
    postCardsQuery,
    { category: categorySlug, language: locale },
    { alsoShows: cardTypes, publishedOnly, locale },
  ),
)
/** Published articles in `locale`, newest first; with a category's slug (not ''), only that category's. */
export const getPostCards = (categorySlug: string, locale: Locale) => postCards(categorySlug, locale, false)
export const getPublishedPostCards = (categorySlug: string, locale: Locale) => postCards(categorySlug, locale, true)

/** One article by its slug in `locale`, or undefined. */
export const getPost = cache((slug: string, locale: Locale) =>
  first(
    fetchDocuments(
      'post',
      contentModels.post,
      postBySlugQuery,
      { slug, language: locale },
      { alsoShows: cardTypes, alsoTagged: [postTag(slug)], locale },
    ),
  ),
)

/** Up to three other articles of the article's category, in its language. */
export const getRelatedPosts = cache((postId: string, categoryId: string, locale: Locale) =>
  fetchDocuments('post', postCardModel, relatedPostsQuery, { postId, categoryId }, { alsoShows: cardTypes, locale }),
)

const categories = cache((locale: Locale, publishedOnly: boolean) =>
  fetchDocuments('category', categoryListModel, categoriesQuery, { language: locale }, { locale, publishedOnly }),
)
export const getCategories = (locale: Locale) => categories(locale, false)
export const getPublishedCategories = (locale: Locale) => categories(locale, true)
export const getCategory = cache(async (slug: string, locale: Locale) =>
  (await getCategories(locale)).find((category) => category.slug === slug),
)
