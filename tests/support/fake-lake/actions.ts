import type { LakeDocument, Step } from './dataset.ts'
import { applyMutation, LakeError, type Change, type Working } from './mutations.ts'

/*
 * The Actions API (/data/actions) the Studio edits, publishes, unpublishes, discards and deletes
 * documents with, and publishes a content release with (as the Content Lake does at a release's
 * scheduled time). Each action is carried out as the mutations it stands for, on the transaction's
 * working copy, so the listener reports them as the Content Lake does (one event per document).
 */

type Action = { actionType?: string } & Record<string, unknown>

function withoutRev(document: LakeDocument) {
  const copy = { ...document }
  delete copy._rev
  return copy
}

function requireString(action: Action, field: string) {
  const value = action[field]
  if (typeof value !== 'string' || !value) {
    throw new LakeError(400, `${action.actionType} needs "${field}".`, 'validationError')
  }
  return value
}

function checkRevision(document: LakeDocument | null, expected: unknown, what: string) {
  if (typeof expected === 'string' && document?._rev !== expected) {
    throw new LakeError(409, `The ${what} document changed since it was read (revision ${document?._rev ?? 'none'}).`)
  }
}

async function run(working: Working, action: Action): Promise<Change[]> {
  const mutate = (mutation: Parameters<typeof applyMutation>[1]) => applyMutation(working, mutation)
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const publishedId = requireString(action, 'publishedId')
      const attributes = (action.attributes ?? {}) as LakeDocument
      const id = attributes._id ?? `drafts.${publishedId}`
      const kind = action.ifExists === 'ignore' ? 'createIfNotExists' : 'create'
      return mutate({ [kind]: { ...attributes, _id: id } })
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = requireString(action, 'publishedId')
      const attributes = (action.attributes ?? {}) as LakeDocument
      return mutate({ createOrReplace: { ...attributes, _id: attributes._id ?? `drafts.${publishedId}` } })
    }
    case 'sanity.action.document.edit': {
      // Editing a published document without a draft starts the draft from it.
      const draftId = requireString(action, 'draftId')
      const published = working.get(requireString(action, 'publishedId'))
      const changes: Change[] = []
      if (!working.get(draftId) && published) {
        changes.push(...(await mutate({ createIfNotExists: { ...withoutRev(published), _id: draftId } })))
      }
      const patch = (action.patch ?? {}) as Record<string, unknown>
      return [...changes, ...(await mutate({ patch: { ...patch, id: draftId } }))]
    }
    case 'sanity.action.document.publish': {
      const draftId = requireString(action, 'draftId')
      const publishedId = requireString(action, 'publishedId')
      const draft = working.get(draftId)
      if (!draft) throw new LakeError(409, `There is no draft "${draftId}" to publish.`)
      checkRevision(draft, action.ifDraftRevisionId, 'draft')
      checkRevision(working.get(publishedId), action.ifPublishedRevisionId, 'published')
      return [
        ...(await mutate({ createOrReplace: { ...withoutRev(draft), _id: publishedId } })),
        ...(await mutate({ delete: { id: draftId } })),
      ]
    }
    case 'sanity.action.document.unpublish': {
      const draftId = requireString(action, 'draftId')
      const published = working.get(requireString(action, 'publishedId'))
      if (!published) throw new LakeError(409, 'The document is not published.')
      return [
        ...(await mutate({ createIfNotExists: { ...withoutRev(published), _id: draftId } })),
        ...(await mutate({ delete: { id: published._id } })),
      ]
    }
    case 'sanity.action.document.discard':
      return mutate({ delete: { id: requireString(action, 'draftId') } })
    case 'sanity.action.document.version.discard':
      return mutate({ delete: { id: requireString(action, 'versionId') } })
    case 'sanity.action.release.publish': {
      // Every version in the release becomes the published document, all in this one transaction.
      const prefix = `versions.${requireString(action, 'releaseId')}.`
      const versions = working.all().filter((document) => document._id.startsWith(prefix))
      if (!versions.length) throw new LakeError(409, `The release has no documents to publish.`)
      const changes: Change[] = []
      for (const version of versions) {
        const publishedId = version._id.slice(prefix.length)
        changes.push(...(await mutate({ createOrReplace: { ...withoutRev(version), _id: publishedId } })))
        changes.push(...(await mutate({ delete: { id: version._id } })))
      }
      return changes
    }
    case 'sanity.action.document.delete': {
      const drafts = Array.isArray(action.includeDrafts) ? (action.includeDrafts as string[]) : []
      const changes: Change[] = []
      for (const id of [requireString(action, 'publishedId'), ...drafts])
        changes.push(...(await mutate({ delete: { id } })))
      return changes
    }
  }
  throw new LakeError(400, `The fake Content Lake does not know the action "${action.actionType}".`, 'validationError')
}

export const actionSteps = (actions: Action[]): Step[] => actions.map((action) => (working) => run(working, action))
