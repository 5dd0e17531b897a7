import 'server-only'
import { randomUUID } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { contactInboxQuery } from '../../content/queries.ts'
import type { ContactMessage, ContactStore, SaveResult, StoredContactMessage } from './types'

/*
 * The store for a deployment of several instances: each message becomes a
 * `contactMessage` document in the Content Lake, which staff read in the Studio's Inbox.
 *
 * The id is ours, with a dot in it: documents on a non-root path such as
 * "contactMessage.<uuid>" are readable only with a token, even in a public dataset, so
 * visitors' messages never leak through the public API. Creating it with
 * createIfNotExists makes the client's retries safe: a retried request whose first try
 * did land does not fail and does not create a second document. `visibility: 'sync'`
 * waits until the document is committed and queryable before `save` returns.
 */

const contactMessageId = () => `contactMessage.${randomUUID()}`

export function createLakeContactStore(client: SanityClient): ContactStore {
  const { projectId, dataset } = client.config()
  return {
    kind: 'lake',
    location: `Sanity project "${projectId}", dataset "${dataset}"`,
    async save({ name, email, subject, message, locale, submittedAt }: ContactMessage): Promise<SaveResult> {
      const document = {
        _id: contactMessageId(),
        _type: 'contactMessage',
        name,
        email,
        subject,
        message,
        locale,
        submittedAt,
      }
      await client.createIfNotExists(document, { visibility: 'sync', returnDocuments: false })
      return { id: document._id, duplicate: false }
    },
    async list({ limit = 50 } = {}): Promise<StoredContactMessage[]> {
      return client.fetch<StoredContactMessage[]>(
        contactInboxQuery,
        { limit },
        { perspective: 'raw', cache: 'no-store' },
      )
    },
  }
}
