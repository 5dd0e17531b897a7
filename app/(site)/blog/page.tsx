import type { Metadata } from 'next'
import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { feedAlternate, publicPageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...publicPageMetadata('/blog'),
  alternates: { canonical: '/blog', ...feedAlternate },
}

export default function BlogPage() {
  return <BlogIndex page={1} />
}
