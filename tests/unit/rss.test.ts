// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { rssFeed } from '@/lib/blog/rss'
import type { PostCard } from '@/lib/content'

/* The blog's RSS feed stays well-formed XML whatever its articles' text holds (jsdom's DOMParser checks it). */

const post = (changes: Partial<PostCard>) =>
  ({
    title: 'Labs and wards',
    slug: 'labs-and-wards',
    excerpt: 'Why fast isn’t enough.',
    publishedAt: '2026-11-18T09:00:00Z',
    category: { title: 'Pharmacy & lab' },
    author: { name: 'Daniel Reyes' },
    ...changes,
  }) as PostCard

/** The XML parser's complaint about a document, or undefined when it is well-formed. */
function xmlError(xml: string): string | undefined {
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  return document.querySelector('parsererror')?.textContent ?? undefined
}

describe('the feed', () => {
  it('is well-formed XML', () => {
    expect(xmlError(rssFeed([post({})], 'en'))).toBeUndefined()
  })

  it('escapes the text it carries, so any title stays valid XML', () => {
    const xml = rssFeed([post({ title: 'Labs & <wards>', excerpt: 'Why “fast” isn’t enough & what to do' })], 'en')
    expect(xml).toContain('<title>Labs &amp; &lt;wards&gt;</title>')
    expect(xml).toContain('<pubDate>Wed, 18 Nov 2026 09:00:00 GMT</pubDate>')
    expect(xml).toMatch(/<link>https?:\/\/[^<]+\/blog\/labs-and-wards<\/link>/)
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    expect(xmlError(xml)).toBeUndefined()
  })

  it('stays well-formed with a vertical tab (Word’s Shift+Enter) in a title: it becomes a space', () => {
    const xml = rssFeed([post({ title: 'Labs\u000Band wards' })], 'en')
    expect(xmlError(xml)).toBeUndefined()
    expect(xml).toContain('<title>Labs and wards</title>')
  })

  it('drops every other character XML 1.0 forbids, wherever the text goes', () => {
    const forbidden = '\u0000\u0001\u0008\u000C\u000E\u001F\uFFFE\uFFFF\uD800\uDC00'.split('').join('x')
    const xml = rssFeed(
      [
        post({
          title: `A${forbidden}B`,
          excerpt: `C\uDBFFD`,
          category: { title: `E\u0007F` } as PostCard['category'],
          author: { name: `G\u001BH` } as PostCard['author'],
        }),
      ],
      'en',
    )
    expect(xmlError(xml)).toBeUndefined()
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/)
    expect(xml).toContain('<description>CD</description>')
    expect(xml).toContain('<category>EF</category>')
    expect(xml).toContain('<dc:creator>GH</dc:creator>')
  })

  it('keeps tabs, line breaks and characters outside the Basic Multilingual Plane', () => {
    const xml = rssFeed([post({ excerpt: 'One\ttwo\nthree\r\n🩺' })], 'en')
    expect(xmlError(xml)).toBeUndefined()
    expect(xml).toContain('<description>One\ttwo\nthree\r\n🩺</description>')
  })
})
