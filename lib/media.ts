import { readdir } from 'node:fs/promises'
import path from 'node:path'

/*
 * The bundled dataset's images and files (studio/dataset/images and files, Sanity's export layout)
 * that the site serves at /media (app/media/[[...path]]/route.ts), and the one thing Next's image
 * optimizer may fetch: proxy.ts answers any other `/_next/image?url=` with a 404 before the
 * optimizer fetches it. The optimizer asks the site for its `url` from inside the server, where no
 * client's address or limit applies (a restricted trust document through it would have been
 * counted against nobody), and logs each failure with the `url` as given, line breaks included.
 */

export const datasetFolder = path.join(process.cwd(), 'studio', 'dataset')

/** What each folder may hold: images named by SHA-1 and size, files by SHA-1. */
const folders = {
  images: /^[0-9a-f]{40}-\d+x\d+\.(jpg|png|webp|gif)$/,
  files: /^[0-9a-f]{40}\.pdf$/,
}

/** The folders' files, as /media names them (an image by its name, a file as files/<name>), listed once: they change only with a new build. */
let served: Promise<Set<string>> | undefined
export const servedMediaFiles = () =>
  (served ??= Promise.all(
    Object.entries(folders).map(([folder, name]) =>
      readdir(path.join(datasetFolder, folder)).then(
        (files) =>
          files.filter((file) => name.test(file)).map((file) => (folder === 'images' ? file : `${folder}/${file}`)),
        () => [],
      ),
    ),
  ).then((lists) => new Set(lists.flat())))

/** The image optimizer's address; its `url` parameter names the image to resize. */
export const imageOptimizerPath = '/_next/image'

/** Whether the image optimizer's `url` is one of the bundled images /media serves, written as the site writes it. */
export async function isServedImageUrl(url: string | null): Promise<boolean> {
  const name = url?.startsWith('/media/') ? url.slice('/media/'.length) : undefined
  return name !== undefined && folders.images.test(name) && (await servedMediaFiles()).has(name)
}
