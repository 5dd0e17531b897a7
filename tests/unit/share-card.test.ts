import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fillMetadataSegment } from 'next/dist/lib/metadata/get-metadata-route'
import { ownCardFolder, ownCardPath, pageMetadata } from '@/lib/seo'

/*
 * A page's own share card (an article's, a page built from sections', a case study's) is named in
 * its metadata at the address it is served at. Left to Next, the English one was
 * /en/blog/<slug>/opengraph-image-<hash>/card (app/[locale]'s address inside), which answers 308.
 */

const pages = [
  { path: '/blog/hipaa-basics', params: { slug: 'hipaa-basics' } },
  { path: '/security', params: { slug: 'security' } },
  { path: '/case-studies/riverside', params: { slug: 'case-studies', item: 'riverside' } },
]

describe('a page’s own share card', () => {
  it('is named at its unprefixed address in English and under /es in Spanish, with Next’s own hash', () => {
    for (const { path, params } of pages) {
      const folder = ownCardFolder(path)
      expect(existsSync(`app${folder}/opengraph-image.tsx`), folder).toBe(true)
      for (const locale of ['en', 'es'] as const) {
        // What Next writes for the card's route (/en/… inside), and serves at the unprefixed address.
        const next = fillMetadataSegment(folder, { locale, ...params }, 'opengraph-image', false)
        expect(ownCardPath(path, locale)).toBe(`${next.replace(/^\/en\//, '/')}/card`)
      }
    }
    expect(ownCardPath('/blog/hipaa-basics', 'en')).toMatch(/^\/blog\/hipaa-basics\/opengraph-image-\w{6}\/card$/)
  })

  it('is the page’s Open Graph and Twitter image, with its card’s size and alt text', () => {
    for (const { path } of pages) {
      const metadata = pageMetadata({
        path,
        locale: 'en',
        title: 'A page',
        description: 'Its words.',
        shareImage: 'own',
      })
      const image = { url: ownCardPath(path, 'en'), width: 1200, height: 630, type: 'image/png' }
      expect(metadata.openGraph?.images).toEqual([{ ...image, alt: expect.stringContaining('MediCore') }])
      expect(metadata.twitter?.images).toEqual(metadata.openGraph?.images)
    }
    const article = pageMetadata({
      path: '/blog/hipaa-basics',
      locale: 'es',
      title: 'Un artículo',
      description: 'Sus palabras.',
      shareImage: 'own',
    })
    expect(article.openGraph?.images).toEqual([
      expect.objectContaining({
        url: ownCardPath('/blog/hipaa-basics', 'es'),
        alt: 'Un artículo del blog de MediCore',
      }),
    ])
  })
})
