import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { publishedCategoryParams, type SlugProps } from '@/lib/blog/params'
import { getCategory } from '@/lib/content'
import { categoryPath } from '@/lib/blog/paths'
import { feedAlternate, pageMetadata } from '@/lib/seo'

export const generateStaticParams = publishedCategoryParams

export async function generateMetadata({ params }: SlugProps): Promise<Metadata> {
  const category = await getCategory((await params).slug)
  if (!category) return {}
  const path = categoryPath(category.slug)
  return {
    ...pageMetadata({ title: `${category.title}: articles`, description: category.description, path }),
    alternates: { canonical: path, ...feedAlternate },
  }
}

export default async function CategoryPage({ params }: SlugProps) {
  const category = await getCategory((await params).slug)
  if (!category) notFound()
  return <BlogIndex page={1} category={category} />
}
