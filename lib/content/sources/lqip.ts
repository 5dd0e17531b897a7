import path from 'node:path'
import sharp from 'sharp'
import type { SanityDocument } from './types'

/*
 * The blurred placeholder the Content Lake computes for every uploaded image (`metadata.lqip`: a
 * JPEG about 20 pixels wide, as a data URL), computed here in the same way for the bundled
 * dataset's images, so the same GROQ and the same pages show it on both sources. A file's name
 * carries its SHA-1, so each is computed once per process.
 */

const imagesFolder = path.join(process.cwd(), 'studio', 'dataset', 'images')
const computed = new Map<string, Promise<string>>()

async function lqipOf(file: string): Promise<string> {
  const jpeg = await sharp(path.join(imagesFolder, path.basename(file)))
    .resize(20)
    .jpeg({ quality: 60 })
    .toBuffer()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

/** The documents with each bundled image asset's `metadata.lqip` filled in; an unreadable file gets none. */
export async function withLqips(documents: SanityDocument[]): Promise<SanityDocument[]> {
  return Promise.all(
    documents.map(async (document) => {
      if (document._type !== 'sanity.imageAsset' || typeof document.originalFilename !== 'string') return document
      const file = document.originalFilename
      if (!computed.has(file))
        computed.set(
          file,
          lqipOf(file).catch(() => ''),
        )
      const lqip = await computed.get(file)!
      if (!lqip) return document
      return { ...document, metadata: { ...(document.metadata as object), lqip } }
    }),
  )
}
