import { socialCard } from '@/app/_components/social-card'
import { publishedPostParams, type SlugProps } from '@/lib/blog/params'
import { shareCardId } from '@/lib/path-segments'
import { getPost } from '@/lib/content'
import { shareCardSize } from '@/lib/seo'
import { site } from '@/lib/site'
import { pageLocale } from '@/lib/i18n/request'
import { siteText } from '@/lib/i18n/site-text'
import { asLocale } from '@/lib/i18n/locales'

/* An article's share card: its title and category, drawn at build time like the site's own card. */
export const generateStaticParams = publishedPostParams

/** One card, described in the article's language. */
export const generateImageMetadata = ({ params }: { params: { locale: string } }) => [
  {
    id: shareCardId,
    alt: siteText(asLocale(params.locale)).blog.shareAlt(site.name),
    size: shareCardSize,
    contentType: 'image/png',
  },
]

export default async function ArticleImage({ params }: SlugProps) {
  const locale = await pageLocale(params)
  const words = siteText(locale)
  const text = words.blog
  const post = await getPost((await params).slug, locale)
  return socialCard(
    {
      mark: { side: 56, radius: 14, fontSize: 40 },
      headingStyle: { gap: 20, fontSize: 36 },
      heading: text.feed(site.name),
      body: (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
          <div style={{ fontSize: 30, color: '#5eead4' }}>{post?.category.title ?? text.eyebrow}</div>
          <div style={{ fontSize: post && post.title.length > 70 ? 56 : 68, lineHeight: 1.1, letterSpacing: -1.5 }}>
            {post?.title ?? site.name}
          </div>
          <div style={{ fontSize: 28, color: '#bae6fd' }}>
            {post ? `${text.by} ${post.author.name}` : words.tagline}
          </div>
        </div>
      ),
    },
    shareCardSize,
  )
}
