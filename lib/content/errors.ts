import type { z } from 'zod'

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

  static fromZod(document: { _id?: unknown; _type?: unknown }, error: z.ZodError) {
    const issue = error.issues[0]!
    const field = issue.path.length ? issue.path.map(String).join('.') : '(document)'
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
