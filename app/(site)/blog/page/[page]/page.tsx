import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogIndex, blogIntro } from '@/app/_components/blog/BlogIndex'
import { getPublishedPostCards } from '@/lib/content'
import { pageCount, parsePageNumber } from '@/lib/blog/pages'
import { listPagePath } from '@/lib/blog/paths'
import { feedAlternate, pageMetadata } from '@/lib/seo'

/** /blog/page/2 onwards (page 1 is /blog). A page that later fills up is generated on its first visit. */
type Props = { params: Promise<{ page: string }> }

export async function generateStaticParams() {
  const pages = pageCount((await getPublishedPostCards()).length)
  return Array.from({ length: pages - 1 }, (_, index) => ({ page: String(index + 2) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageNumber((await params).page)
  if (!page) return {}
  const path = listPagePath(page)
  return {
    ...pageMetadata({ title: `Blog, page ${page}`, description: blogIntro, path }),
    alternates: { canonical: path, ...feedAlternate },
  }
}

export default async function BlogListPage({ params }: Props) {
  const page = parsePageNumber((await params).page)
  if (!page) notFound()
  return <BlogIndex page={page} />
}
