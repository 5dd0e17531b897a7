import type { MetadataRoute } from 'next'
import {
  getPublishedCategories,
  getPublishedDocumentAddresses,
  getPublishedPages,
  getPublishedPostCards,
} from '@/lib/content'
import { collectionRoutes } from '@/lib/collections/routes'
import { localizedPath, locales, type Locale } from '@/lib/i18n/locales'
import { translationPaths } from '@/lib/i18n/translations'
import { sitemapOf, sitemapRoutes } from '@/lib/routes'
import { fixedPageTranslations, languageAlternates, type Translations } from '@/lib/seo'
import { categoryPath, pagePath, postPath, collectionItemPath, absoluteUrl } from '@/lib/addresses'

/*
 * The public pages, every page built from sections, every article, every category and every
 * collection's document (a case study), in each language they exist in, each with
 * its versions in the other languages (xhtml:link alternates). The Studio, the sign-in screens and
 * the API are left out (and disallowed in robots.txt). Regenerated when staff publish an article
 * or a category (its content fetches are tagged like the pages').
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const perLanguage = await Promise.all(locales.map((locale) => entriesIn(locale)))
  return perLanguage.flat()
}

type Entry = MetadataRoute.Sitemap[number]

/** A page in `locale`, with its alternates when it exists in more than one language. */
function entry(locale: Locale, path: string, translations: Translations, rest: Omit<Entry, 'url'>): Entry {
  const languages = languageAlternates(translations)
  return {
    url: absoluteUrl(localizedPath(path, locale)),
    ...rest,
    ...(languages && {
      alternates: {
        languages: Object.fromEntries(Object.entries(languages).map(([tag, url]) => [tag, absoluteUrl(url)])),
      },
    }),
  }
}

async function entriesIn(locale: Locale): Promise<Entry[]> {
  const [posts, categories, fixedPages, slugAddressed] = await Promise.all([
    getPublishedPostCards('', locale),
    getPublishedCategories(locale),
    Promise.all(
      sitemapRoutes.map(async (route) => ({ ...route, translations: await fixedPageTranslations(route.path) })),
    ),
    // The pages built from sections and the collections' documents: addressed by their slug alone.
    Promise.all([
      getPublishedPages(locale).then((documents) => ({ pathOf: pagePath, frequency: sitemapOf('page'), documents })),
      ...collectionRoutes.map(async ({ type, item }) => ({
        pathOf: (slug: string) => collectionItemPath(type, slug),
        frequency: sitemapOf(item),
        documents: await getPublishedDocumentAddresses(type, locale),
      })),
    ]),
  ])
  return [
    ...fixedPages.flatMap(({ path, changeFrequency, priority, translations }) =>
      translations[locale] === undefined ? [] : [entry(locale, path, translations, { changeFrequency, priority })],
    ),
    ...categories.map((category) =>
      entry(locale, categoryPath(category.slug), translationPaths(category.translations, categoryPath), {
        changeFrequency: 'weekly',
        priority: 0.5,
      }),
    ),
    ...slugAddressed.flatMap(({ pathOf, frequency, documents }) =>
      documents.map((document) =>
        entry(locale, pathOf(document.slug), translationPaths(document.translations, pathOf), {
          ...(document._updatedAt && { lastModified: document._updatedAt }),
          ...frequency,
        }),
      ),
    ),
    ...posts.map((post) =>
      entry(locale, postPath(post.slug), translationPaths(post.translations, postPath), {
        lastModified: post.publishedAt,
        changeFrequency: 'monthly',
        priority: 0.6,
      }),
    ),
  ]
}
