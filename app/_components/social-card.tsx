import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CSSProperties, ReactNode } from 'react'
import { ImageResponse } from 'next/og'
import { asLocale, type Locale } from '@/lib/i18n/locales'
import { shareCardId } from '@/lib/path-segments'
import { shareCardSize } from '@/lib/seo'

/*
 * The frame of the share cards, drawn at build time: the brand gradient, the mark and the
 * card's own heading and text. The font is a local file: the Geist TTF that next/og ships
 * (Inter comes only as woff2 here, which next/og cannot read).
 */
export async function socialCard(
  card: {
    mark: { side: number; radius: number; fontSize: number }
    headingStyle: CSSProperties
    heading: ReactNode
    body: ReactNode
  },
  size: { width: number; height: number },
) {
  const font = await readFile(
    path.join(process.cwd(), 'node_modules', 'next', 'dist', 'compiled', '@vercel', 'og', 'Geist-Regular.ttf'),
  )
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        background: 'linear-gradient(135deg, #082f49 0%, #0c4a6e 60%, #0e7490 100%)',
        color: 'white',
        fontFamily: 'Geist',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', ...card.headingStyle }}>
        <div
          style={{
            width: card.mark.side,
            height: card.mark.side,
            borderRadius: card.mark.radius,
            background: 'white',
            color: '#0c4a6e',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: card.mark.fontSize,
          }}
        >
          +
        </div>
        {card.heading}
      </div>
      {card.body}
    </div>,
    { ...size, fonts: [{ name: 'Geist', data: font, style: 'normal', weight: 400 }] },
  )
}

/** The metadata of a page's one share card (…/opengraph-image-<hash>/card), with its alt text in the page's language. */
export const ownCardMetadata =
  (alt: (locale: Locale) => string) =>
  ({ params }: { params: { locale: string } }) => [
    { id: shareCardId, alt: alt(asLocale(params.locale)), size: shareCardSize, contentType: 'image/png' },
  ]

/**
 * A page's own card (an article's, a page's, a case study's): the site's or the blog's name, then
 * what it is (an article's category), its headline (smaller past 70 characters) and a line below.
 */
export function ownCard({
  heading,
  eyebrow,
  headline,
  line,
}: {
  heading: string
  eyebrow?: string
  headline: string
  line: string
}) {
  return socialCard(
    {
      mark: { side: 56, radius: 14, fontSize: 40 },
      headingStyle: { gap: 20, fontSize: 36 },
      heading,
      body: (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
          {eyebrow && <div style={{ fontSize: 30, color: '#5eead4' }}>{eyebrow}</div>}
          <div style={{ fontSize: headline.length > 70 ? 56 : 68, lineHeight: 1.1, letterSpacing: -1.5 }}>
            {headline}
          </div>
          {/* A summary may run to 300 characters: smaller past 200, so that it stays on the card. */}
          <div style={{ fontSize: line.length > 200 ? 24 : 28, color: '#bae6fd' }}>{line}</div>
        </div>
      ),
    },
    shareCardSize,
  )
}
