import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/seo'
import { publicRoutes } from '@/lib/pages'

/** The public pages only: the Studio, the sign-in screens and the API are left out (and disallowed in robots.txt). */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || path === '/pricing' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
