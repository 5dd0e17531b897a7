import {
  isShownTypeName,
  renamedTypeNames,
  sharedFieldTypeNames,
  type ShownTypeName,
} from '../content/document-types.ts'
import { fixedPageTag, languageTag, postTag } from '../content/tags.ts'
import { isFixedPageName } from '../pages/fixed-pages.ts'
import { defaultLocale, isLocale } from '../i18n/locales.ts'

/*
 * Which cache tags a published change expires (lib/content/tags.ts says how fetches are tagged).
 * A change refreshes only its language's pages, with three exceptions, where other languages
 * show it too:
 * - a document without a language (redirects, and English documents written before the site had
 *   languages), and an English pricing plan, whose prices, limits and flags every language
 *   shows: its type in every language;
 * - an article or category whose address is new, renamed or removed: its type in every language,
 *   as the other languages' versions of it list that address (hreflang alternates, the sitemap's,
 *   the language switcher); a change that keeps its address stays in its language;
 * - translation metadata, which links documents to their translations: the linked type in every
 *   language.
 * An article's own page is tagged with its slug as well, so an edit to it refreshes that page and
 * its language's lists, not every article's page.
 */

/** The webhook's projection (lib/publish/webhook-config.ts), as far as the tags depend on it. */
export type PublishedChange = {
  type: ShownTypeName
  language?: unknown
  /** create, update or delete (the projection's delta::operation()); anything else counts as not an update. */
  operation?: unknown
  slug?: unknown
  previousSlug?: unknown
  /** A page document's fixed page ("home"), when it is one (the projection's fixedPage). */
  fixedPage?: unknown
}

/** The types whose documents have an address of their own that the other languages' pages show. */
const addressedTypes: readonly ShownTypeName[] = renamedTypeNames

/** The types whose English document holds fields every language shows (lib/content/queries.ts, pricingPlansQuery). */
const sharedFieldTypes: readonly ShownTypeName[] = sharedFieldTypeNames

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== ''

/**
 * Whether the change is an update that kept its address, or had none before and after (a fixed
 * page's is its route's): only then is it certainly one language's business.
 */
const keptItsAddress = ({ operation, slug, previousSlug }: PublishedChange) =>
  operation === 'update' && (nonEmpty(slug) ? slug === previousSlug : slug == null && previousSlug == null)

/** The tags one published document expires. */
export function expiredTags(change: PublishedChange): string[] {
  const { type, language, slug } = change
  const ownPage = type === 'post' && nonEmpty(slug) ? [postTag(slug)] : []
  const everyLanguage =
    !isLocale(language) ||
    (language === defaultLocale && sharedFieldTypes.includes(type)) ||
    (addressedTypes.includes(type) && !keptItsAddress(change))
  if (everyLanguage) return [type, ...ownPage]
  // A fixed page's own edit, in its language, refreshes that page alone (lib/content's getFixedPage).
  if (type === 'page' && isFixedPageName(change.fixedPage)) return [fixedPageTag(change.fixedPage, language)]
  return [languageTag(type, language), ...ownPage]
}

/**
 * The types a translation.metadata document links (its `schemaTypes`) that the site renders, each
 * to expire in every language; undefined when the body carries no list (the projection lacks it).
 */
export function linkedTypes(schemaTypes: unknown): ShownTypeName[] | undefined {
  return Array.isArray(schemaTypes) ? [...new Set(schemaTypes.filter(isShownTypeName))] : undefined
}
