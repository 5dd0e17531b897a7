import type { MetadataRoute } from 'next'
import { getPublishedCategories, getPublishedPostCards } from '@/lib/content'
import { categoryPath, postPath } from '@/lib/blog/paths'
import { sitemapRoutes } from '@/lib/routes'
import { absoluteUrl } from '@/lib/seo'

/*
 * The public pages, every article and every category: the Studio, the sign-in screens and the
 * API are left out (and disallowed in robots.txt). Regenerated when staff publish an article
 * or a category (its content fetches are tagged like the pages').
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, categories] = await Promise.all([getPublishedPostCards(), getPublishedCategories()])
  return [
    ...sitemapRoutes.map(({ path, changeFrequency, priority }) => ({
      url: absoluteUrl(path),
      changeFrequency,
      priority,
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
