import 'server-only'
import { createHash } from 'node:crypto'
import type { SanityClient } from '@sanity/client'
import { contentSource } from '../config.ts'
import { variable } from '../env/server.ts'
import { createLakeClient } from '../lake-client.ts'
import type { AccessRecord } from './access/store.ts'
import { trustFileTypes, type TrustFileType } from './rules.ts'
import type { RequestKind } from './text.ts'

/*
 * What staff read and decide in the Studio when a Sanity project is connected, as they read contact
 * messages and demo bookings: a copy of each trust center request (with its file, uploaded as an
 * asset of the dataset) and of each account's request for the restricted documents. The site's
 * database stays the record: a decision staff make on a copy (its "Decision" field, published)
 * reaches the site through the signed publish webhook, which reads the copy again and applies it
 * (access/studio-decision.ts). Like a contact message, each copy's id has a dot in it, so it is
 * readable only with a token, even in a public dataset. Without SANITY_API_WRITE_TOKEN there is no
 * copy: `npm run inbox` and `npm run access` are staff's way.
 */

export type RequestCopy = {
  id: string
  reference: string
  kind: RequestKind
  name: string
  email: string
  organization: string
  message: string
  locale: string
  submittedAt: string
  file?: { name: string; type: TrustFileType; bytes: Uint8Array }
}

type StudioDecision = { email: string; decision: 'approve' | 'refuse' }

export type TrustCopies = {
  request(request: RequestCopy): Promise<void>
  access(record: AccessRecord): Promise<void>
  /** Staff's decision on an access request's copy, if it holds one not yet applied. */
  decision(id: string): Promise<StudioDecision | undefined>
}

/** The copy of an address's access request: one per address, named by its digest (an address has characters an id may not). */
export const accessCopyId = (email: string) =>
  `trustAccessRequest.${createHash('sha256').update(email).digest('hex').slice(0, 32)}`

export function lakeTrustCopies(client: SanityClient): TrustCopies {
  return {
    async request({ id, file, ...request }) {
      const asset = file
        ? await client.assets.upload('file', Buffer.from(file.bytes), {
            filename: `request-${id}.${file.type}`,
            contentType: trustFileTypes[file.type].mime,
          })
        : undefined
      await client.createOrReplace(
        {
          _id: `trustRequest.${id}`,
          _type: 'trustRequest',
          ...request,
          ...(file &&
            asset && { fileName: file.name, file: { _type: 'file', asset: { _type: 'reference', _ref: asset._id } } }),
        },
        { visibility: 'sync', returnDocuments: false },
      )
    },
    async access(record) {
      await client.createOrReplace(
        {
          _id: accessCopyId(record.email),
          _type: 'trustAccessRequest',
          email: record.email,
          name: record.name ?? undefined,
          locale: record.locale,
          status: record.status,
          ndaVersion: record.ndaVersion ?? undefined,
          ndaAcceptedAt: record.ndaAcceptedAt ?? undefined,
          requestedAt: record.requestedAt ?? undefined,
          decidedAt: record.decidedAt ?? undefined,
          decidedBy: record.decidedBy ?? undefined,
        },
        { visibility: 'sync', returnDocuments: false },
      )
    },
    async decision(id) {
      if (!/^trustAccessRequest\.[0-9a-f]{32}$/.test(id)) return undefined
      const copy = await client.getDocument<{ email?: unknown; decision?: unknown }>(id)
      if (!copy || typeof copy.email !== 'string' || (copy.decision !== 'approve' && copy.decision !== 'refuse'))
        return undefined
      // The copy must be the address's own: a copy saved under another id decides nothing.
      return accessCopyId(copy.email) === id ? { email: copy.email, decision: copy.decision } : undefined
    },
  }
}

let made: { copies: TrustCopies | undefined } | undefined

/** The copies the settings ask for: none without a Sanity project and SANITY_API_WRITE_TOKEN. */
export function trustCopiesFromEnv(): TrustCopies | undefined {
  if (made) return made.copies
  const token = variable('SANITY_API_WRITE_TOKEN')
  made = {
    copies:
      token && contentSource.kind === 'lake'
        ? lakeTrustCopies(createLakeClient(contentSource, { token, timeoutMs: 15_000 }))
        : undefined,
  }
  return made.copies
}
