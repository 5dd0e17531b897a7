import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { getCategory, getPublishedCategories, getPublishedPostCards } from '@/lib/content'
import { pageCount, parsePageNumber } from '@/lib/blog/pages'
import { blogPageMetadata, notFoundMetadata } from '@/lib/seo'
import { asLocale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { listPagePath } from '@/lib/addresses'

/** A category's list from its page 2 on. */
type Props = { params: Promise<{ locale: string; slug: string; page: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = asLocale(params.locale)
  const categories = await getPublishedCategories(locale)
  const counts = await Promise.all(
    categories.map(async (category) => (await getPublishedPostCards(category.slug, locale)).length),
  )
  return categories.flatMap((category, index) =>
    Array.from({ length: pageCount(counts[index]!) - 1 }, (_, page) => ({
      slug: category.slug,
      page: String(page + 2),
    })),
  )
}

async function resolve({ params }: Props) {
  const locale = await pageLocale(params)
  const { slug, page } = await params
  const number = parsePageNumber(page)
  const category = number ? await getCategory(slug, locale) : undefined
  return { locale, found: category && number ? { category, page: number } : undefined }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, found } = await resolve(props)
  if (!found) return notFoundMetadata(locale)
  return blogPageMetadata({
    title: siteText(locale).blog.categoryPageTitle(found.category.title, found.page),
    description: found.category.description,
    path: listPagePath(found.page, found.category.slug),
    locale,
  })
}

export default async function CategoryListPage(props: Props) {
  const { locale, found } = await resolve(props)
  if (!found) notFound()
  return <BlogIndex page={found.page} category={found.category} locale={locale} />
}
