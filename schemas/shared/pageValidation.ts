import { validateImageAlt } from './blogValidation'
import type { RuleResult } from './validation'

/*
 * Studio rules of the page documents, as plain functions with messages in plain words
 * (tests/unit/schemas-pages.test.ts calls them).
 */

/** A carousel slide's alt text: required, since the first slide is the first thing on the home page. */
export function validateSlideAlt(alt: unknown): RuleResult {
  if (typeof alt !== 'string' || !alt.trim())
    return (
      'Describe what the screen shows. Screen readers read this text to visitors who cannot see the picture, ' +
      'and search engines use it: the first slide is the first thing on the home page.'
    )
  return validateImageAlt(alt)
}

/** A country code as postal addresses and search engines read it: two capital letters. */
export function validateCountryCode(code: unknown): RuleResult {
  if (typeof code !== 'string' || !code.trim()) return 'Enter the two-letter country code, for example US.'
  return /^[A-Z]{2}$/.test(code) ? true : 'Use the two-letter country code in capitals, for example US.'
}

/** Each network once: the footer shows one mark per network. */
export function validateSocialLinks(links: unknown): RuleResult {
  if (!Array.isArray(links)) return true
  const platforms = links.map((link) => (link as { platform?: unknown })?.platform).filter(Boolean)
  return new Set(platforms).size === platforms.length ? true : 'List each network once.'
}
