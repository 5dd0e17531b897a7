import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import type { ContentReader, QueryParams } from './types'

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

export type SanityDocument = { _id: string; _type: string; [field: string]: unknown }

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

export async function evaluateGroq(documents: SanityDocument[], query: string, params: QueryParams) {
  const result = await evaluate(parse(query, { params }), { dataset: documents, params })
  return result.get()
}

/** Reads the dataset on every query, so a regenerated page sees the file as it is now. */
export function createBundledReader(file = process.env.BUNDLED_DATASET_PATH || undefined) {
  const name = file ?? 'studio/dataset/production.ndjson'
  return {
    /** A digest of the dataset as it is now, to key caches by. */
    async version() {
      return createHash('sha256')
        .update(await readDataset(file))
        .digest('hex')
        .slice(0, 16)
    },
    async query(query, params) {
      const documents = parseNdjson(await readDataset(file), name).filter(isPublished)
      return evaluateGroq(documents, query, params)
    },
  } satisfies ContentReader & { version(): Promise<string> }
}
