import type { Metadata } from 'next'
import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { routes } from '@/lib/routes'
import { codePageMetadata, feedAlternate } from '@/lib/seo'

export const metadata: Metadata = {
  ...codePageMetadata('blog'),
  alternates: { canonical: routes.blog.path, ...feedAlternate },
}

export default function BlogPage() {
  return <BlogIndex page={1} />
}
