import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BlogIndex } from '@/app/_components/blog/BlogIndex'
import { getPublishedPostCards } from '@/lib/content'
import { pageCount, parsePageNumber } from '@/lib/blog/pages'
import { blogPageMetadata, notFoundMetadata } from '@/lib/seo'
import { asLocale } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { listPagePath } from '@/lib/addresses'

/** /blog/page/2 onwards (page 1 is /blog). A page that later fills up is generated on its first visit. */
type Props = { params: Promise<{ locale: string; page: string }> }

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const pages = pageCount((await getPublishedPostCards('', asLocale(params.locale))).length)
  return Array.from({ length: pages - 1 }, (_, index) => ({ page: String(index + 2) }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const page = parsePageNumber((await params).page)
  if (!page) return notFoundMetadata(locale)
  const text = siteText(locale).blog
  return blogPageMetadata({
    title: text.pageTitle(page),
    description: text.description,
    path: listPagePath(page),
    locale,
  })
}

export default async function BlogListPage({ params }: Props) {
  const locale = await pageLocale(params)
  const page = parsePageNumber((await params).page)
  if (!page) notFound()
  return <BlogIndex page={page} locale={locale} />
}
