import { documentTypes } from '../content/document-types.ts'
import { routes } from '../routes.ts'
import type { RedirectStore } from './redirect-stores.ts'
import { checkPlannedList, describePlan, isEmptyPlan, planRename, type Rename } from './renames.ts'
import { describeError } from '../log.ts'

/*
 * Saving the redirects of a rename (lib/publish/renames.ts) in the store, from the publish
 * webhook. Renames are saved one at a time in this process, as each reads the list the one before
 * wrote (a release may publish several renamed articles at once).
 */

export type RenameOutcome =
  | { saved: true; summary: string }
  /** `retry`: the store failed, and the same webhook again may succeed (Sanity resends on a 5xx). */
  | { saved: false; reason: string; retry: boolean }

async function save(store: RedirectStore | { missing: string }, rename: Rename): Promise<RenameOutcome> {
  // What staff call it, as its route says: "An article", "A case study".
  const what = routes[documentTypes[rename.type].address].name
  if ('missing' in store) {
    const reason = `${store.missing}. Add it in the Studio under Redirects (from ${rename.from} to ${rename.to}, permanent), or give the server the token`
    console.warn(`[publish] ${what} moved from ${rename.from} to ${rename.to}, but no redirect was saved: ${reason}.`)
    return { saved: false, reason, retry: false }
  }
  const failed = (reason: string, retry: boolean): RenameOutcome => {
    console.error(`[publish] ${what} moved from ${rename.from} to ${rename.to}, but no redirect was saved: ${reason}.`)
    return { saved: false, reason, retry }
  }
  let redirects
  try {
    redirects = await store.read()
  } catch (error) {
    return failed(`the redirects in ${store.where} could not be read: ${describeError(error)}`, true)
  }
  const plan = planRename(redirects, rename)
  if (isEmptyPlan(plan)) return { saved: true, summary: describePlan(rename, plan) }
  try {
    checkPlannedList(redirects, plan)
  } catch (error) {
    return failed(`the list of redirects would not stay valid (${describeError(error)}); fix it in the Studio`, false)
  }
  try {
    await store.write(plan)
  } catch (error) {
    return failed(`writing to ${store.where} failed: ${describeError(error)}`, true)
  }
  const summary = describePlan(rename, plan)
  console.info(`[publish] ${what} moved, redirects saved: ${summary}.`)
  return { saved: true, summary }
}

/** Saves each rename's redirects in `store`, one rename at a time. */
export function renameRecorder(store: RedirectStore | { missing: string }) {
  let queue: Promise<unknown> = Promise.resolve()
  return function recordRename(rename: Rename): Promise<RenameOutcome> {
    const outcome = queue.then(() => save(store, rename))
    queue = outcome
    return outcome
  }
}
