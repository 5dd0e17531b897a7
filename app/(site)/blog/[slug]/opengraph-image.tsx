import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ImageResponse } from 'next/og'
import { getPost, getPublishedPostCards } from '@/lib/content'
import { site } from '@/lib/site'

/* An article's share card: its title and category, drawn at build time like the site's own card. */
export const alt = `An article on the ${site.name} blog`
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

export async function generateStaticParams() {
  return (await getPublishedPostCards()).map((post) => ({ slug: post.slug }))
}

export default async function ArticleImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPost((await params).slug)
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
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            background: 'white',
            color: '#0c4a6e',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 40,
          }}
        >
          +
        </div>
        {site.name} blog
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 28 }}>
        <div style={{ fontSize: 30, color: '#5eead4' }}>{post?.category.title ?? 'Blog'}</div>
        <div style={{ fontSize: post && post.title.length > 70 ? 56 : 68, lineHeight: 1.1, letterSpacing: -1.5 }}>
          {post?.title ?? site.name}
        </div>
        <div style={{ fontSize: 28, color: '#bae6fd' }}>{post ? `By ${post.author.name}` : site.tagline}</div>
      </div>
    </div>,
    { ...size, fonts: [{ name: 'Geist', data: font, style: 'normal', weight: 400 }] },
  )
}
