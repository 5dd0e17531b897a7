import {
  getPublishedCategories,
  getPublishedDocumentAddresses,
  getPublishedPages,
  getPublishedPostCards,
} from '@/lib/content'
import { collectionRoutes } from '@/lib/collections/routes'
import { isLocale, locales, type Locale } from '@/lib/i18n/locales'
import { pageMarkdown } from '@/lib/markdown/pages'
import { plainNotFound } from '@/lib/plain-not-found'
import { markdownPaths } from '@/lib/routes'
import { categoryPath, pagePath, postPath, collectionItemPath } from '@/lib/addresses'

/*
 * The Markdown copy of a public page in a language (lib/markdown/pages.ts), reached through
 * next.config.mjs's rewrites of `<page>.md` (`/index.md` for the home page; `/es/pricing.md`,
 * `/es/index.md` in Spanish); proxy.ts sends a request for a page's own address that prefers
 * Markdown there, and answers an unknown copy's address with a 404 before this runs. Built ahead
 * like the pages and refreshed by the publish webhook; an article (or a case study) published
 * later is made on its first request.
 */
async function pathsIn(locale: Locale) {
  const [posts, categories, pages, collections] = await Promise.all([
    getPublishedPostCards('', locale),
    getPublishedCategories(locale),
    getPublishedPages(locale),
    Promise.all(
      collectionRoutes.map(async ({ type }) =>
        (await getPublishedDocumentAddresses(type, locale)).map(({ slug }) => collectionItemPath(type, slug)),
      ),
    ),
  ])
  return [
    ...markdownPaths,
    ...collections.flat(),
    ...pages.map((page) => pagePath(page.slug)),
    ...posts.map((post) => postPath(post.slug)),
    ...categories.map((category) => categoryPath(category.slug)),
  ]
}

export async function generateStaticParams() {
  const byLocale = await Promise.all(
    locales.map(async (locale) =>
      (await pathsIn(locale)).map((path) => ({ locale, path: path === '/' ? [] : path.slice(1).split('/') })),
    ),
  )
  return byLocale.flat()
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; path?: string[] }> }) {
  const { locale, path = [] } = await params
  if (!isLocale(locale)) return plainNotFound('No such page.')
  const markdown = await pageMarkdown(`/${path.join('/')}`, locale)
  if (markdown === undefined) return plainNotFound('No such page.')
  return new Response(`${markdown}\n`, {
    headers: { 'content-type': 'text/markdown; charset=utf-8' },
  })
}
