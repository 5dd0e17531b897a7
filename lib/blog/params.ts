import { getPublishedCategories, getPublishedPostCards } from '@/lib/content'

/** The `[slug]` of every published article: its page and its share card are built ahead for each. */
export async function publishedPostParams() {
  return (await getPublishedPostCards()).map(({ slug }) => ({ slug }))
}

/** The `[slug]` of every category with published articles, whose pages are built ahead. */
export async function publishedCategoryParams() {
  return (await getPublishedCategories()).map(({ slug }) => ({ slug }))
}

/** What Next passes to the pages and share cards of `[slug]` routes. */
export type SlugProps = { params: Promise<{ slug: string }> }
