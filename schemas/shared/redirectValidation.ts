import type { ValidationContext } from 'sanity'
import { DEFAULT_API_VERSION } from '../../lib/env/public'
import { otherRedirectsQuery } from '../../lib/content/queries'
import {
  duplicateMessage,
  findDuplicateRedirects,
  findRedirectLoop,
  loopMessage,
  redirectFromProblem,
  redirectToProblem,
  type RedirectSummary,
} from '../../lib/content/redirect-rules'
import { baseDocumentId, type RuleResult } from './validation'

/*
 * The Studio's rules for redirects: the shared rules (lib/content/redirect-rules.ts) as Rule.custom
 * functions, and the two that need the other redirects (no duplicates, no loops), asked of the
 * Content Lake through the Studio's client.
 */

/** Asks for the other redirects (any version of any other document); $id is the published id. */
type RedirectFetcher = (id: string) => Promise<RedirectSummary[]>

export const validateRedirectFrom = (from: unknown): RuleResult => redirectFromProblem(from) ?? true

export const validateRedirectTo = (to: unknown, from: unknown): RuleResult => redirectToProblem(to, from) ?? true

const othersTimeoutMs = 8_000

/**
 * The other redirects, or undefined when the Content Lake cannot answer (offline, timed out, no
 * permission): the rule then passes rather than block the editor, as the site checks the whole
 * list again before it applies it.
 */
async function otherRedirects(documentId: string, fetchOthers: RedirectFetcher) {
  const own = baseDocumentId(documentId)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), othersTimeoutMs)
  })
  try {
    const others = await Promise.race([fetchOthers(own), timeout])
    return others.filter((other) => baseDocumentId(other._id) !== own)
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** No other redirect starts from the same address. */
export async function validateUniqueFrom(
  from: unknown,
  documentId: string | undefined,
  fetchOthers: RedirectFetcher,
): Promise<RuleResult> {
  if (!documentId || redirectFromProblem(from)) return true
  const others = await otherRedirects(documentId, fetchOthers)
  return others && findDuplicateRedirects(from, others).length > 0 ? duplicateMessage(from as string) : true
}

/** Following the redirects from where this one leads never comes back to where it starts. */
export async function validateNoLoop(
  to: unknown,
  from: unknown,
  documentId: string | undefined,
  fetchOthers: RedirectFetcher,
): Promise<RuleResult> {
  if (!documentId || redirectFromProblem(from) || redirectToProblem(to, from)) return true
  const others = await otherRedirects(documentId, fetchOthers)
  const loop = others && findRedirectLoop(from, to, others)
  return loop ? loopMessage(from as string, loop) : true
}

/** The other redirects, through the Studio's client. */
const fetchOthersFor =
  (context: ValidationContext): RedirectFetcher =>
  (id) =>
    context
      .getClient({ apiVersion: DEFAULT_API_VERSION })
      .fetch<RedirectSummary[]>(otherRedirectsQuery, { id }, { perspective: 'raw', signal: context.signal })

/** validateUniqueFrom wired to the Studio's client, for Rule.custom. */
export const uniqueFromRule = (from: unknown, context: ValidationContext) =>
  validateUniqueFrom(from, context.document?._id, fetchOthersFor(context))

/** validateNoLoop wired to the Studio's client, for Rule.custom. */
export const noLoopRule = (to: unknown, context: ValidationContext) =>
  validateNoLoop(to, context.document?.from, context.document?._id, fetchOthersFor(context))
