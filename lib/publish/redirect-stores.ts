import 'server-only'
import { randomBytes } from 'node:crypto'
import { readFile, rename, writeFile } from 'node:fs/promises'
import type { SanityClient } from '@sanity/client'
import type { ContentSource } from '../config.ts'
import { variable, type Env } from '../env/server.ts'
import { redirectsQuery } from '../content/queries.ts'
import { bundledDatasetFile, isPublished, parseNdjson } from '../content/sources/bundled.ts'
import { createLakeClient } from '../lake-client.ts'
import type { RenamePlan, StoredRedirect } from './renames.ts'

/*
 * Where the publish webhook reads and writes the redirects a rename leaves: the Content Lake
 * (with the server's write token), or the bundled dataset's NDJSON file. Either way they are
 * ordinary `redirect` documents, which staff see in the Studio's Redirects and may delete.
 */

export type RedirectStore = {
  /** For messages: the project and dataset, or the file. */
  where: string
  /** The published redirects, as they are now (no cache). */
  read(): Promise<StoredRedirect[]>
  /** The plan, all or nothing. */
  write(plan: RenamePlan): Promise<void>
}

const asStored = (documents: Record<string, unknown>[]): StoredRedirect[] =>
  documents.map(({ _id, from, to, permanent }) => ({
    _id: String(_id),
    from: String(from ?? ''),
    to: String(to ?? ''),
    permanent: permanent === true,
  }))

function lakeRedirectStore(client: SanityClient): RedirectStore {
  const { projectId, dataset } = client.config()
  return {
    where: `Sanity project "${projectId}", dataset "${dataset}"`,
    read: async () =>
      asStored(await client.fetch(redirectsQuery, {}, { perspective: 'published', useCdn: false, cache: 'no-store' })),
    async write({ create, update, remove }) {
      const transaction = client.transaction()
      for (const { _id, from, to, permanent } of create)
        transaction.createOrReplace({ _id, _type: 'redirect', from, to, permanent })
      for (const { _id, to, permanent } of update) transaction.patch(_id, { set: { to, permanent } })
      for (const id of remove) transaction.delete(id)
      await transaction.commit({ visibility: 'sync', returnDocuments: false })
    },
  }
}

/** The bundled dataset: the file is rewritten whole (through a temporary file, so a reader never sees half of it). */
export function bundledRedirectStore(file = bundledDatasetFile()): RedirectStore {
  const read = async () => {
    const text = await readFile(/* turbopackIgnore: true */ file, 'utf8')
    return { text, documents: parseNdjson(text, file) }
  }
  return {
    where: file,
    async read() {
      const { documents } = await read()
      return asStored(documents.filter((document) => document._type === 'redirect' && isPublished(document)))
    },
    async write({ create, update, remove }) {
      const { text } = await read()
      const now = new Date().toISOString()
      const updates = new Map(update.map((change) => [change._id, change]))
      const lines = text.split('\n').filter((line) => line.trim())
      const kept = lines.flatMap((line) => {
        const document = JSON.parse(line) as Record<string, unknown>
        if (remove.includes(document._id as string)) return []
        const change = updates.get(document._id as string)
        return [
          change ? JSON.stringify({ ...document, _updatedAt: now, to: change.to, permanent: change.permanent }) : line,
        ]
      })
      const created = create.map(({ _id, from, to, permanent }) =>
        JSON.stringify({ _id, _type: 'redirect', _createdAt: now, _updatedAt: now, from, to, permanent }),
      )
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(/* turbopackIgnore: true */ temporary, [...kept, ...created].join('\n') + '\n')
      await rename(/* turbopackIgnore: true */ temporary, /* turbopackIgnore: true */ file)
    },
  }
}

/**
 * The store for this site's content source, or why there is none: on the Content Lake the server
 * writes with SANITY_API_WRITE_TOKEN (an Editor token, server-only), and without one it cannot.
 */
export function redirectStoreFor(source: ContentSource, env?: Env): RedirectStore | { missing: string } {
  if (source.kind === 'bundled') return bundledRedirectStore()
  const token = variable('SANITY_API_WRITE_TOKEN', env)
  if (!token) return { missing: 'the server has no SANITY_API_WRITE_TOKEN (an Editor token) to write it with' }
  return lakeRedirectStore(createLakeClient(source, { token }))
}
