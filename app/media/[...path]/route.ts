import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { getPublicFilePaths } from '@/lib/content'
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

const datasetFolder = path.join(process.cwd(), 'studio', 'dataset')
const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
}
/** What each folder may hold: images named by SHA-1 and size, files by SHA-1. */
const folders = {
  images: /^[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp|gif)$/,
  files: /^[0-9a-f]{40}\.pdf$/,
}

/** The folders' files, listed once: they change only with a new build. */
let served: Promise<Set<string>> | undefined
const listServed = () =>
  (served ??= Promise.all(
    Object.entries(folders).map(([folder, name]) =>
      readdir(path.join(datasetFolder, folder)).then(
        (files) =>
          files.filter((file) => name.test(file)).map((file) => (folder === 'images' ? file : `${folder}/${file}`)),
        () => [],
      ),
    ),
  ).then((lists) => new Set(lists.flat())))

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = (await params).path.join('/')
  if (!(await listServed()).has(file)) return plainNotFound('No such image or file.')
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
