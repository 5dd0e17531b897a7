import { notFound } from 'next/navigation'
import { getCategories, getPostCards, type Category } from '@/lib/content'
import { pageCount, pageOf } from '@/lib/blog/pages'
import { feedPath } from '@/lib/blog/paths'
import { routes } from '@/lib/routes'
import { PageHeader } from '../PageHeader'
import { container } from '../ui'
import { CategoryNav } from './CategoryNav'
import { Pagination } from './Pagination'
import { PostCardGrid } from './PostCardGrid'

/** The blog's one-sentence introduction (lib/routes.ts), on the list pages and in the feed. */
export const blogIntro = routes.blog.metadata.description

/** A page of the blog's list, of all articles or of one category's: newest first, with real page links. */
export async function BlogIndex({ page, category }: { page: number; category?: Category }) {
  const [posts, categories] = await Promise.all([getPostCards(category?.slug), getCategories()])
  const pages = pageCount(posts.length)
  if (page > pages) notFound()
  const shown = pageOf(posts, page)
  const title = category ? category.title : 'The MediCore blog'
  return (
    <>
      <PageHeader
        eyebrow={category ? 'Blog category' : 'Blog'}
        title={page > 1 ? `${title}: page ${page}` : title}
        intro={category ? category.description : blogIntro}
      />
      <section aria-labelledby="articles-title" className="bg-white py-16 sm:py-20">
        <div className={container}>
          <h2 id="articles-title" className="sr-only">
            Articles
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <CategoryNav categories={categories} currentSlug={category?.slug} />
            <a href={feedPath} className="text-sm font-semibold text-brand-700 hover:underline">
              RSS feed
            </a>
          </div>
          {shown.length ? (
            <PostCardGrid posts={shown} className="mt-10" eagerFirst />
          ) : (
            <p className="mt-10 text-lg text-slate-600">No articles here yet. Check back soon.</p>
          )}
          <Pagination page={page} pages={pages} categorySlug={category?.slug} />
        </div>
      </section>
    </>
  )
}
