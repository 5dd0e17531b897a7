import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { socialImage } from '@/lib/seo'
import { site } from '@/lib/site'

/*
 * The social card every page shares, drawn at build time. The font is a local file: the
 * Geist TTF that next/og ships (Inter comes only as woff2 here, which next/og cannot read).
 */
export const alt = socialImage.alt
export const size = { width: socialImage.width, height: socialImage.height }
export const contentType = 'image/png'

export default async function OpenGraphImage() {
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
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{
            width: 72,
            height: 72,
            borderRadius: 18,
            background: 'white',
            color: '#0c4a6e',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 52,
          }}
        >
          +
        </div>
        <div style={{ fontSize: 56, letterSpacing: -1 }}>{site.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 72, lineHeight: 1.1, letterSpacing: -2 }}>
          One connected platform for every ward, clinic and lab
        </div>
        <div style={{ fontSize: 32, color: '#bae6fd' }}>{site.tagline}</div>
      </div>
    </div>,
    { ...size, fonts: [{ name: 'Geist', data: font, style: 'normal', weight: 400 }] },
  )
}
