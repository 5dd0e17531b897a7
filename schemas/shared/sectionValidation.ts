import { pageSlugProblem } from '../../lib/pages/slug-rules'
import { sectionTitle } from '../../lib/sections/registry'
import type { RequiredField, StoredSection } from '../../lib/sections/schema-parts'
import { validateSlug } from './blogValidation'
import type { RuleResult } from './validation'

/*
 * The Studio's rules of a page document (schemas/documents/page.ts), as plain functions with
 * messages in plain words (tests/unit/page-validation.test.ts calls them).
 */

const ordinal = (position: number) => {
  const suffix =
    position % 100 >= 11 && position % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[position % 10] ?? 'th')
  return `${position}${suffix}`
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && value.length === 0)

/**
 * Each section that lacks a field it needs, named with its page and its place on the page:
 * “Security and HIPAA”, 3rd section (FAQ): write its heading. Hidden sections count too: staff may
 * show them again at any time.
 */
export function validatePageSections(
  pageTitle: unknown,
  sections: unknown,
  requiredFields: Record<string, Record<string, RequiredField>>,
): RuleResult {
  if (!Array.isArray(sections)) return true
  const page = typeof pageTitle === 'string' && pageTitle.trim() ? `“${pageTitle.trim()}”` : 'This page'
  const problems = (sections as StoredSection[]).flatMap((section, index) => {
    const type = String(section?._type)
    const missing = Object.entries(requiredFields[type] ?? {}).flatMap(([field, required]) => {
      const name = typeof required === 'function' ? required(section) : required
      return name && isEmpty(section?.[field]) ? [name] : []
    })
    return missing.length
      ? [`${page}, ${ordinal(index + 1)} section (${sectionTitle(type)}): fill in its ${missing.join(', ')}.`]
      : []
  })
  return problems.length ? problems.join(' ') : true
}

const shownSections = (sections: unknown) =>
  Array.isArray(sections) ? (sections as StoredSection[]).filter((section) => section?.hidden !== true) : []

/**
 * The contact page keeps a contact form that shows: visitors write there, and the form's posts go
 * to that page's address. Any other page may do without one.
 */
export function validateContactPageForm(fixedPage: unknown, sections: unknown): RuleResult {
  if (fixedPage !== 'contact') return true
  const shown = shownSections(sections).some((section) => section._type === 'contactFormSection')
  return shown || 'The Contact Us page needs its contact form section, shown: add it back, or unhide it.'
}

/** A page's slug: a valid slug that is not an address the site's code answers (/pricing, /studio, /es). */
export function validatePageSlug(slug: unknown): RuleResult {
  const valid = validateSlug(slug)
  if (valid !== true) return valid
  return pageSlugProblem((slug as { current: string }).current) ?? true
}
