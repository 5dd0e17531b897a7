import { notFound } from 'next/navigation'
import { getCategories, getPostCards, type Category } from '@/lib/content'
import { pageCount, pageOf } from '@/lib/blog/pages'
import { PageHeader } from '@/lib/components/PageHeader'
import { SitePage } from '../SitePage'
import { container } from '@/lib/components/ui'
import { CategoryNav } from './CategoryNav'
import { Pagination } from './Pagination'
import { PostCardGrid } from './PostCardGrid'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { feedPath, listPagePath } from '@/lib/addresses'

/** A page of the blog's list, of all articles or of one category's: newest first, with real page links. */
export async function BlogIndex({ page, category, locale }: { page: number; category?: Category; locale: Locale }) {
  const [posts, categories] = await Promise.all([getPostCards(category?.slug ?? '', locale), getCategories(locale)])
  const pages = pageCount(posts.length)
  if (page > pages) notFound()
  const shown = pageOf(posts, page)
  const text = siteText(locale).blog
  const title = category ? category.title : text.heading
  return (
    <SitePage locale={locale} path={listPagePath(page, category?.slug)}>
      <PageHeader
        eyebrow={category ? text.categoryEyebrow : text.eyebrow}
        title={page > 1 ? text.headingPage(title, page) : title}
        intro={category ? category.description : text.description}
      />
      <section aria-labelledby="articles-title" className="bg-white py-16 sm:py-20">
        <div className={container}>
          <h2 id="articles-title" className="sr-only">
            {text.articles}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <CategoryNav categories={categories} currentSlug={category?.slug} locale={locale} />
            <a href={localizedPath(feedPath, locale)} className="text-sm font-semibold text-brand-700 hover:underline">
              {text.rss}
            </a>
          </div>
          {shown.length ? (
            <PostCardGrid posts={shown} locale={locale} className="mt-10" eagerFirst />
          ) : (
            <p className="mt-10 text-lg text-slate-600">{text.empty}</p>
          )}
          <Pagination page={page} pages={pages} categorySlug={category?.slug} locale={locale} />
        </div>
      </section>
    </SitePage>
  )
}
