import { z } from 'zod'
import { ContentValidationError } from '../errors'
import {
  describeLoop,
  findDuplicateRedirects,
  findRedirectLoop,
  normaliseRedirectPath,
  redirectFromProblem,
  redirectToProblem,
} from '../redirect-rules'
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

/** The redirect that starts from `path` (as the site received it), if any. */
export const findRedirect = (redirects: Redirect[], path: string) =>
  redirects.find((redirect) => redirect.from === normaliseRedirectPath(path))
