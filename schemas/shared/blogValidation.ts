import { reservedPostSlugs } from '../../lib/blog/addresses'
import type { RuleResult } from './validation'

/*
 * Studio rules of the blog and legal pages, as plain functions with messages in plain words
 * (tests/unit/blog-schemas.test.ts calls them).
 */

/** Alt text: required, and not the file name or a bare "image". */
export function validateImageAlt(alt: unknown): RuleResult {
  if (typeof alt !== 'string' || !alt.trim())
    return 'Describe the image for readers who cannot see it, for example “A nurse scanning a wristband”.'
  if (/^(image|picture|photo)$/i.test(alt.trim()) || /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(alt.trim()))
    return 'Say what the image shows, not that it is an image or its file name.'
  return true
}

/** An external link: a full https:// (or http:// or mailto:) address. */
export function validateExternalHref(href: unknown): RuleResult {
  if (typeof href !== 'string' || !href.trim()) return 'Enter the address this link leads to.'
  if (href.startsWith('/'))
    return 'For a page of this site, use “Link to a page of this site” instead, so the link follows the page if it moves.'
  if (!/^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s@]+@[^\s@]+)$/.test(href.trim()))
    return 'Enter a full address starting with https://, for example https://www.hhs.gov/hipaa.'
  return true
}

/** An internal link leads to one page: an article, category or legal page, or one of the site's pages. */
export function validateInternalLink(link: unknown): RuleResult {
  const { reference, page } = (link ?? {}) as { reference?: unknown; page?: unknown }
  if (!reference && !page) return 'Pick the page this link leads to.'
  if (reference && page) return 'Pick either an article, category or legal page, or one of the site’s pages, not both.'
  return true
}

/** A slug: lowercase words joined by dashes, as it appears in the address. */
export function validateSlug(slug: unknown): RuleResult {
  const current = (slug as { current?: unknown } | undefined)?.current
  if (typeof current !== 'string' || !current) return 'Generate the address from the title, or type one.'
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current))
    return 'Use lowercase letters, digits and single dashes only, for example “hipaa-basics-for-clinics”.'
  return true
}

/** A warning (not an error) when a search title or description is longer than search engines show. */
export function lengthWarning(limit: number, what: string) {
  return (value: unknown): RuleResult =>
    typeof value === 'string' && value.length > limit
      ? `Search engines show about ${limit} characters of a ${what}; this one has ${value.length}, so the end may be cut off.`
      : true
}

/** An article's slug: a valid slug that is not one of the blog's own routes (/blog/page/2). */
export function validatePostSlug(slug: unknown): RuleResult {
  const valid = validateSlug(slug)
  if (valid !== true) return valid
  const current = (slug as { current: string }).current
  return (reservedPostSlugs as readonly string[]).includes(current)
    ? `“${current}” is taken by the blog’s own pages: add a word, for example “${current}-guide”.`
    : true
}

/** Search engines show about 60 characters of a title: a long headline needs a shorter search title. */
export function validateSearchTitle(seoTitle: unknown, headline: unknown): RuleResult {
  if (typeof seoTitle === 'string' && seoTitle.trim()) return lengthWarning(60, 'title')(seoTitle)
  return typeof headline === 'string' && headline.length > 60
    ? `The headline has ${headline.length} characters and search engines show about 60: write a shorter search title here.`
    : true
}
