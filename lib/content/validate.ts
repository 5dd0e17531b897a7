import type { z } from 'zod'
import { ContentValidationError } from './errors'

/** GROQ answers null for a projected field a document lacks; the models treat that as absent. */
function withoutNulls(document: unknown): unknown {
  if (!document || typeof document !== 'object' || Array.isArray(document)) return document
  return Object.fromEntries(Object.entries(document).filter(([, value]) => value !== null))
}

/** Parses each document with its model; the first that fails stops everything, named. */
export function validateDocuments<Model extends z.ZodType>(documents: unknown[], model: Model): z.output<Model>[] {
  return documents.map((document) => {
    const parsed = model.safeParse(withoutNulls(document))
    if (!parsed.success)
      throw ContentValidationError.fromZod(document as { _id?: unknown; _type?: unknown }, parsed.error)
    return parsed.data
  })
}
