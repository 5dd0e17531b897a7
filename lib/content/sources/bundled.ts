import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { variable } from '../../env/server.ts'
import { withLqips } from './lqip.ts'
import { checkParameters, type ContentReader, type QueryParams, type SanityDocument } from './types.ts'

export type { SanityDocument }

/*
 * The dataset is read through a literal path, since a path built from a parameter makes
 * Turbopack trace the whole project. BUNDLED_DATASET_PATH lets tests and the local
 * publish script point at a copy.
 */
function readDataset(file: string | undefined) {
  return file
    ? readFile(/* turbopackIgnore: true */ file, 'utf8')
    : readFile(path.join(process.cwd(), 'studio', 'dataset', 'production.ndjson'), 'utf8')
}

function statDataset(file: string | undefined) {
  return file
    ? stat(/* turbopackIgnore: true */ file)
    : stat(path.join(process.cwd(), 'studio', 'dataset', 'production.ndjson'))
}

/** The dataset's file, for the publish webhook to write the redirects of renamed articles into. */
export const bundledDatasetFile = (file = variable('BUNDLED_DATASET_PATH')) =>
  file ?? path.join(process.cwd(), 'studio', 'dataset', 'production.ndjson')

/** Parses Sanity's export format (NDJSON, one document a line), naming the line that is broken. */
export function parseNdjson(text: string, file: string): SanityDocument[] {
  const documents: SanityDocument[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    let document: unknown
    try {
      document = JSON.parse(line)
    } catch {
      throw new Error(`${file}:${index + 1} is not a JSON document.`)
    }
    if (!document || typeof document !== 'object' || typeof (document as SanityDocument)._id !== 'string') {
      throw new Error(`${file}:${index + 1} has no _id.`)
    }
    documents.push(document as SanityDocument)
  })
  return documents
}

/** The published perspective: drafts and release versions are not public. */
export const isPublished = (document: SanityDocument) =>
  !document._id.startsWith('drafts.') && !document._id.startsWith('versions.')

/** An image in Sanity's export layout: `image@file://./images/<sha1>-<width>x<height>.<ext>`. */
const exportedImage = /^image@file:\/\/\.\/images\/(([0-9a-f]{40})-(\d+)x(\d+)\.(jpg|png|webp|gif|svg))$/

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
}

/**
 * A file in Sanity's export layout: `file@file://./files/<sha1>.<ext>` (a manual's PDF, the trust
 * center's documents). Its asset has a URL as on Sanity's CDN, but /media serves only the files a
 * published manual links to (app/media/[[...path]]/route.ts); a trust document's file is served only
 * through the route that checks who asks (lib/trust/files.ts), and no page or answer shows its URL.
 */
const exportedFile = /^file@file:\/\/\.\/files\/(([0-9a-f]{40})\.(pdf|docx|xlsx))$/

const fileMimeTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Where the site serves the bundled dataset's images (app/media/[[...path]]/route.ts). */
const bundledImageUrl = (file: string) => `/media/${file}`

/** The bundled dataset's files: where the site serves them, and their size in bytes. */
const bundledFiles = {
  url: (file: string) => `/media/files/${file}`,
  size: (file: string) =>
    statSync(/* turbopackIgnore: true */ path.join(process.cwd(), 'studio', 'dataset', 'files', file)).size,
}

/**
 * Sanity's export writes each image (and file) reference as a `_sanityAsset` placeholder pointing into the
 * images/ (files/) folder beside the NDJSON (the import uploads the file and puts a reference in its
 * place). This does the same in memory: each placeholder becomes a reference to a
 * `sanity.imageAsset` document with the id the Content Lake gives that file
 * (image-<sha1>-<width>x<height>-<ext>) and a URL made by `urlOf`, so the same GROQ
 * (`asset->{url, metadata}`) answers on both sources. A file (files/<sha1>.pdf, a manual's PDF)
 * becomes a `sanity.fileAsset` (file-<sha1>-pdf) with its URL and size, as `files` gives them.
 */
export function withImageAssets(
  documents: SanityDocument[],
  urlOf = bundledImageUrl,
  files = bundledFiles,
): SanityDocument[] {
  const assets = new Map<string, SanityDocument>()
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (!value || typeof value !== 'object') return value
    const { _sanityAsset: placeholder, ...fields } = value as Record<string, unknown>
    const copy = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, visit(field)]))
    const exported = typeof placeholder === 'string' ? exportedFile.exec(placeholder) : null
    if (exported) {
      const [, name, sha1, extension] = exported as unknown as [string, string, string, string]
      const _id = `file-${sha1}-${extension}`
      assets.set(_id, {
        _id,
        _type: 'sanity.fileAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension,
        mimeType: fileMimeTypes[extension]!,
        originalFilename: name,
        path: `files/${name}`,
        size: files.size(name),
        url: files.url(name),
      })
      return { ...copy, asset: { _type: 'reference', _ref: _id } }
    }
    const match = typeof placeholder === 'string' ? exportedImage.exec(placeholder) : null
    if (!match) return placeholder === undefined ? copy : { ...copy, _sanityAsset: placeholder }
    const [, file, sha1, width, height, extension] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ]
    const _id = `image-${sha1}-${width}x${height}-${extension}`
    assets.set(_id, {
      _id,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType: mimeTypes[extension]!,
      originalFilename: file,
      path: `images/${file}`,
      url: urlOf(file),
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: {
          _type: 'sanity.imageDimensions',
          width: Number(width),
          height: Number(height),
          aspectRatio: Number(width) / Number(height),
        },
      },
    })
    return { ...copy, asset: { _type: 'reference', _ref: _id } }
  }
  const materialized = documents.map((document) => visit(document) as SanityDocument)
  return [...materialized, ...assets.values()]
}

export async function evaluateGroq(documents: SanityDocument[], query: string, params: QueryParams) {
  const result = await evaluate(parse(query, { params }), { dataset: documents, params })
  return result.get()
}

/**
 * The dataset as it is now, parsed once per version of the file: each query only looks at the
 * file's size and modification time, and reads, digests and parses it again when they change (the
 * local publish script rewrites it), so a regenerated page still sees the file as it is now.
 */
export function createBundledReader(file = variable('BUNDLED_DATASET_PATH')) {
  const name = file ?? 'studio/dataset/production.ndjson'
  let parsed: { stamp: string; version: string; documents: Promise<SanityDocument[]> } | undefined

  async function current() {
    const stats = await statDataset(file)
    const stamp = `${stats.size}:${stats.mtimeMs}`
    if (parsed?.stamp === stamp) return parsed
    const text = await readDataset(file)
    const version = createHash('sha256').update(text).digest('hex').slice(0, 16)
    if (parsed?.version === version) return (parsed = { ...parsed, stamp })
    const documents = withLqips(withImageAssets(parseNdjson(text, name).filter(isPublished)))
    // A file that fails to parse is read again next time rather than kept.
    documents.catch(() => (parsed = undefined))
    return (parsed = { stamp, version, documents })
  }

  return {
    /** A digest of the dataset as it is now, to key caches by. */
    async version() {
      return (await current()).version
    },
    async query(query, params) {
      checkParameters(query, params)
      return evaluateGroq(await (await current()).documents, query, params)
    },
  } satisfies ContentReader & { version(): Promise<string> }
}
