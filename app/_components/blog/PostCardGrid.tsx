import type { PostCard as Post } from '@/lib/content'
import { PostCard } from './PostCard'

/** Article cards in a grid, one to three across; `className` spaces it from what comes before. */
export function PostCardGrid({ posts, className }: { posts: Post[]; className: string }) {
  return (
    <ul className={`${className} grid gap-8 md:grid-cols-2 xl:grid-cols-3`}>
      {posts.map((post) => (
        <li key={post._id} className="flex">
          <PostCard post={post} headingLevel="h3" />
        </li>
      ))}
    </ul>
  )
}
