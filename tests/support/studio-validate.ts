import { createSchema, pathToString, validateDocument, type SanityClient, type SanityDocument } from 'sanity'
import { schemaTypes } from '../../schemas'

export const compiledSchema = createSchema({ name: 'test', types: schemaTypes })

/**
 * Runs the Studio's own validation (sanity's validateDocument) on a document, with a stand-in
 * client, and returns each marker's level, path (as `slides[_key=="a"].image.alt`) and message.
 */
export async function studioValidate(
  document: Record<string, unknown>,
  fetch: SanityClient['fetch'] = (async () => []) as never,
) {
  const client = { fetch } as unknown as SanityClient
  const workspace = {
    schema: compiledSchema,
    getClient: () => client,
    i18n: { currentLocale: { id: 'en-US' }, loadNamespaces: async () => undefined, t: (key: string) => key },
  }
  const markers = await validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as SanityDocument,
    workspace: workspace as never,
    environment: 'studio',
    // Every referenced document (an image's asset) exists.
    getDocumentExists: async () => true,
  })
  return markers.map((marker) => ({ level: marker.level, path: pathToString(marker.path), message: marker.message }))
}
