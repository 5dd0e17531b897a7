/*
 * GROQ pieces the queries and the sections (sections/) share. Apart from queries.ts, so that a
 * section's fragment can use them while queries.ts builds the page query from the sections.
 */

/** An image with its asset dereferenced: also the sections' (sections/). */
export const imageFields = `alt, hotspot, crop, "asset": asset->{ _id, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height, "lqip": metadata.lqip }`
export const image = `{ ${imageFields} }`

/** The document the reference field `field` names, or its translation in $language when it has one. */
const inLanguage = (field: string) =>
  `coalesce(*[_type == "translation.metadata" && references(^.${field}._ref)][0].translations[coalesce(language, _key) == $language][0].value->, ${field}->)`

/**
 * Internal links carry their target's type and slug, in $language: a translation made by
 * duplicating the English document still names the English target, and its readers get the
 * target's own translation. The site turns them into its own paths. Also the sections'.
 */
export const richText = `{
  ...,
  _type == "image" => { ${imageFields}, _type, _key, caption },
  markDefs[]{ ..., _type == "internalLink" => { "target": ${inLanguage('reference')}{ _type, "slug": slug.current } } }
}`

/**
 * A link of the header, footer or a section: its words and fixed target, or the page built from
 * sections it leads to, in $language (its translation when it has one).
 */
export const linkFields = `_key, label, target, "page": ${inLanguage('page')}{ "slug": slug.current }`
