import type { MetadataRoute } from 'next'
import { getPublishedCategories, getPublishedPostCards } from '@/lib/content'
import { categoryPath, postPath } from '@/lib/blog/paths'
import { publicRoutes } from '@/lib/pages'
import { absoluteUrl } from '@/lib/seo'

/*
 * The public pages, every article and every category: the Studio, the sign-in screens and the
 * API are left out (and disallowed in robots.txt). Regenerated when staff publish an article
 * or a category (its content fetches are tagged like the pages').
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, categories] = await Promise.all([getPublishedPostCards(), getPublishedCategories()])
  return [
    ...publicRoutes.map((path) => ({
      url: absoluteUrl(path),
      changeFrequency:
        path === '/' || path === '/pricing' || path === '/blog' ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
    })),
    ...categories.map((category) => ({
      url: absoluteUrl(categoryPath(category.slug)),
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    })),
    ...posts.map((post) => ({
      url: absoluteUrl(postPath(post.slug)),
      lastModified: post.publishedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ]
}
