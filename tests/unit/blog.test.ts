import { describe, expect, it } from 'vitest'
import type { ArticleBody, SanityImage } from '@/lib/content'
import { hotspotClass, sanityImageLoader } from '@/lib/content/image-url'
import { withImageAssets } from '@/lib/content/sources/bundled'
import { blogAddressExists, isArticleOrCategoryAddress } from '@/lib/blog/addresses'
import { pageCount, pageOf, parsePageNumber } from '@/lib/blog/pages'
import { anchorOf, headingsOf, readingMinutes } from '@/lib/content/rich-text'
import { expectEach } from '../support/expect-each'
import { documentPath, listPagePath } from '@/lib/addresses'

const heading = (key: string, text: string) => ({
  _type: 'block' as const,
  _key: key,
  style: 'h2' as const,
  markDefs: [],
  children: [{ _type: 'span' as const, _key: `${key}s`, text, marks: [] }],
})

describe('the table of contents', () => {
  it('gives each section heading a readable anchor, unique within the article', () => {
    const body = [heading('a', 'Days 1–30: prepare'), heading('b', 'Questions'), heading('c', 'Questions')]
    expect([...headingsOf(body as unknown as ArticleBody).values()]).toEqual([
      { id: 'days-1-30-prepare', text: 'Days 1–30: prepare' },
      { id: 'questions', text: 'Questions' },
      { id: 'questions-2', text: 'Questions' },
    ])
    expect(anchorOf('Clinic’s “rules” & Café')).toBe('clinics-rules-cafe')
  })

  it('counts reading time at 230 words a minute, at least one minute', () => {
    const words = (count: number) =>
      [
        { ...heading('p', Array.from({ length: count }, () => 'word').join(' ')), style: 'normal' },
      ] as unknown as ArticleBody
    expect(readingMinutes(words(10))).toBe(1)
    expect(readingMinutes(words(690))).toBe(3)
  })
})

describe('list pages', () => {
  it('splits articles ten to a page, with /blog as page one', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(10)).toBe(1)
    expect(pageCount(11)).toBe(2)
    expect(pageOf([...Array(12).keys()], 2)).toEqual([10, 11])
    expect(listPagePath(1)).toBe('/blog')
    expect(listPagePath(2)).toBe('/blog/page/2')
    expect(listPagePath(3, 'compliance')).toBe('/blog/category/compliance/page/3')
  })

  it('accepts page numbers from 2 only, written plainly', () => {
    expect(parsePageNumber('2')).toBe(2)
    for (const value of ['1', '0', '02', '-2', '2.5', 'two', '']) expect(parsePageNumber(value), value).toBeUndefined()
  })

  it('links documents to their pages', () => {
    expect(documentPath({ _type: 'post', slug: 'a' })).toBe('/blog/a')
    expect(documentPath({ _type: 'category', slug: 'b' })).toBe('/blog/category/b')
    expect(documentPath({ _type: 'legalPage', slug: 'privacy' })).toBe('/privacy')
  })
})

describe('images', () => {
  const cdnImage: SanityImage = {
    alt: 'A padlock',
    crop: { top: 0, bottom: 0, left: 0, right: 0 },
    hotspot: { x: 0.8, y: 0.5, width: 0.2, height: 0.2 },
    asset: {
      _id: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-webp',
      url: 'https://cdn.sanity.io/images/abc123de/production/0123456789abcdef0123456789abcdef01234567-1600x900.webp',
      width: 1600,
      height: 900,
    },
  }

  it('asks Sanity’s CDN for each width, cropped around the hotspot to the box, in the browser’s best format', () => {
    const url = new URL(sanityImageLoader(cdnImage, 1)({ src: cdnImage.asset.url, width: 640, quality: 75 }))
    expect(`${url.origin}${url.pathname}`).toBe(cdnImage.asset.url)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      w: '640',
      h: '640',
      fit: 'crop',
      auto: 'format',
      q: '75',
    })
    // A square out of 1600 × 900 around a hotspot at 80% across: the right-hand part of the image.
    const [left, top, width, height] = url.searchParams.get('rect')!.split(',').map(Number)
    expect({ top, width, height }).toEqual({ top: 0, width: 900, height: 900 })
    expect(left).toBe(700)
  })

  it('keeps a bundled image’s hotspot in view with the nearest object-position', () => {
    expect(hotspotClass({ ...cdnImage, hotspot: { x: 0.8, y: 0.5, width: 0.2, height: 0.2 } })).toBe('object-right')
    expect(hotspotClass({ ...cdnImage, hotspot: { x: 0.5, y: 0.1, width: 0.2, height: 0.2 } })).toBe('object-top')
    expect(hotspotClass({ ...cdnImage, hotspot: undefined })).toBe('object-center')
  })

  it('turns Sanity’s export placeholders into references to image asset documents', () => {
    const file = '0123456789abcdef0123456789abcdef01234567-1600x900.webp'
    const [post, asset] = withImageAssets([
      {
        _id: 'p',
        _type: 'post',
        coverImage: { _type: 'image', _sanityAsset: `image@file://./images/${file}`, alt: 'A' },
      },
    ])
    expect(post!.coverImage).toEqual({
      _type: 'image',
      alt: 'A',
      asset: { _type: 'reference', _ref: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-webp' },
    })
    expect(asset).toMatchObject({
      _id: 'image-0123456789abcdef0123456789abcdef01234567-1600x900-webp',
      _type: 'sanity.imageAsset',
      url: `/media/${file}`,
      mimeType: 'image/webp',
      metadata: { dimensions: { width: 1600, height: 900, aspectRatio: 1600 / 900 } },
    })
  })
})

describe('the blog’s addresses', () => {
  const card = (slug: string, category: string) => ({ slug, category: { slug: category } })
  // 11 articles: the whole list has two pages, the compliance category one.
  const published = {
    posts: [
      card('hipaa-basics', 'compliance'),
      ...Array.from({ length: 10 }, (_, index) => card(`operations-${index + 1}`, 'clinic-operations')),
    ],
    categories: [{ slug: 'compliance' }, { slug: 'clinic-operations' }, { slug: 'empty' }],
  }
  const exists = (path: string) => blogAddressExists(path, published)

  it('knows the published articles, the categories (even an empty one) and the list pages within their length', () => {
    expectEach(
      [
        '/blog/hipaa-basics',
        '/blog/operations-10',
        '/blog/page/2',
        '/blog/category/compliance',
        '/blog/category/empty',
        '/blog/category/clinic-operations',
      ],
      exists,
      true,
    )
  })

  it('knows what the blog does not have: unknown slugs, pages past the end, page numbers that are not one', () => {
    expectEach(
      [
        '/blog/no-such-article',
        '/blog/page/3',
        '/blog/page/1',
        '/blog/page/02',
        '/blog/page/abc',
        '/blog/category/no-such-category',
        '/blog/category/compliance/page/2',
        '/blog/category/no-such-category/page/2',
        '/blog/page',
        '/blog/category',
      ],
      exists,
      false,
    )
  })

  it('knows an article’s share card only for a published article, and nothing deeper or undecodable', () => {
    expect(exists('/blog/hipaa-basics/opengraph-image-1x2y3z/card')).toBe(true)
    expectEach(
      [
        '/blog/no-such-article/opengraph-image-1x2y3z/card',
        '/blog/hipaa-basics/opengraph-image-1x2y3z/other',
        '/blog/hipaa-basics/anything',
        '/blog/a/b/c/d/e',
        '/blog/%E0%A4%A',
      ],
      exists,
      false,
    )
  })

  it('leaves the feed to its own route', () => {
    expect(exists('/blog/rss.xml')).toBeUndefined()
  })
})

describe('an article’s or category’s address, which a renamed one leaves behind', () => {
  it('is /blog/<slug> or /blog/category/<slug>, not the blog’s list pages, feed or share cards', () => {
    expectEach(
      ['/blog/hipaa-basics', '/blog/category/compliance', '/blog/category/page'],
      isArticleOrCategoryAddress,
      true,
    )
    expectEach(
      [
        '/blog',
        '/blog/page',
        '/blog/page/2',
        '/blog/category',
        '/blog/rss.xml',
        '/blog/hipaa-basics/opengraph-image',
        '/blog/category/compliance/page/2',
        '/blogging/a',
        '/blog//a',
        '/blog/%E0%A4%A',
      ],
      isArticleOrCategoryAddress,
      false,
    )
  })
})
