import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { parseNdjson, withImageAssets, type SanityDocument } from '../../../lib/content/sources/bundled.ts'
import type { Change, MutationInput, Working } from './mutations.ts'

/*
 * The fake Content Lake's one dataset, in memory: loaded from NDJSON export files, changed only
 * by transactions (each a list of mutations applied all or nothing), which give every document
 * they change a new revision (the transaction's id, as the Content Lake does) and are then
 * announced to subscribers: the listener and the webhook.
 */

export type LakeDocument = SanityDocument & { _rev?: string; _createdAt?: string; _updatedAt?: string }

export type DocumentChange = {
  id: string
  before: LakeDocument | null
  after: LakeDocument | null
  /** The mutations that touched this document, as the listener reports them. */
  mutations: MutationInput[]
}

export type Transaction = {
  transactionId: string
  timestamp: string
  identity: string
  changes: DocumentChange[]
}

/** One mutation or action of a transaction, applied to its working copy. */
export type Step = (working: Working) => Promise<Change[]>

type CommitOptions = { transactionId?: string; identity: string }

export type DatasetOptions = {
  files: string[]
  /** Where asset documents say their images are (the image CDN of the project). */
  imageUrl: (file: string) => string
  /** Extra documents present from the start (the Presentation tool's secret, say). */
  extra?: () => SanityDocument[]
}

const newTransactionId = () => randomBytes(16).toString('base64url').slice(0, 22)

export function createDataset({ files, imageUrl, extra = () => [] }: DatasetOptions) {
  const documents = new Map<string, LakeDocument>()
  const subscribers = new Set<(transaction: Transaction) => void>()

  function load() {
    documents.clear()
    const loaded = withImageAssets(
      files.flatMap((file) => parseNdjson(readFileSync(file, 'utf8'), file)),
      imageUrl,
    )
    const now = new Date().toISOString()
    for (const document of [...loaded, ...extra()]) {
      documents.set(document._id, {
        _createdAt: now,
        _updatedAt: now,
        ...document,
        _rev: (document._rev as string | undefined) ?? `loaded-${newTransactionId()}`,
      })
    }
  }

  /** Applies the steps in order; on any error nothing changes and the error is thrown. */
  async function apply(steps: Step[], options: CommitOptions): Promise<Transaction> {
    const overlay = new Map<string, LakeDocument | null>()
    const working: Working = {
      get: (id) => (overlay.has(id) ? overlay.get(id)! : (documents.get(id) ?? null)),
      set: (id, document) => overlay.set(id, document),
      all: () => {
        const merged = new Map<string, LakeDocument | null>(documents)
        for (const [id, document] of overlay) merged.set(id, document)
        return [...merged.values()].filter((document): document is LakeDocument => document !== null)
      },
    }
    const touched = new Map<string, MutationInput[]>()
    for (const step of steps) {
      for (const change of await step(working)) {
        touched.set(change.id, [...(touched.get(change.id) ?? []), change.mutation])
      }
    }
    const transactionId = options.transactionId || newTransactionId()
    const timestamp = new Date().toISOString()
    const changes: DocumentChange[] = []
    for (const [id, applied] of touched) {
      const before = documents.get(id) ?? null
      const result = working.get(id)
      if (before === null && result === null) continue
      const after = result && {
        ...result,
        _id: id,
        _createdAt: before?._createdAt ?? result._createdAt ?? timestamp,
        _updatedAt: timestamp,
        _rev: transactionId,
      }
      changes.push({ id, before, after, mutations: applied })
    }
    for (const { id, after } of changes) {
      if (after) documents.set(id, after)
      else documents.delete(id)
    }
    const transaction = { transactionId, timestamp, identity: options.identity, changes }
    if (changes.length > 0) for (const subscriber of subscribers) subscriber(transaction)
    return transaction
  }

  // One transaction at a time, as each reads the dataset the one before left.
  let queue: Promise<unknown> = Promise.resolve()
  function commit(steps: Step[], options: CommitOptions) {
    const result = queue.then(() => apply(steps, options))
    queue = result.catch(() => undefined)
    return result
  }

  load()
  return {
    get: (id: string) => documents.get(id) ?? null,
    all: () => [...documents.values()],
    commit,
    /** Back to the files as they are now (the tests reset between scenarios). */
    reset: load,
    subscribe(subscriber: (transaction: Transaction) => void) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
  }
}

export type Dataset = ReturnType<typeof createDataset>
