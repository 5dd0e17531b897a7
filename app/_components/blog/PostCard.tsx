import { localizedPath, type Locale } from '@/lib/i18n/locales'
import type { PostCard as Post } from '@/lib/content'
import { formatDate } from '@/lib/format'
import { CmsImage } from '@/lib/components/CmsImage'
import { categoryPath, postPath } from '@/lib/addresses'

/**
 * An article's card: cover, category, title (the link), excerpt, author and date. `eager` for the
 * first card of a list, whose cover is what a phone shows first (the page's LCP).
 */
export function PostCard({
  post,
  locale,
  headingLevel = 'h2',
  eager = false,
}: {
  post: Post
  locale: Locale
  headingLevel?: 'h2' | 'h3'
  eager?: boolean
}) {
  const Heading = headingLevel
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md motion-reduce:transition-none">
      <CmsImage
        image={post.coverImage}
        width={640}
        aspectRatio={16 / 9}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
        eager={eager}
        className="aspect-video w-full bg-slate-100"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="relative z-10 text-sm font-semibold text-accent-700">
          <a href={localizedPath(categoryPath(post.category.slug), locale)} className="hover:underline">
            {post.category.title}
          </a>
        </p>
        <Heading className="mt-2 text-xl font-semibold text-balance text-brand-950">
          <a
            href={localizedPath(postPath(post.slug), locale)}
            className="group-hover:text-brand-700 after:absolute after:inset-0"
          >
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 text-base leading-7 text-slate-600">{post.excerpt}</p>
        <p className="mt-5 text-sm text-slate-600">
          {post.author.name} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
        </p>
      </div>
    </article>
  )
}
