import {
  getPublishedCategories,
  getPublishedDocumentAddresses,
  getPublishedPages,
  getPublishedPostCards,
} from '@/lib/content'
import { collectionRoutes } from '@/lib/collections/routes'
import { defaultLocale } from '@/lib/i18n/locales'
import { pageMarkdown } from '@/lib/markdown/pages'
import { markdownPaths } from '@/lib/routes'
import { categoryPath, pagePath, postPath, collectionItemPath } from '@/lib/addresses'

/*
 * The Markdown copy of a public page (lib/markdown/pages.ts), reached through next.config.mjs's
 * rewrites of `<page>.md` (`/index.md` for the home page); proxy.ts sends a request for a page's own
 * address that prefers Markdown there, and answers an unknown copy's address with a 404 before this
 * runs. Built ahead like the pages and refreshed by the publish webhook; an article (or a case
 * study) published later is made on its first request.
 */
export async function generateStaticParams() {
  const [posts, categories, pages, collections] = await Promise.all([
    getPublishedPostCards('', defaultLocale),
    getPublishedCategories(defaultLocale),
    getPublishedPages(defaultLocale),
    Promise.all(
      collectionRoutes.map(async ({ type }) =>
        (await getPublishedDocumentAddresses(type, defaultLocale)).map(({ slug }) => collectionItemPath(type, slug)),
      ),
    ),
  ])
  const paths = [
    ...markdownPaths,
    ...collections.flat(),
    ...pages.map((page) => pagePath(page.slug)),
    ...posts.map((post) => postPath(post.slug)),
    ...categories.map((category) => categoryPath(category.slug)),
  ]
  return paths.map((path) => ({ path: path === '/' ? [] : path.slice(1).split('/') }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ path?: string[] }> }) {
  const { path = [] } = await params
  // The English pages' copies (their Spanish ones: issue 50).
  const markdown = await pageMarkdown(`/${path.join('/')}`, defaultLocale)
  if (markdown === undefined) {
    return new Response('No such page.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  return new Response(`${markdown}\n`, {
    headers: { 'content-type': 'text/markdown; charset=utf-8' },
  })
}
