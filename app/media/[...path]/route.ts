import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { plainNotFound } from '@/lib/plain-not-found'

/*
 * The bundled dataset's images (studio/dataset/images, Sanity's export layout), served by the
 * site itself when there is no Sanity project; next/image then resizes them and serves AVIF or
 * WebP. With a project, images come from Sanity's CDN instead and this route is not linked.
 * File names carry the file's SHA-1, so a file never changes under its name.
 *
 * Made per request rather than prerendered: Next's own 404 for a name it did not prerender is a
 * page a CDN may keep for a year. A made-up name costs a set lookup and keeps nothing.
 */
export const dynamic = 'force-dynamic'

const imagesFolder = path.join(process.cwd(), 'studio', 'dataset', 'images')
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
}
const fileName = /^[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp|gif)$/

/** The folder's images, listed once: they change only with a new build. */
let images: Promise<Set<string>> | undefined
const listImages = () =>
  (images ??= readdir(imagesFolder).then(
    (files) => new Set(files.filter((file) => fileName.test(file))),
    () => new Set<string>(),
  ))

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = (await params).path.join('/')
  if (!(await listImages()).has(file)) return plainNotFound('No such image.')
  const body = await readFile(/* turbopackIgnore: true */ path.join(imagesFolder, file))
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': contentTypes[file.slice(file.lastIndexOf('.') + 1)]!,
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
