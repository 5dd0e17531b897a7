import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isPublished, parseNdjson, type SanityDocument } from '@/lib/content/sources/bundled'
import { e2e } from '../../support/servers'

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * The content the fake Content Lake serves (its NDJSON files, tests/support/servers.ts) as the
 * Studio shows it: each draft in place of its published document, under the published id.
 */
export function lakeDocumentsAsEdited(): SanityDocument[] {
  const all = e2e.fakeLake.datasets.flatMap((file) => parseNdjson(readFileSync(path.join(root, file), 'utf8'), file))
  const byId = new Map(all.filter(isPublished).map((document) => [document._id, document]))
  for (const draft of all.filter((document) => document._id.startsWith('drafts.'))) {
    const id = draft._id.slice('drafts.'.length)
    byId.set(id, { ...draft, _id: id })
  }
  return [...byId.values()]
}
