import type { ValidationContext } from 'sanity'
import { DEFAULT_API_VERSION } from '../../lib/env/public'
import { otherRedirectsQuery, redirectHostsQuery } from '../../lib/content/queries'
import {
  duplicateHosts,
  duplicateMessage,
  findDuplicateRedirects,
  findRedirectLoop,
  loopMessage,
  redirectFromProblem,
  redirectHostProblem,
  redirectTargetHostProblem,
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

/** Asks for the host names published site settings list (redirectHosts). */
type HostsFetcher = () => Promise<unknown>

const lakeTimeoutMs = 8_000

/**
 * What the Content Lake answers, or undefined when it cannot answer (offline, timed out, no
 * permission): the rule then passes rather than block the editor, as the site checks every
 * redirect again before it applies it, and leaves out one that breaks a rule.
 */
async function askLake<T>(ask: () => Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), lakeTimeoutMs)
  })
  try {
    return await Promise.race([ask(), timeout])
  } catch {
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** The other redirects, or undefined when the Content Lake cannot answer. */
async function otherRedirects(documentId: string, fetchOthers: RedirectFetcher) {
  const own = baseDocumentId(documentId)
  const others = await askLake(() => fetchOthers(own))
  return others?.filter((other) => baseDocumentId(other._id) !== own)
}

/** Another website is a target only when the published site settings list its host. */
export async function validateTargetHost(to: unknown, fetchHosts: HostsFetcher): Promise<RuleResult> {
  if (redirectToProblem(to) || redirectTargetHostProblem(to, []) === undefined) return true
  const hosts = await askLake(fetchHosts)
  return (hosts !== undefined && redirectTargetHostProblem(to, hosts)) || true
}

/** Site settings' list of hosts: each a bare host name, listed once. */
export function validateRedirectHost(hosts: unknown): RuleResult {
  if (hosts === undefined) return true
  if (!Array.isArray(hosts)) return 'Enter a list of host names, for example www.hhs.gov.'
  for (const [index, host] of hosts.entries()) {
    const problem = redirectHostProblem(host)
    if (problem) return `“${String(host ?? '')}”: ${problem}`
    if (duplicateHosts(host, hosts.slice(0, index)).length) return `${host} is in the list twice: remove one.`
  }
  return true
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

/** The published site settings' host names, through the Studio's client. */
const fetchHostsFor =
  (context: ValidationContext): HostsFetcher =>
  () =>
    context
      .getClient({ apiVersion: DEFAULT_API_VERSION })
      .fetch<unknown>(redirectHostsQuery, {}, { perspective: 'published', signal: context.signal })

/** validateTargetHost wired to the Studio's client, for Rule.custom. */
export const targetHostRule = (to: unknown, context: ValidationContext) =>
  validateTargetHost(to, fetchHostsFor(context))

/** validateUniqueFrom wired to the Studio's client, for Rule.custom. */
export const uniqueFromRule = (from: unknown, context: ValidationContext) =>
  validateUniqueFrom(from, context.document?._id, fetchOthersFor(context))

/** validateNoLoop wired to the Studio's client, for Rule.custom. */
export const noLoopRule = (to: unknown, context: ValidationContext) =>
  validateNoLoop(to, context.document?.from, context.document?._id, fetchOthersFor(context))
