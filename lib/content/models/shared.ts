import { z } from 'zod'
import { reservedSlugProblem } from '../../pages/slug-rules.ts'

/** "is required" for a missing value, "must be <kind>" for a value of the wrong kind. */
export const requiredAs = (kind: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${kind}`),
})

/** Every queried document carries its id and type, so an error can name them. */
export const documentBase = <T extends string>(type: T) =>
  z.object({
    _id: z.string(),
    _type: z.literal(type),
    order: z.number(requiredAs('a number')).optional(),
  })

/** The drag-and-drop position the Studio's orderable lists keep (a LexoRank string such as "0|100000:"). */
export const orderRank = z.string().optional()

export const requiredText = z.string(requiredAs('text')).trim().min(1, 'is required')

export const wholeUsd = z
  .number(requiredAs('a number'))
  .int('must be a whole number of US dollars')
  .min(0, 'cannot be negative')

const span = z.looseObject({ _type: z.string(), text: z.string() })

/** Portable Text as the Studio stores it: blocks of spans, each keyed. */
export const portableText = z
  .array(
    z.looseObject({
      _type: z.string(),
      _key: z.string(),
      children: z.array(span).optional(),
    }),
    requiredAs('Portable Text (a list of blocks)'),
  )
  .min(1, 'is required')

/** A slug, projected as its `current` string: the last part of a page's address. */
export const slug = z
  .string(requiredAs('text'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single dashes')

/**
 * A page built from sections' slug is also refused when the site's code answers /<slug>, as the
 * Studio refuses it (lib/pages/slug-rules.ts): a page written around the Studio fails the build.
 */
export function refuseReservedPageSlug(value: string, ctx: z.RefinementCtx, path: PropertyKey[] = []) {
  const problem = reservedSlugProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem })
}

export const pageSlug = slug.superRefine((value, ctx) => refuseReservedPageSlug(value, ctx))

/** A date or date-time as the Studio stores it (ISO 8601). */
export const isoDate = z
  .string(requiredAs('a date'))
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date such as 2026-11-21')

/** A document's id and type, for types without a display order (articles, authors, legal pages). */
export const typedDocument = <T extends string>(type: T) =>
  z.object({ _id: z.string(), _type: z.literal(type) }, requiredAs(`a ${type} document`))

/** An array item's key, as the Studio writes it on every block, span and list item. */
export const blockKey = z.string(requiredAs('text'))

/** A span of Portable Text as the Studio stores it: its text and the marks (decorators, annotations' keys) on it. */
export const textSpan = z.looseObject({
  _type: z.literal('span'),
  _key: blockKey,
  text: z.string(),
  marks: z.array(z.string()).default([]),
})

/** A document's versions in each language, by slug (null while one is unpublished or has no slug). */
export const translationsModel = z
  .array(z.object({ language: z.string(), slug: z.string().nullable() }))
  .nullish()
  .transform((list) => list ?? [])
