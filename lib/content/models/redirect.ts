import { z } from 'zod'
import { ContentValidationError } from '../errors'
import {
  describeLoop,
  findDuplicateRedirects,
  findRedirectLoop,
  normaliseRedirectPath,
  redirectFromProblem,
  redirectTargetHostProblem,
  redirectToProblem,
} from '../redirect-rules'
import { withoutNulls } from '../validate'
import { requiredAs, typedDocument } from './shared'

/** ContentValidationError ends the sentence itself. */
const reason = (message: string) => message.replace(/\.$/, '')

/** A redirect staff manage: its from-path (normalised, without a trailing slash), its target, 308 or 307. */
export const redirectModel = typedDocument('redirect')
  .extend({
    from: z.string(requiredAs('text')),
    to: z.string(requiredAs('text')),
    permanent: z.boolean(requiredAs('true or false')).optional().default(false),
  })
  .superRefine((redirect, ctx) => {
    const fromProblem = redirectFromProblem(redirect.from)
    if (fromProblem) ctx.addIssue({ code: 'custom', path: ['from'], message: reason(fromProblem) })
    const toProblem = redirectToProblem(redirect.to, redirect.from)
    if (toProblem) ctx.addIssue({ code: 'custom', path: ['to'], message: reason(toProblem) })
  })
  .transform((redirect) => ({ ...redirect, from: normaliseRedirectPath(redirect.from) }))

export type Redirect = z.output<typeof redirectModel>

/**
 * The list as a whole: one redirect per address, and no chain of redirects that comes back to
 * where it started. The first problem stops everything, naming the documents involved.
 */
export function validateRedirectList(redirects: Redirect[]): Redirect[] {
  redirects.forEach((redirect, index) => {
    const others = redirects.filter((_, other) => other !== index)
    const [duplicate] = findDuplicateRedirects(redirect.from, others)
    if (duplicate) {
      throw new ContentValidationError(
        redirect._id,
        'redirect',
        'from',
        `redirect "${duplicate._id}" also starts from ${redirect.from}; each address can have one redirect only`,
      )
    }
    const loop = findRedirectLoop(redirect.from, redirect.to, others)
    if (loop) {
      throw new ContentValidationError(
        redirect._id,
        'redirect',
        'to',
        `it comes back to itself (${describeLoop(redirect.from, loop)}) through redirect${loop.length > 1 ? 's' : ''} ${loop.map((other) => `"${other._id}"`).join(', ')}`,
      )
    }
  })
  return redirects
}

/*
 * What the site applies (proxy.ts, through lib/content's getRedirectFrom). Redirects are read on
 * a visitor's request, never at build time, so a broken one must not fail the request: each
 * redirect document that breaks a rule is left out, and logged naming its _id and field, while
 * the others keep working. (Other content types still fail the build: lib/content/validate.ts.)
 */

type SkippedRedirect = { _id: string; field: string; reason: string }

/** The server log's line for a redirect left out. */
const skippedRedirectLine = ({ _id, field, reason: why }: SkippedRedirect) =>
  `[redirects] Skipped redirect document "${_id}", field "${field}": ${reason(why)}. Fix it in the Studio (Redirects).`

/** Each problem is logged the first time it is seen, not on every request that reads the list. */
function logOnce(log: (line: string) => void) {
  const seen = new Set<string>()
  return (line: string) => {
    if (seen.has(line)) return
    if (seen.size >= 1_000) seen.clear()
    seen.add(line)
    log(line)
  }
}

const defaultLog = logOnce((line) => console.error(line))

/**
 * The redirects the site can apply from the published documents: each sound by itself, leading
 * only to this site or a host that site settings list (`hosts`), one per address (the first by
 * _id) and in no loop (every redirect of a loop is left out). Never throws for a document.
 */
export function usableRedirects(
  documents: readonly unknown[],
  hosts: unknown,
  log: (line: string) => void = defaultLog,
): Redirect[] {
  const skip = (skipped: SkippedRedirect) => log(skippedRedirectLine(skipped))
  const sound: Redirect[] = []
  for (const document of documents) {
    const id = String((document as { _id?: unknown } | null)?._id ?? '(no _id)')
    const parsed = redirectModel.safeParse(withoutNulls(document))
    if (!parsed.success) {
      const { field, reason: why } = ContentValidationError.fromZod({ _id: id, _type: 'redirect' }, parsed.error)
      skip({ _id: id, field, reason: why })
      continue
    }
    const hostProblem = redirectTargetHostProblem(parsed.data.to, hosts)
    if (hostProblem) skip({ _id: id, field: 'to', reason: hostProblem })
    else sound.push(parsed.data)
  }
  sound.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))

  const unique = sound.filter((redirect, index) => {
    const [first] = findDuplicateRedirects(redirect.from, sound.slice(0, index))
    if (first)
      skip({ _id: redirect._id, field: 'from', reason: `redirect "${first._id}" already starts from ${redirect.from}` })
    return !first
  })

  let applied = unique
  for (;;) {
    const looping = applied.find((redirect) =>
      findRedirectLoop(
        redirect.from,
        redirect.to,
        applied.filter((other) => other !== redirect),
      ),
    )
    if (!looping) return applied
    const loop = findRedirectLoop(
      looping.from,
      looping.to,
      applied.filter((other) => other !== looping),
    )!
    const circle = describeLoop(looping.from, loop)
    for (const member of [looping, ...loop])
      skip({ _id: member._id, field: 'to', reason: `it is part of a loop (${circle})` })
    applied = applied.filter((redirect) => redirect !== looping && !loop.includes(redirect))
  }
}

/** The redirect that starts from `path` (as the site received it), if any. */
export const findRedirect = (redirects: Redirect[], path: string) =>
  redirects.find((redirect) => redirect.from === normaliseRedirectPath(path))
