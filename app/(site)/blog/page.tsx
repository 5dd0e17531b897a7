import type { Metadata } from 'next'
import { BlogIndex, blogIntro } from '@/app/_components/blog/BlogIndex'
import { feedAlternate, pageMetadata } from '@/lib/seo'

export const metadata: Metadata = {
  ...pageMetadata({ title: 'Blog: guides for healthcare operations', description: blogIntro, path: '/blog' }),
  alternates: { canonical: '/blog', ...feedAlternate },
}

export default function BlogPage() {
  return <BlogIndex page={1} />
}
