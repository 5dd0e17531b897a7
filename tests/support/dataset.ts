import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseNdjson, type SanityDocument } from '@/lib/content/sources/bundled'

const bundledDatasetPath = path.resolve(import.meta.dirname, '../../studio/dataset/production.ndjson')

/** The bundled dataset as the site ships it. */
export function loadBundledDataset(): SanityDocument[] {
  return parseNdjson(readFileSync(bundledDatasetPath, 'utf8'), bundledDatasetPath)
}

/** A copy of a document with some fields changed (undefined removes a field). */
export function edited(document: SanityDocument, changes: Record<string, unknown>): SanityDocument {
  const copy: Record<string, unknown> = { ...document, ...changes }
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete copy[key]
  return copy as SanityDocument
}
