import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { publishedCategoryParams, type SlugProps } from '@/lib/blog/params'
import { getCategory } from '@/lib/content'
import { blogPageMetadata, notFoundMetadata } from '@/lib/seo'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { translationPaths } from '@/lib/i18n/translations'
import { categoryPath } from '@/lib/addresses'

export const generateStaticParams = publishedCategoryParams

export async function generateMetadata({ params }: SlugProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const category = await getCategory((await params).slug, locale)
  if (!category) return notFoundMetadata(locale)
  return blogPageMetadata({
    title: siteText(locale).blog.categoryTitle(category.title),
    description: category.description,
    path: categoryPath(category.slug),
    locale,
    translations: translationPaths(category.translations, categoryPath),
  })
}

export default async function CategoryPage({ params }: SlugProps) {
  const locale = await pageLocale(params)
  const category = await getCategory((await params).slug, locale)
  if (!category) notFound()
  return <BlogIndex page={1} category={category} locale={locale} />
}
