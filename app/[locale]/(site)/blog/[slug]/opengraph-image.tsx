import { ownCard, ownCardMetadata } from '@/app/_components/social-card'
import { publishedPostParams, type SlugProps } from '@/lib/blog/params'
import { getPost } from '@/lib/content'
import { site } from '@/lib/site'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'

/* An article's share card: its title and category, drawn at build time like the site's own card. */
export const generateStaticParams = publishedPostParams

/** One card, described in the article's language. */
export const generateImageMetadata = ownCardMetadata((locale) => siteText(locale).blog.shareAlt(site.name))

export default async function ArticleImage({ params }: SlugProps) {
  const locale = await pageLocale(params)
  const words = siteText(locale)
  const text = words.blog
  const post = await getPost((await params).slug, locale)
  return ownCard({
    heading: text.feed(site.name),
    eyebrow: post?.category.title ?? text.eyebrow,
    headline: post?.title ?? site.name,
    line: post ? `${text.by} ${post.author.name}` : words.tagline,
  })
}
