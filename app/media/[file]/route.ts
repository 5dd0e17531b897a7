import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/*
 * The bundled dataset's images (studio/dataset/images, Sanity's export layout), served by the
 * site itself when there is no Sanity project; next/image then resizes them and serves AVIF or
 * WebP. With a project, images come from Sanity's CDN instead and this route is not linked.
 * File names carry the file's SHA-1, so a file never changes under its name.
 */

const imagesFolder = path.join(process.cwd(), 'studio', 'dataset', 'images')
const fileName = /^[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp|gif)$/
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
}

/** The files are known when the site is built: any other name is a 404 that renders and keeps nothing. */
export const dynamicParams = false

export async function generateStaticParams() {
  const files = await readdir(imagesFolder)
  return files.filter((file) => fileName.test(file)).map((file) => ({ file }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const match = fileName.exec(file)
  if (!match) return new Response('No such image.', { status: 404 })
  let body: Buffer
  try {
    body = await readFile(/* turbopackIgnore: true */ path.join(imagesFolder, file))
  } catch {
    return new Response('No such image.', { status: 404 })
  }
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': contentTypes[match[1]!]!,
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
