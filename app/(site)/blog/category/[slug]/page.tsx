import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { getCategory, getPublishedCategories } from '@/lib/content'
import { categoryPath } from '@/lib/blog/paths'
import { feedAlternate, pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getPublishedCategories()).map((category) => ({ slug: category.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await getCategory((await params).slug)
  if (!category) return {}
  const path = categoryPath(category.slug)
  return {
    ...pageMetadata({ title: `${category.title}: articles`, description: category.description, path }),
    alternates: { canonical: path, ...feedAlternate },
  }
}

export default async function CategoryPage({ params }: Props) {
  const category = await getCategory((await params).slug)
  if (!category) notFound()
  return <BlogIndex page={1} category={category} />
}
