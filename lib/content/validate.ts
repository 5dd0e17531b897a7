import type { z } from 'zod'
import { ContentValidationError } from './errors'

/**
 * GROQ answers null for a projected field a document lacks (at any depth: an image without a
 * hotspot); the models treat that as absent.
 */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([name, field]) => [name, withoutNulls(field)]),
  )
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
