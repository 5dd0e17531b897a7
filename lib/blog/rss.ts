import type { PostCard } from '@/lib/content'
import { site } from '@/lib/site'
import { localeNames, localizedPath, type Locale } from '@/lib/i18n/locales'
import { siteText } from '@/lib/i18n/site-text'
import { absoluteUrl, blogPath, feedPath, postPath } from '@/lib/addresses'

/**
 * The characters XML 1.0 forbids (§2.2): C0 controls other than tab, line feed and carriage return,
 * U+FFFE, U+FFFF and a surrogate without its pair. One of them anywhere would make the whole feed
 * unreadable, so they are dropped; a vertical tab or form feed (what Word's Shift+Enter pastes
 * into a title) stands between two words, so it becomes a space.
 */
const notXml =
  /[\u0000-\u0008\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text as XML character data or an attribute's value. */
export const escapeXml = (text: string) =>
  text
    .replace(/[\v\f]/g, ' ')
    .replace(notXml, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

export const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`

/** The blog as an RSS 2.0 feed: newest first, absolute links, each article's excerpt. */
export function rssFeed(posts: PostCard[], locale: Locale): string {
  const text = siteText(locale).blog
  const at = (path: string) => absoluteUrl(localizedPath(path, locale))
  const items = posts.map((post) => {
    const url = at(postPath(post.slug))
    return [
      '<item>',
      element('title', post.title),
      element('link', url),
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      element('pubDate', new Date(post.publishedAt).toUTCString()),
      element('description', post.excerpt),
      element('category', post.category.title),
      element('dc:creator', post.author.name),
      '</item>',
    ].join('')
  })
  const newest = posts[0]?.publishedAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', text.feed(site.name)),
    element('link', at(blogPath)),
    element('description', text.description),
    element('language', localeNames[locale].htmlLang.toLowerCase()),
    `<atom:link href="${escapeXml(at(feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', new Date(newest).toUTCString())] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
