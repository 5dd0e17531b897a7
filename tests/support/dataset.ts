import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import {
  evaluateGroq,
  isPublished,
  parseNdjson,
  withImageAssets,
  type SanityDocument,
} from '@/lib/content/sources/bundled'
import { validateDocuments } from '@/lib/content/validate'

const bundledDatasetPath = path.resolve(import.meta.dirname, '../../studio/dataset/production.ndjson')

/** The bundled dataset as the site ships it. */
export function loadBundledDataset(): SanityDocument[] {
  return parseNdjson(readFileSync(bundledDatasetPath, 'utf8'), bundledDatasetPath)
}

/** A dataset file in Sanity's export format, relative to the project (a test fixture). */
export function loadNdjson(file: string): SanityDocument[] {
  const absolute = path.resolve(import.meta.dirname, '../..', file)
  return parseNdjson(readFileSync(absolute, 'utf8'), absolute)
}

/** Whether a document is English: the Spanish ones carry `language: "es"` (docs/translations.md). */
export const inEnglish = (document: SanityDocument) => (document.language ?? 'en') === 'en'

/** A copy of a document with some fields changed (undefined removes a field). */
export function edited(document: SanityDocument, changes: Record<string, unknown>): SanityDocument {
  const copy: Record<string, unknown> = { ...document, ...changes }
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete copy[key]
  return copy as SanityDocument
}

/** The first answer of one of the site's queries over the bundled dataset, parsed as the content layer does. */
export async function queryBundled<Model extends z.ZodType>(
  query: string,
  model: Model,
  language: 'en' | 'es' = 'en',
): Promise<z.output<Model>> {
  const documents = withImageAssets(loadBundledDataset().filter(isPublished))
  const [document] = validateDocuments((await evaluateGroq(documents, query, { language })) as unknown[], model)
  if (!document) throw new Error('The bundled dataset has no answer to the query.')
  return document
}
