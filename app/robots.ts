import type { MetadataRoute } from 'next'
import { absoluteUrl, siteUrl } from '@/lib/addresses'

/** Crawlers may read the public site; the Studio, the account screens and the API are not for search results. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/studio', '/users/', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl().origin,
  }
}
