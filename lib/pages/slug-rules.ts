import { codeRedirects } from '../code-redirects.ts'
import { reservedFirstSegments } from '../routes/areas.ts'

/*
 * The rule of a page's slug, shared by the Studio (schemas/documents/page.ts) and the zod model
 * (lib/content/models/page.ts): a page built from sections lives at /<slug>, so its slug may not
 * be an address the site's code already answers.
 */

/** Every first segment the site's code answers, with what it is: lib/routes.ts's, and the code redirects'. */
const reserved = (() => {
  const segments = reservedFirstSegments()
  for (const rule of codeRedirects) {
    const first = rule.source.split('/')[1]?.toLowerCase()
    if (first && !first.startsWith(':') && !segments.has(first))
      segments.set(first, `a redirect to ${rule.destination}`)
  }
  return segments
})()

/** Why the site's code already answers /<slug>, or undefined when a page may have it. */
export const reservedSlugReason = (slug: string) => reserved.get(slug.toLowerCase())

/** The slugs a page may not take. */
export const reservedPageSlugs = () => [...reserved.keys()]

/**
 * Why a page may not have this slug, in plain words, or undefined: the zod model's reason (its
 * error ends the sentence), and the start of the Studio's message.
 */
export function reservedSlugProblem(slug: string): string | undefined {
  const reason = reservedSlugReason(slug)
  return reason ? `/${slug} is already ${reason}, so this page could never be reached there` : undefined
}

/** The Studio's message for a slug the site's code answers, or undefined. */
export function pageSlugProblem(slug: string): string | undefined {
  const problem = reservedSlugProblem(slug)
  return problem ? `${problem}. Choose another address, for example “${slug}-info”.` : undefined
}
