import { defineLocations, type DocumentLocation, type PresentationPluginOptions } from 'sanity/presentation'
import type { FeatureGroup } from '../lib/content/models/feature'
import { asLocale, defaultLocale, type Locale, localeNames, locales, localizedPath } from '../lib/i18n/locales'
import type { CollectionTypeName, TranslatedTypeName } from '../lib/content/document-types'
import { collectionRoutes } from '../lib/collections/routes'
import { fixedPageNames, type FixedPageName } from '../lib/pages/fixed-pages'
import { routes, type RouteName } from '../lib/routes'
import { categoryPath, legalPagePath, pagePath, postPath, collectionItemPath } from '../lib/addresses'

/*
 * Where each content type appears on the site, so the Presentation tool can open the
 * page a document is shown on (and list those pages above the document's form).
 */

/** A document's language, from its `language` field (English when it has none). */
const languageOf = (value: Record<string, unknown> | null | undefined): Locale => asLocale(value?.language)

/** A route of the site, in a document's language: the Spanish home page for a Spanish FAQ item. */
const at = (name: RouteName, language: Locale = 'en'): DocumentLocation => ({
  title: routes[name].name,
  href: localizedPath(routes[name].path, language),
})

/** The pages that list each section of features (see app/[locale]/(site)/page.tsx and features/page.tsx). */
export const featurePages: Record<FeatureGroup, RouteName[]> = {
  capability: ['home', 'features'],
  module: ['home'],
  benefit: ['home'],
  coreValue: ['features'],
  stakeholder: ['features'],
}

/** What a document with a page of its own at its slug (an article, a category, a legal page) selects. */
const ownPageSelection = { title: 'title', slug: 'slug.current', language: 'language' }

/** A document's own page in its language, titled with its title (or `untitled`, or its slug), once it has an address. */
function ownPage(
  value: Record<string, unknown> | null | undefined,
  pathOf: (slug: string) => string,
  untitled?: string,
): DocumentLocation | undefined {
  const slug = typeof value?.slug === 'string' && value.slug ? value.slug : undefined
  return slug
    ? {
        title: typeof value?.title === 'string' && value.title ? value.title : (untitled ?? slug),
        href: localizedPath(pathOf(slug), languageOf(value)),
      }
    : undefined
}

/** Shown on fixed pages of the site, in the document's language. */
const onPages = (names: RouteName[], message?: string) =>
  defineLocations({
    select: { language: 'language' },
    resolve: (document) => ({
      locations: names.map((name) => at(name, languageOf(document))),
      ...(message && { message }),
    }),
  })

/**
 * Shown on fixed pages of the site in every language when English, in its own language otherwise:
 * a document whose English version holds fields every language shows (a plan's prices and limits;
 * a translation holds only its words).
 */
const onPagesSharedFromEnglish = (names: RouteName[]) =>
  defineLocations({
    select: { language: 'language' },
    resolve: (document) => {
      const language = languageOf(document)
      const languages = language === defaultLocale ? locales : [language]
      return {
        locations: languages.flatMap((shown) =>
          names.map((name) => ({ ...at(name, shown), title: `${routes[name].name} (${localeNames[shown].name})` })),
        ),
        ...(language === defaultLocale && {
          message:
            'Its prices, limits and features are shown in every language; its words only in English (each translation holds its own).',
        }),
      }
    },
  })

/** On its own page once it has an address (titled `untitled` while it has no title), and on its list; `missing` says what to do without an address. */
const onOwnPageAndList = (
  pathOf: (slug: string) => string,
  list: RouteName,
  { untitled, missing }: { untitled?: string; missing?: string } = {},
) =>
  defineLocations({
    select: ownPageSelection,
    resolve: (document) => {
      const page = ownPage(document, pathOf, untitled)
      const listPage = at(list, languageOf(document))
      if (page) return { locations: [page, listPage] }
      return { locations: [listPage], ...(missing && { message: missing, tone: 'caution' as const }) }
    },
  })

/** A collection's document (lib/collections): on its own page once it has an address, and on its list. */
const collectionLocations = Object.fromEntries(
  collectionRoutes.map(({ type, list }) => [
    type,
    onOwnPageAndList((slug) => collectionItemPath(type, slug), list, {
      missing: 'Generate the address to see it on its page.',
    }),
  ]),
) as Record<CollectionTypeName, ReturnType<typeof defineLocations>>

/** Where each translated type's documents are shown on the site (the type check asks for an entry for each). */
export const locations: NonNullable<PresentationPluginOptions['resolve']>['locations'] = {
  ...collectionLocations,
  siteSettings: onPages(
    ['home', 'features', 'pricing', 'contact', 'blog'],
    'Shown on every page: the header, the footer and the default search title.',
  ),
  pricingPlan: onPagesSharedFromEnglish(['pricing']),
  faq: onPages(['home']),
  claim: onPages(['home', 'features']),
  feature: defineLocations({
    select: { group: 'group', language: 'language' },
    resolve: (feature) => {
      const language = languageOf(feature)
      const pages = featurePages[feature?.group as FeatureGroup]
      return pages
        ? { locations: pages.map((name) => at(name, language)) }
        : {
            locations: [at('home', language), at('features', language)],
            message: 'Choose “Where it appears” to see this feature on its page.',
            tone: 'caution',
          }
    },
  }),
  post: onOwnPageAndList(postPath, 'blog', {
    untitled: 'Article',
    missing: 'Generate the address to see the article on its page.',
  }),
  category: onOwnPageAndList(categoryPath, 'blog'),
  author: defineLocations({
    select: { name: 'name', language: 'language' },
    resolve: (author) => ({
      locations: [at('blog', languageOf(author))],
      message: 'Shown on each of the author’s articles.',
    }),
  }),
  legalPage: defineLocations({
    select: ownPageSelection,
    resolve: (legalPage) => {
      const page = ownPage(legalPage, legalPagePath)
      return page ? { locations: [page] } : null
    },
  }),
  page: defineLocations({
    select: { ...ownPageSelection, fixedPage: 'fixedPage' },
    resolve: (document) => {
      // A fixed page (home, features, pricing, contact) is at its route's address.
      const fixed = fixedPageNames.find((name: FixedPageName) => name === document?.fixedPage)
      if (fixed) return { locations: [at(fixed, languageOf(document))] }
      const page = ownPage(document, pagePath, 'Page')
      return page
        ? { locations: [page] }
        : { locations: [], message: 'Generate the address to see the page.', tone: 'caution' }
    },
  }),
  trustSettings: onPages(
    ['trust', 'trustAccess'],
    'The NDA is shown on the restricted documents’ page; security.txt is /.well-known/security.txt.',
  ),
  complianceFramework: onPages(['trust']),
  subprocessor: onPages(['trust']),
  trustDocument: onPages(['trust']),
  conformanceReport: defineLocations({
    select: { language: 'language' },
    resolve: () => ({
      locations: [],
      message: 'Shown by the accessibility conformance report section of a page (the Accessibility page).',
    }),
  }),
} satisfies Record<TranslatedTypeName, unknown>

export const previewUrl = {
  previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
} satisfies PresentationPluginOptions['previewUrl']
