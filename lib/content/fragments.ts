/*
 * GROQ pieces the queries and the sections (sections/) share. Apart from queries.ts, so that a
 * section's fragment can use them while queries.ts builds the page query from the sections. A
 * piece that reads a query parameter takes it as an argument: richText('$language'). (TypeGen
 * reads a piece called with a literal, not one piece calling another with its argument.)
 */

/** An image with its asset dereferenced: also the sections' (sections/). */
export const imageFields = `alt, hotspot, crop, "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip }`
export const image = `{ ${imageFields} }`

/**
 * Rich text whose internal links carry their target's type and slug in `language`, the target's
 * translation when it has one: a translation made by duplicating the English document still names
 * the English target, and its readers get the target's own translation. The site turns them into
 * its own paths. Also the sections'.
 */
export const richText = (language: string) => `{
  ...,
  _type == "image" => { ${imageFields}, _type, _key, caption },
  markDefs[]{ ..., _type == "internalLink" => { "target": coalesce(*[_type == "translation.metadata" && references(^.reference._ref)][0].translations[coalesce(language, _key) == ${language}][0].value->, reference->){ _type, "slug": slug.current } } }
}`

/**
 * A link of the header, footer or a section: its words and fixed target, or the page built from
 * sections it leads to, in `language` (its translation when it has one).
 */
export const linkFields = (language: string) =>
  `_key, label, target, "page": coalesce(*[_type == "translation.metadata" && references(^.page._ref)][0].translations[coalesce(language, _key) == ${language}][0].value->, page->){ "slug": slug.current }`

/**
 * A document in the page's language ($language): Spanish documents carry `language: "es"`, and an
 * English one may carry "en" or nothing (written before the site had languages).
 */
export const inLanguage = `coalesce(language, "en") == $language`

/** An English document: the originals, which the Studio's lists show and translations link to. */
export const inDefaultLanguage = `coalesce(language, "en") == "en"`

/*
 * A list a buyer reads whole (the subprocessors, the compliance frameworks, the trust documents)
 * keeps every entry in every language: the documents in the page's language and, in another
 * language than English, the English ones not translated into it, which show in English (their
 * `language` says so). A translation deleted since leaves its link behind: only one that still
 * exists counts. The query reads both languages (`inLanguageOrDefault`), projects
 * `translatedField` and keeps `translatedOrUntranslated`: a filter that looked up each document's
 * translation would run that lookup for every document of the dataset (groq-js evaluates both
 * sides of `&&`), half a second a list on the bundled dataset.
 */
export const inLanguageOrDefault = `coalesce(language, "en") in [$language, "en"]`
export const translatedField = `"translated": select(coalesce(language, "en") == $language => true, defined(*[_type == "translation.metadata" && references(^._id)][0].translations[coalesce(language, _key) == $language][0].value->_id))`
export const translatedOrUntranslated = `[language == $language || !translated]`
