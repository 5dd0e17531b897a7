import { createHash } from 'node:crypto'
import { isRenamedTypeName, type RenamedTypeName } from '../content/document-types.ts'
import { redirectModel, validateRedirectList } from '../content/models/redirect.ts'
import { normaliseRedirectPath } from '../content/redirect-rules.ts'
import { defaultLocale, isLocale, localizedPath, type Locale } from '../i18n/locales.ts'
import { documentPath } from '../addresses.ts'

/*
 * A published article, category or page built from sections whose slug changed leaves its old address behind: a permanent
 * redirect from it to the new one keeps its links and search ranking. The publish webhook carries
 * the slug before and after (lib/publish/webhook-config.ts); this works out which redirects to
 * save and remove, as one change to the list staff see in the Studio's Redirects (the addresses in
 * the document's language: a Spanish article's are below /es/blog):
 * - the old address redirects to the new one (a redirect from it already, staff's or an earlier
 *   rename's, is pointed there);
 * - chains collapse: a redirect that led to the old address leads to the new one (a → b → c
 *   becomes a → c and b → c);
 * - a redirect from the new address is removed: the address is the document's again (a rename
 *   back, b → a, removes a → b rather than make a loop).
 */

export type Rename = { type: RenamedTypeName; from: string; to: string }

/** A redirect as the list holds it (lib/content/queries.ts, redirectsQuery). */
export type StoredRedirect = { _id: string; from: string; to: string; permanent?: boolean }

export type RenamePlan = {
  /** New redirects (the old address's, when none started there). */
  create: StoredRedirect[]
  /** Redirects whose target changes: the old address's becomes permanent, as a rename is; the others keep theirs. */
  update: { _id: string; to: string; permanent: boolean }[]
  /** Redirects from the new address. */
  remove: string[]
}

/** A document's language from its `language` field: none is English (written before the site had languages). */
function languageOf(language: unknown): Locale | undefined {
  if (language === undefined || language === null) return defaultLocale
  return isLocale(language) ? language : undefined
}

/**
 * The rename a webhook's body describes (`_type`, `language`, `slug`, `previousSlug`), with the
 * addresses in the document's language; undefined for anything else, and for a document in a
 * language the site does not have (it has no address).
 */
export function renameOf(body: {
  _type?: unknown
  language?: unknown
  slug?: unknown
  previousSlug?: unknown
}): Rename | undefined {
  const { _type: type, slug, previousSlug } = body
  if (!isRenamedTypeName(type)) return undefined
  if (typeof slug !== 'string' || typeof previousSlug !== 'string' || !slug || !previousSlug) return undefined
  if (slug === previousSlug) return undefined
  const language = languageOf(body.language)
  if (!language) return undefined
  const address = (slug: string) => localizedPath(documentPath({ _type: type, slug }), language)
  return { type, from: address(previousSlug), to: address(slug) }
}

/** The id of the redirect a rename creates: one per old address, so a repeated webhook changes nothing. */
export const renameRedirectId = (from: string) =>
  `redirect-renamed-${createHash('sha256').update(normaliseRedirectPath(from)).digest('hex').slice(0, 20)}`

/** The same target with its path replaced, its query and fragment kept. */
const retarget = (to: string, path: string) => path + to.slice(to.search(/[?#]|$/))
const targetPath = (to: string) =>
  to.startsWith('/') && !to.startsWith('//') ? normaliseRedirectPath(to.split(/[?#]/, 1)[0]!) : undefined

/** What the rename changes in `redirects` (the published list); nothing when it is already done. */
export function planRename(redirects: StoredRedirect[], rename: Rename): RenamePlan {
  const from = normaliseRedirectPath(rename.from)
  const to = normaliseRedirectPath(rename.to)
  const plan: RenamePlan = { create: [], update: [], remove: [] }
  if (from === to) return plan
  const starting = (path: string) => (redirect: StoredRedirect) => normaliseRedirectPath(redirect.from) === path
  plan.remove = redirects.filter(starting(to)).map((redirect) => redirect._id)
  for (const redirect of redirects.filter((candidate) => !starting(to)(candidate))) {
    const permanent = redirect.permanent === true
    if (starting(from)(redirect)) {
      if (redirect.to !== to || !permanent) plan.update.push({ _id: redirect._id, to, permanent: true })
    } else if (targetPath(redirect.to) === from) {
      plan.update.push({ _id: redirect._id, to: retarget(redirect.to, to), permanent })
    }
  }
  if (!redirects.some(starting(from))) plan.create.push({ _id: renameRedirectId(from), from, to, permanent: true })
  return plan
}

export const isEmptyPlan = (plan: RenamePlan) => !plan.create.length && !plan.update.length && !plan.remove.length

/** The list after the plan. */
export function applyPlan(redirects: StoredRedirect[], plan: RenamePlan): StoredRedirect[] {
  const updates = new Map(plan.update.map((update) => [update._id, update]))
  return [
    ...redirects
      .filter((redirect) => !plan.remove.includes(redirect._id))
      .map((redirect) => ({ ...redirect, ...updates.get(redirect._id) })),
    ...plan.create,
  ]
}

/**
 * The site's own checks of the list as a whole (each redirect valid, one per address, no loop),
 * over the list after the plan: a plan that would break the redirects is never written.
 */
export function checkPlannedList(redirects: StoredRedirect[], plan: RenamePlan) {
  validateRedirectList(
    applyPlan(redirects, plan).map((redirect) => redirectModel.parse({ _type: 'redirect', ...redirect })),
  )
}

/** "/blog/a → /blog/b: 1 new, 1 retargeted, 1 removed", for logs and the webhook's answer. */
export function describePlan(rename: Rename, plan: RenamePlan) {
  const parts = [
    plan.create.length && `${plan.create.length} new`,
    plan.update.length && `${plan.update.length} retargeted`,
    plan.remove.length && `${plan.remove.length} removed`,
  ].filter(Boolean)
  return `${rename.from} → ${rename.to}: ${parts.length ? parts.join(', ') : 'already redirected'}`
}
