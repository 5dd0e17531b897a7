import { z } from 'zod'

/** Every queried document carries its id and type, so an error can name them. */
export const documentBase = <T extends string>(type: T) =>
  z.object({
    _id: z.string(),
    _type: z.literal(type),
    order: z.number('must be a number').optional(),
  })

export const requiredText = z.string('is required').trim().min(1, 'is required')

export const wholeUsd = z.number('is required').int('must be a whole number of US dollars').min(0, 'cannot be negative')

const span = z.looseObject({ _type: z.string(), text: z.string() })

/** Portable Text as the Studio stores it: blocks of spans, each keyed. */
export const portableText = z
  .array(
    z.looseObject({
      _type: z.string(),
      _key: z.string(),
      children: z.array(span).optional(),
    }),
    'is required',
  )
  .min(1, 'is required')
