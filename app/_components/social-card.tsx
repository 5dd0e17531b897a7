import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { CSSProperties, ReactNode } from 'react'
import { ImageResponse } from 'next/og'

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
