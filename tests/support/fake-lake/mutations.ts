import { randomUUID } from 'node:crypto'
import { Mutation } from '@sanity/mutator'
import { evaluateGroq } from '../../../lib/content/sources/bundled.ts'
import type { LakeDocument } from './dataset.ts'

/*
 * One mutation of the Content Lake's mutate API applied to a transaction's working copy:
 * create, createOrReplace, createIfNotExists, delete (by id or query) and patch (by id or
 * query; set, unset, setIfMissing, inc, dec, insert, diffMatchPatch), with Sanity's own
 * patch engine (@sanity/mutator, what the Studio applies the same patches with).
 */

export type MutationInput = Record<string, Record<string, unknown>>

export type Working = {
  get(id: string): LakeDocument | null
  set(id: string, document: LakeDocument | null): void
  all(): LakeDocument[]
}

/** A document a mutation touched, and the mutation as it applied to that document. */
export type Change = { id: string; mutation: MutationInput }

/** A refusal the API answers with a status and Sanity's error body. */
export class LakeError extends Error {
  status: number
  type: string
  constructor(status: number, message: string, type = 'mutationError') {
    super(message)
    this.status = status
    this.type = type
  }
}

const clone = <T>(value: T): T => structuredClone(value)

/** `create` may leave the id out, or give a prefix ending in a dot (`drafts.`): the lake completes it. */
function idFor(document: Record<string, unknown>) {
  const id = typeof document._id === 'string' ? document._id : ''
  return !id || id.endsWith('.') ? `${id}${randomUUID()}` : id
}

async function idsOf(working: Working, target: Record<string, unknown>) {
  if (typeof target.id === 'string') return [target.id]
  if (typeof target.query === 'string') {
    const found = await evaluateGroq(working.all(), target.query, (target.params ?? {}) as never)
    return (Array.isArray(found) ? found : [found]).flatMap((document) =>
      document && typeof document._id === 'string' ? [document._id as string] : [],
    )
  }
  throw new LakeError(400, 'A delete or patch needs an id or a query.', 'validationError')
}

function createDocument(working: Working, kind: string, input: Record<string, unknown>): Change[] {
  const id = idFor(input)
  if (kind === 'createOrReplace' || kind === 'createIfNotExists') {
    if (typeof input._id !== 'string' || !input._id)
      throw new LakeError(400, `${kind} needs an _id.`, 'validationError')
  }
  if (typeof input._type !== 'string' || !input._type) {
    throw new LakeError(400, `Document "${id}" has no _type.`, 'validationError')
  }
  const existing = working.get(id)
  if (existing && kind === 'create') throw new LakeError(409, `Document by ID "${id}" already exists`)
  if (existing && kind === 'createIfNotExists') return []
  const document = { ...clone(input), _id: id } as LakeDocument
  working.set(id, document)
  return [{ id, mutation: { [kind]: document } }]
}

export async function applyMutation(working: Working, mutation: MutationInput): Promise<Change[]> {
  const [kind, ...more] = Object.keys(mutation)
  if (!kind || more.length > 0) throw new LakeError(400, 'Each mutation has exactly one kind.', 'validationError')
  const body = mutation[kind]!
  switch (kind) {
    case 'create':
    case 'createOrReplace':
    case 'createIfNotExists':
      return createDocument(working, kind, body)
    case 'delete': {
      const ids = (await idsOf(working, body)).filter((id) => working.get(id) !== null)
      for (const id of ids) working.set(id, null)
      return ids.map((id) => ({ id, mutation: { delete: { id } } }))
    }
    case 'patch': {
      const { ifRevisionID } = body
      const targeting = new Set(['id', 'query', 'params', 'ifRevisionID'])
      const operations = Object.fromEntries(Object.entries(body).filter(([name]) => !targeting.has(name)))
      const changes: Change[] = []
      for (const id of await idsOf(working, body)) {
        const document = working.get(id)
        if (!document) throw new LakeError(409, `Document "${id}" not found`)
        if (typeof ifRevisionID === 'string' && ifRevisionID !== document._rev) {
          throw new LakeError(
            409,
            `Document "${id}" has unexpected revision ID ("${document._rev}"), expected "${ifRevisionID}"`,
          )
        }
        const patch = { id, ...clone(operations) }
        const patched = new Mutation({ mutations: [{ patch }] } as never).apply(clone(document)) as LakeDocument
        working.set(id, patched)
        changes.push({ id, mutation: { patch } })
      }
      return changes
    }
  }
  throw new LakeError(400, `Unknown mutation "${kind}".`, 'validationError')
}
