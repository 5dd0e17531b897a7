import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Breadcrumb } from '@/app/_components/Breadcrumb'
import { CmsImage } from '@/lib/components/CmsImage'
import { JsonLd } from '@/lib/components/JsonLd'
import { RichText } from '@/lib/components/RichText'
import { SitePage } from '@/app/_components/SitePage'
import { AuthorCard } from '@/app/_components/blog/AuthorCard'
import { PostCardGrid } from '@/app/_components/blog/PostCardGrid'
import { TableOfContents } from '@/app/_components/blog/TableOfContents'
import { container } from '@/lib/components/ui'
import { getPost, getRelatedPosts } from '@/lib/content'
import { publishedPostParams, type SlugProps } from '@/lib/blog/params'
import { bodyText, headingsOf, readingMinutes } from '@/lib/content/rich-text'
import { formatDate } from '@/lib/format'
import { blogPageMetadata, blogPostingJsonLd, notFoundMetadata } from '@/lib/seo'
import { localizedPath } from '@/lib/i18n/locales'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { translationPaths } from '@/lib/i18n/translations'
import { blogPath, categoryPath, postPath } from '@/lib/addresses'

/** Every published article is built ahead; one published later is generated on its first visit. */
export const generateStaticParams = publishedPostParams

export async function generateMetadata({ params }: SlugProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const post = await getPost((await params).slug, locale)
  if (!post) return notFoundMetadata(locale)
  const metadata = blogPageMetadata({
    title: post.seoTitle || post.title,
    description: post.seoDescription || post.excerpt,
    path: postPath(post.slug),
    locale,
    translations: translationPaths(post.translations, postPath),
    // This article's own card (opengraph-image.tsx beside this page), not the site's.
    shareImage: 'own',
  })
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: post.publishedAt,
      authors: [post.author.name],
      section: post.category.title,
    },
  }
}

export default async function ArticlePage({ params }: SlugProps) {
  const locale = await pageLocale(params)
  const text = siteText(locale).blog
  const post = await getPost((await params).slug, locale)
  if (!post) notFound()
  const related = await getRelatedPosts(post._id, post.category._id, locale)
  const headings = headingsOf(post.body)
  const path = localizedPath(postPath(post.slug), locale)
  const words = bodyText(post.body).split(/\s+/).filter(Boolean).length
  const trail = [
    { name: text.home, path: localizedPath('/', locale) },
    { name: text.eyebrow, path: localizedPath(blogPath, locale) },
    { name: post.category.title, path: localizedPath(categoryPath(post.category.slug), locale) },
    { name: post.title, path },
  ]
  return (
    <SitePage locale={locale} path={postPath(post.slug)}>
      <article>
        <JsonLd data={blogPostingJsonLd(post, path, words, locale)} />
        <header className="border-b border-slate-200 bg-slate-50">
          <div className={`${container} py-12 sm:py-16`}>
            <Breadcrumb label={text.breadcrumb} trail={trail} />
            <div className="mt-6 max-w-3xl">
              <h1 className="text-4xl font-bold tracking-tight text-balance text-brand-950 sm:text-5xl">
                {post.title}
              </h1>
              <p className="mt-6 text-xl leading-8 text-slate-600">{post.excerpt}</p>
              <p className="mt-6 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                <span>
                  {text.by} <span className="font-semibold text-slate-900">{post.author.name}</span>
                </span>
                <span aria-hidden="true">·</span>
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
                <span aria-hidden="true">·</span>
                <span>{text.minutes(readingMinutes(post.body))}</span>
              </p>
            </div>
          </div>
        </header>
        <div className={`${container} py-12 sm:py-16`}>
          <CmsImage
            image={post.coverImage}
            width={1280}
            aspectRatio={2}
            sizes="(min-width: 1280px) 1216px, 100vw"
            eager
            className="aspect-[2/1] w-full rounded-3xl bg-slate-100 ring-1 ring-slate-200"
          />
          <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_minmax(0,48rem)] lg:gap-16">
            <TableOfContents headings={[...headings.values()]} locale={locale} />
            <div>
              <RichText value={post.body} locale={locale} headings={headings} />
              <AuthorCard author={post.author} locale={locale} />
            </div>
          </div>
        </div>
        {related.length ? (
          <section aria-labelledby="related-title" className="border-t border-slate-200 bg-slate-50 py-16">
            <div className={container}>
              <h2 id="related-title" className="text-2xl font-bold tracking-tight text-brand-950">
                {text.moreOn(post.category.title)}
              </h2>
              <PostCardGrid posts={related} locale={locale} className="mt-8" />
            </div>
          </section>
        ) : null}
      </article>
    </SitePage>
  )
}
