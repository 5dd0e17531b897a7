import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { getPublicFilePaths } from '@/lib/content'
import { datasetFolder, servedMediaFiles } from '@/lib/media'
import { plainNotFound } from '@/lib/plain-not-found'

/*
 * The bundled dataset's images and files (studio/dataset/images and files, Sanity's export
 * layout), served by the site itself when there is no Sanity project; next/image then resizes the
 * images and serves AVIF or WebP, and a manual's PDF is served as it is at /media/files/<name>.
 * Only the files a published manual links to are served here.
 * With a project, they come from Sanity's CDN instead and this route is not linked. File names
 * carry the file's SHA-1, so a file never changes under its name.
 *
 * Made per request rather than prerendered: Next's own 404 for a name it did not prerender is a
 * page a CDN may keep for a year. A made-up name costs a set lookup and keeps nothing.
 */
export const dynamic = 'force-dynamic'

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
}

// /media itself is answered here too: app/[locale] would render it as a language's 404 page, and keep it.
export async function GET(_request: Request, { params }: { params: Promise<{ path?: string[] }> }) {
  const file = (await params).path?.join('/') ?? ''
  if (!(await servedMediaFiles()).has(file)) return plainNotFound('No such image or file.')
  // A file of the dataset is served here only when a published manual links to it: the trust
  // center's restricted documents lie in the same folder, and reach only those allowed them.
  if (file.startsWith('files/') && !(await getPublicFilePaths()).has(file))
    return plainNotFound('No such image or file.')
  const folder = file.startsWith('files/') ? '' : 'images'
  const body = await readFile(/* turbopackIgnore: true */ path.join(datasetFolder, folder, file))
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': contentTypes[file.slice(file.lastIndexOf('.') + 1)]!,
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
}
