import type { z } from 'zod'
import { sectionTitle } from '../sections/registry'

/** A document that does not match its model. Fails the build with the document and field named. */
export class ContentValidationError extends Error {
  override name = 'ContentValidationError'

  constructor(
    readonly documentId: string,
    readonly documentType: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`Invalid ${documentType} document "${documentId}", field "${field}": ${reason}.`)
  }

  static fromZod(document: { _id?: unknown; _type?: unknown; sections?: unknown }, error: z.ZodError) {
    const issue = error.issues[0]!
    const field = issue.path.length ? fieldName(document, issue.path) : '(document)'
    return new ContentValidationError(
      String(document._id ?? '(no _id)'),
      String(document._type ?? '(no _type)'),
      field,
      issue.message,
    )
  }
}

/** The Content Lake did not answer as it should. Never papered over with bundled content. */
export class ContentSourceError extends Error {
  override name = 'ContentSourceError'
}

/**
 * A field's path, with a page's section named as staff see it: `sections[2] (FAQ "faq-1").heading`
 * rather than `sections.2.heading`.
 */
function fieldName(document: { sections?: unknown }, path: readonly PropertyKey[]) {
  const [first, index, ...rest] = path
  const sections = document.sections
  if (first !== 'sections' || typeof index !== 'number' || !Array.isArray(sections)) return path.map(String).join('.')
  const section = sections[index] as { _type?: unknown; _key?: unknown } | undefined
  const named = `sections[${index}] (${sectionTitle(String(section?._type))} "${String(section?._key)}")`
  return [named, ...rest.map(String)].join('.')
}
