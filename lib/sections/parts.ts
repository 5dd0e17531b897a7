import { z } from 'zod'
import { featureIconNames } from '../content/icons.ts'
import { imageModel } from '../content/models/image.ts'
import { linkModel as ctaModel } from '../content/models/page-parts.ts'
import { image, linkFields } from '../content/fragments.ts'

/*
 * The pieces several sections share, as their GROQ and their models: a heading (eyebrow, heading,
 * introduction), calls to action, images, and documents chosen by reference.
 */

const optionalText = z.string().trim().optional()
export const requiredText = z.string('is required').trim().min(1, 'is required')

export const headingProjection = 'eyebrow, heading, intro'
export const headingShape = { eyebrow: optionalText, heading: requiredText, intro: optionalText }
export const headingSearchText = '[eyebrow, heading, intro]'

export { ctaModel, imageModel, optionalText }

/** An image with its asset dereferenced (lib/content/queries.ts). */
export const imageProjection = (field: string) => `"${field}": ${field}${image}`

/**
 * The ids of documents chosen by reference, each replaced by its translation in `language` (the
 * page's, a parameter: "$language") when it has one: a Spanish page made from the English one
 * keeps its references to English FAQ items, and shows their Spanish versions.
 */
export const chosenIds = (field: string, language: string) =>
  `"${field}": ${field}[]{ "id": coalesce(*[_type == "translation.metadata" && references(^._ref)][0].translations[coalesce(language, _key) == ${language}][0].value._ref, _ref) }.id`

/** A call to action, with the page it may lead to read in `language` (a parameter: "$language"). */
export const ctaProjection = (field: string, language: string) => `"${field}": ${field}{ ${linkFields(language)} }`

export const idList = z.array(z.string()).default([])

type Keyed = { _key: string }

/**
 * What scopes the names and ids that two sections of one type on a page would share (a FAQ's
 * group and answers, the billing switch and plans): nothing for the first of its type, which keeps
 * the seed's (`faq`, `/#answer-<id>` that search results link to), else the section's id.
 */
export const scopeOf = ({ section, ofType, id }: { section: Keyed; ofType: readonly Keyed[]; id: string }) =>
  ofType[0]?._key === section._key ? undefined : id

/** Documents in the order their ids were chosen; ids with no such document (unpublished) are left out. */
export function inChosenOrder<Document extends { _id: string }>(documents: Document[], ids: readonly string[]) {
  const byId = new Map(documents.map((document) => [document._id, document]))
  return ids.flatMap((id) => {
    const found = byId.get(id)
    return found ? [found] : []
  })
}

/** A list of items each with an icon, a title and a sentence (a step, a reason), at least one. */
export const iconItemsModel = (what: string) =>
  z
    .array(
      z.object({
        _key: z.string(),
        icon: z.enum(featureIconNames, 'must be one of the listed icons'),
        title: requiredText,
        text: requiredText,
      }),
      `must be a list of ${what}s`,
    )
    .min(1, `needs at least one ${what}`)

/** Such a list's GROQ. */
export const iconItemsProjection = (field: string) => `${field}[]{ _key, icon, title, text }`
