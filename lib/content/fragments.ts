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
