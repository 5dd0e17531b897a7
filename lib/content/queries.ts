import { defineQuery } from 'groq'
import { sectionsProjection, sectionsSearchText } from '../sections/registry.ts'
import { searchedTypeNames, unaddressedSearchedTypeNames } from './document-types.ts'
import {
  image,
  inDefaultLanguage,
  inLanguage,
  inLanguageOrDefault,
  linkFields,
  richText,
  translatedField,
  translatedOrUntranslated,
} from './fragments.ts'

export { inDefaultLanguage, inLanguage }

/*
 * Every GROQ query the site runs. Each returns documents of one type, with _id and
 * _type so that a document that fails its model can be named in the error.
 * FAQ items, features and plans are ordered by drag and drop in the Studio (orderRank, their English
 * original's in every language); a document without a rank yet falls back to its display-order
 * number (order).
 */

/**
 * The version in `language` (a GROQ expression: "en", $language) of the document in hand (`^`), as
 * @sanity/document-internationalization's metadata links them; null when it has none. Followed
 * by the field to read: `${versionIn('$to')}slug.current`.
 */
const versionIn = (language: string) =>
  `*[_type == "translation.metadata" && references(^._id)][0].translations[coalesce(language, _key) == ${language}][0].value->`

/**
 * The documents `filter` finds, with `fields`, in the order staff dragged them: by their English
 * original's rank (staff drag only the English documents, which the Studio's lists show, and each
 * translation keeps the rank it was copied with), so every language shows the order staff chose.
 */
const inStaffOrder = (filter: string, fields: string) =>
  `*[${filter}] { ..., "rank": coalesce(${versionIn('"en"')}orderRank, orderRank) } | order(rank asc, order asc, _id asc) { ${fields} }`

export const faqsQuery = defineQuery(
  inStaffOrder(`_type == "faq" && ${inLanguage}`, '_id, _type, orderRank, order, question, answer'),
)

export const featuresQuery = defineQuery(
  inStaffOrder(
    `_type == "feature" && group == $group && ${inLanguage}`,
    '_id, _type, orderRank, order, title, description, icon, group',
  ),
)

/**
 * A plan's prices, limits and flags are entered once, on its English document; a translation
 * (@sanity/document-internationalization's metadata links them) holds only its words, which
 * replace the English ones in its language.
 */
const planTranslation = versionIn('$language')

/** Every feature in $language, whatever its kind: the ones a page's feature grid chose. */
export const allFeaturesQuery = defineQuery(
  inStaffOrder(`_type == "feature" && ${inLanguage}`, '_id, _type, orderRank, order, title, description, icon, group'),
)

export const pricingPlansQuery = defineQuery(
  `*[_type == "pricingPlan" && ${inDefaultLanguage}] | order(orderRank asc, order asc, monthlyPrice asc) {
    _id, _type, orderRank, order, tier, monthlyPrice, annualPrice,
    unlimitedIntegrations, integrationLimit,
    hipaaCompliant, advancedSecurity, unlimitedStorage, dedicatedAccountManager,
    "name": coalesce(${planTranslation}name, name),
    "tagline": coalesce(${planTranslation}tagline, tagline),
    "highlights": coalesce(${planTranslation}highlights, highlights)
  }`,
)

export const claimsQuery = defineQuery(
  `*[_type == "claim" && ${inLanguage}] | order(order asc, _id asc) { _id, _type, order, figure, unit, statement, evidence{ measured, population, period, source, date } }`,
)

/** Studio validation: the plans of a tier, drafts and versions included (one plan per tier). */
export const plansOfTierQuery = defineQuery(`*[_type == "pricingPlan" && tier == $tier]{ _id, name }`)

/** The redirects staff manage; proxy.ts applies them to addresses the site does not answer itself. */
export const redirectsQuery = defineQuery(
  `*[_type == "redirect"] | order(from asc, _id asc) { _id, _type, from, to, permanent }`,
)

/**
 * Studio validation: every other redirect, drafts and versions included (no two from the same
 * address, no loops). $id is the document's published id; its draft is left out too.
 */
export const otherRedirectsQuery = defineQuery(
  `*[_type == "redirect" && !(_id in [$id, "drafts." + $id])]{ _id, from, to }`,
)

/**
 * The hosts of other websites a redirect may lead to: entered once, on the English site settings
 * (a field shared by every language), read by the site and by the Studio's validation of redirects.
 */
export const redirectHostsQuery = defineQuery(
  `*[_type == "siteSettings" && ${inDefaultLanguage}] | order(_id asc) [0].redirectHosts`,
)

/** The contact inbox in the Content Lake, newest first (`npm run inbox`); a message from before its language was kept is English. */
export const contactInboxQuery = defineQuery(
  `*[_type == "contactMessage"] | order(submittedAt desc, _id desc) [0...$limit] {
    "id": _id, name, email, subject, message, "locale": coalesce(locale, "en"), submittedAt
  }`,
)

/*
 * The blog and the legal pages. Images are projected with their asset dereferenced (URL and
 * size), so the pages can size them and the loader can crop them to the editor's hotspot.
 */

/** Each language's published slug of an article or category (@sanity/document-internationalization's metadata). */
const translations = `"translations": *[_type == "translation.metadata" && references(^._id)][0].translations[]{ "language": coalesce(language, _key), "slug": value->slug.current }`

const postCard = `_id, _type, title, "slug": slug.current, excerpt, publishedAt, ${translations},
  "coverImage": coverImage${image},
  "category": category->{ _id, _type, title, "slug": slug.current },
  "author": author->{ _id, _type, name }`

/** Published articles with an address, newest first; $category is a category's slug, or "" for all. */
export const postCardsQuery = defineQuery(
  `*[_type == "post" && defined(slug.current) && ${inLanguage} && ($category == "" || category->slug.current == $category)]
    | order(publishedAt desc, _id asc) { ${postCard} }`,
)

export const postBySlugQuery = defineQuery(
  `*[_type == "post" && slug.current == $slug && ${inLanguage}][0...1] {
    ${postCard},
    "author": author->{ _id, _type, name, role, bio, "photo": photo${image} },
    "category": category->{ _id, _type, title, "slug": slug.current, description },
    "body": body[]${richText('$language')},
    seoTitle, seoDescription
  }`,
)

/** Up to three other articles of the same category, newest first. */
export const relatedPostsQuery = defineQuery(
  `*[_type == "post" && defined(slug.current) && category._ref == $categoryId && _id != $postId]
    | order(publishedAt desc, _id asc) [0...3] { ${postCard} }`,
)

export const categoriesQuery = defineQuery(
  `*[_type == "category" && defined(slug.current) && ${inLanguage}] | order(title asc) { _id, _type, title, "slug": slug.current, description, ${translations} }`,
)

export const legalPageQuery = defineQuery(
  `*[_type == "legalPage" && slug.current == $slug && ${inLanguage}][0...1] {
    _id, _type, title, "slug": slug.current, description, lastUpdated, "body": body[]${richText('$language')}
  }`,
)

/*
 * The page documents: one of each (the Studio opens them by their fixed _id, which is their type).
 * Images come with their asset dereferenced, as above; the rest of the copy as it is stored.
 */
const seo = `"seo": seo{ title, description, "shareImage": shareImage${image} }`

export const siteSettingsQuery = defineQuery(
  `*[_type == "siteSettings" && ${inLanguage}] | order(_id asc) [0...1] {
    _id, _type, companyName, footerTagline, "headerLinks": headerLinks[]{ ${linkFields('$language')} }, signInLabel, signUpLabel,
    "footerColumns": footerColumns[]{ _key, title, "links": links[]{ ${linkFields('$language')}, note } },
    "defaultSeo": defaultSeo{ title, description, "shareImage": shareImage${image} },
    contact, billing, planActions, featureLabels,
    "socialLinks": *[_type == "siteSettings" && _id == "siteSettings"][0].socialLinks[]{ _key, platform, url }
  }`,
)

/** When visitors may book a demo: one document for every language (it shows no words of its own). */
export const demoAvailabilityQuery = defineQuery(
  `*[_type == "demoAvailability" && _id == "demoAvailability"] [0...1] {
    _id, _type, specialists[]{ key, name, email, timeZone, hours[]{ day, start, end } },
    meetingMinutes, bufferMinutes, noticeHours, daysAhead, "daysOff": coalesce(daysOff[]{ date, name }, [])
  }`,
)

/*
 * The pages staff compose from sections (sections/), at /<slug> in each language. A page's
 * sections carry their own fields (each section's GROQ is in its folder); the documents a section
 * chose are read by their own queries, so that the page is tagged with exactly what it shows.
 * Built from the sections' fragments, the page's query is no literal TypeGen can read: its zod
 * model (lib/content/models/page.ts) checks every document read, naming the page and section.
 */
export const pageBySlugQuery = `*[_type == "page" && slug.current == $slug && ${inLanguage}][0...1] {
    _id, _type, title, "slug": slug.current, ${seo}, ${translations},
    ${sectionsProjection({ language: '$language' })}
  }`

/** A fixed page built from sections ($fixedPage: "home"), in $language: its route's address, no slug (lib/pages/fixed-pages.ts). */
export const fixedPageQuery = `*[_type == "page" && fixedPage == $fixedPage && ${inLanguage}] | order(_id asc) [0...1] {
    _id, _type, title, fixedPage, ${seo},
    ${sectionsProjection({ language: '$language' })}
  }`

/*
 * The collections' queries (lib/collections), built from each collection's projections, so TypeGen
 * cannot read them: the collection's models check their results. $type is the collection's type.
 */

type CollectionQueryParts = {
  cardProjection: (params: { language: '$language' }) => string
  itemProjection: (params: { language: '$language' }) => string
  order: string
}

/** A collection's documents in $language, as its list's cards. */
export const collectionCardsQuery = ({ cardProjection, order }: CollectionQueryParts) =>
  `*[_type == $type && defined(slug.current) && ${inLanguage}] | order(${order}, _id asc) {
    _id, _type, "slug": slug.current, ${cardProjection({ language: '$language' })}
  }`

/** One document of a collection by its slug in $language, as its own page reads it. */
export const collectionItemQuery = ({ itemProjection }: CollectionQueryParts) =>
  `*[_type == $type && slug.current == $slug && ${inLanguage}][0...1] {
    _id, _type, "slug": slug.current, ${translations}, ${itemProjection({ language: '$language' })}
  }`

/** The pages built from sections that show the contact form, in $language: proxy.ts lets a form's post reach these pages only. */
export const formPagesQuery = defineQuery(
  `*[_type == "page" && ${inLanguage} && count(sections[_type == "contactFormSection" && hidden != true]) > 0] | order(_id asc) { fixedPage, "slug": slug.current }`,
)

/** Every document of $type with an address (a page built from sections, a collection's document), in $language: the proxy's snapshot, the sitemap, /llms.txt, the Markdown copies. */
export const documentAddressesQuery = `*[_type == $type && defined(slug.current) && ${inLanguage}] | order(slug.current asc) {
    _id, _type, title, "slug": slug.current, "description": coalesce(excerpt, description, seo.description), _updatedAt,
    ${translations}
  }`

/*
 * Site search, the same GROQ on both sources: `match` and `score()` run on the Content Lake and in
 * groq-js alike (groq-js has no `text::query`). A title or question counts most, then a summary,
 * then the body. $terms are `match` patterns (lib/search/terms.ts). $types are the searched types
 * but pages (pageSearchQuery searches those), $unaddressed those found without an address
 * (lib/content/document-types.ts).
 */
export const searchQuery = defineQuery(
  `*[_type in $types && ${inLanguage} && (_type in $unaddressed || defined(slug.current))]
    | score(
        boost(title match $terms, 3),
        boost(question match $terms, 3),
        boost(excerpt match $terms, 2),
        boost(description match $terms, 1),
        pt::text(body) match $terms,
        pt::text(answer) match $terms
      )
    [_score > 0] | order(_score desc, _id asc) [0...$limit] {
      _id, _type, _score, "title": coalesce(title, question), "slug": slug.current, group,
      "summary": coalesce(excerpt, description), "text": coalesce(pt::text(body), pt::text(answer))
    }`,
)

/** searchQuery's $types and $unaddressed. */
export const searchQueryTypes = {
  types: searchedTypeNames.filter((type) => type !== 'page'),
  unaddressed: unaddressedSearchedTypeNames,
}

/**
 * Site search over the pages built from sections, scored as searchQuery scores the other types
 * (a title counts most, then the description, then the words), so that the two lists merge by
 * score. Each section says which of its words are searched (sections/<name>/content.ts): the
 * query is built from them, so TypeGen cannot read it, and searchResultModel checks its results.
 */
export const pageSearchQuery = `*[_type == "page" && ${inLanguage} && (defined(slug.current) || defined(fixedPage))]
    | score(
        boost(title match $terms, 3),
        boost(seo.description match $terms, 1),
        ${sectionsSearchText} match $terms
      )
    [_score > 0] | order(_score desc, _id asc) [0...$limit] {
      _id, _type, _score, "slug": slug.current, fixedPage,
      // A fixed page's title is the Studio's name for it ("Home"): its result shows its heading.
      "title": select(defined(fixedPage) => coalesce(sections[hidden != true][0].heading, title), title),
      "summary": seo.description, "text": array::join(${sectionsSearchText}, " ")
    }`

/**
 * The slug of an article's or category's translation into $to, for the language switcher; null
 * when it has none. Translations are linked by @sanity/document-internationalization's metadata.
 */
export const translatedSlugQuery = defineQuery(
  `*[_type == $type && slug.current == $slug && coalesce(language, "en") == $from][0]{
    "slug": ${versionIn('$to')}slug.current
  }.slug`,
)

/*
 * The Studio's own queries: whether a slug is taken in its document's type and language
 * (schemas/shared/fields.ts), and the English documents with no version in `$language` yet
 * (the "Missing Spanish" list, studio/structure.ts).
 */

export const slugTakenQuery = defineQuery(
  `defined(*[_type == $type && slug.current == $slug && !(_id in [$id, "drafts." + $id]) && ${inLanguage}][0]._id)`,
)

/**
 * The demo availability's rule (schemas/singletons/demoAvailability.ts): the published version's
 * specialists (perspective "published": what the site reads, whatever drafts exist), and the demos
 * still to come as the site copies them (lib/demo/studio-copy.ts). A copy names its specialist as
 * they were named when it was written; `specialistKey`, when the copy has it, is their key.
 */
export const publishedSpecialistsQuery = defineQuery(`*[_id == $id][0].specialists[]{ _key, key, name }`)
export const upcomingBookingsQuery = defineQuery(
  `*[_type == "demoBooking" && status == "booked" && dateTime(startsAt) > dateTime($now)]{ specialist, specialistKey }`,
)

/** The Studio's filters of page documents: the pages built from sections besides the fixed ones, and the pages with an address a link may lead to. */
export const sectionPagesFilter = '!defined(fixedPage)'
export const addressedPagesFilter = 'defined(slug.current)'

/**
 * A filter for the Studio's document lists: the English documents of `$types` that no
 * `translation.metadata` document links to a `$language` version. A translations entry names its
 * language in `language` (plugin v6) or, in data written for older versions, in `_key`; both
 * count. A draft counts as its published document (`drafts.` is dropped from its id).
 */
export const missingTranslationFilter = [
  '_type in $types',
  inDefaultLanguage,
  '!(string::split(_id, "drafts.")[-1] in *[_type == "translation.metadata" && count(translations[language == $language || _key == $language]) > 0].translations[].value._ref)',
].join(' && ')

/*
 * The trust center's GROQ, checked by its models (lib/trust/models.ts). A trust document's file is
 * read by its key alone, on the server, for its download (trustFileQuery): the pages' queries never
 * project a file's storage address.
 */

const byOrder = 'order(order asc, _id asc)'

export const complianceFrameworksQuery = defineQuery(
  `*[_type == "complianceFramework" && ${inLanguageOrDefault}] | ${byOrder} {
    _id, _type, order, "language": coalesce(language, "en"), ${translatedField},
    name, status, summary, periodStart, periodEnd, assessor, "document": document->{ "key": key.current, access, title }
  }${translatedOrUntranslated}`,
)

export const subprocessorsQuery = defineQuery(
  `*[_type == "subprocessor" && ${inLanguageOrDefault}] | ${byOrder} {
    _id, _type, order, "language": coalesce(language, "en"), ${translatedField},
    name, website, purpose, location, dataProcessed, since,
    "changes": changes[]{ _key, kind, announced, effective, note }
  }${translatedOrUntranslated}`,
)

export const trustDocumentsQuery = defineQuery(
  `*[_type == "trustDocument" && ${inLanguageOrDefault}] | ${byOrder} {
    _id, _type, order, "language": coalesce(language, "en"), ${translatedField},
    title, description, "key": key.current, access, updatedOn,
    "file": { "type": file.asset->extension, "size": file.asset->size }
  }${translatedOrUntranslated}`,
)

/** One language's settings (its NDA's words), with the fields the English document holds for every language. */
export const trustSettingsQuery = defineQuery(
  `*[_type == "trustSettings" && ${inLanguage}] | order(_id asc) [0...1] {
    _id, _type, ndaText,
    ...*[_type == "trustSettings" && _id == "trustSettings"][0]{
      securityContact, securityEncryption, "securityPolicy": securityPolicy->slug.current, securityTxtDays,
      ndaVersion, approvedDomains
    }
  }`,
)

export const conformanceReportsQuery = defineQuery(
  `*[_type == "conformanceReport" && ${inLanguage}] | order(_id asc) {
    _id, _type, title, product, reportDate, standard, methods, notes,
    "criteria": criteria[]{ _key, criterion, level, conformance, remarks }
  }`,
)

/** A document's file by its key, in $language, for its download route only. */
export const trustFileQuery = defineQuery(
  `*[_type == "trustDocument" && key.current == $key && ${inLanguage}] | order(_id asc) [0...1] {
    _id, _type, title, access, "key": key.current, updatedOn,
    "file": file.asset->{ url, path, extension, mimeType, size }
  }`,
)

/** One subprocessor by its id, in $language: the publish webhook's notices read it again (lib/trust/subscriptions/on-publish.ts). */
export const subprocessorByIdQuery = defineQuery(
  `*[_type == "subprocessor" && _id == $id && ${inLanguage}][0...1] {
    _id, _type, order, "language": coalesce(language, "en"), name, website, purpose, location, dataProcessed, since,
    "changes": changes[]{ _key, kind, announced, effective, note }
  }`,
)

/**
 * The files the published user manuals link to (each asset's path, files/<name> in the bundled
 * dataset): the only dataset files /media serves. A trust document's file is served only through
 * the route that checks who asks (lib/trust/files.ts).
 */
export const publicFilePathsQuery = defineQuery(`*[_type == "manual" && defined(file.asset)].file.asset->path`)
