import type { PostCard as Post } from '@/lib/content'
import type { Locale } from '@/lib/i18n/locales'
import { PostCard } from './PostCard'

/**
 * Article cards in a grid, one to three across; `className` spaces it from what comes before.
 * `eagerFirst` when the grid opens the page: its first cover loads at once, with high priority.
 */
export function PostCardGrid({
  posts,
  locale,
  className,
  eagerFirst = false,
}: {
  posts: Post[]
  locale: Locale
  className: string
  eagerFirst?: boolean
}) {
  return (
    <ul className={`${className} grid gap-8 md:grid-cols-2 xl:grid-cols-3`}>
      {posts.map((post, index) => (
        <li key={post._id} className="flex">
          <PostCard post={post} locale={locale} headingLevel="h3" eager={eagerFirst && index === 0} />
        </li>
      ))}
    </ul>
  )
}
