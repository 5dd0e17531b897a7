import { z } from 'zod'
import type { WrongPart } from './parse.ts'

/* The building blocks of the variables' schemas (schema.ts, public.ts). */

/** Trimmed; unset or blank is no value. `schema` checks a value that is there. */
export const optional = <Out>(schema: z.ZodType<Out, string>) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(schema.optional())

/** The same with a default for no value. */
export const withDefault = <Out>(schema: z.ZodType<Out, string>, fallback: NoInfer<Out>) =>
  optional(schema).transform((value) => value ?? fallback)

/** A whole number from `min` to `max`, read as Number() reads it. */
export const wholeNumber = (min: number, max: number, expects: string) =>
  z.string().transform((raw, context) => {
    const value = Number(raw)
    if (Number.isInteger(value) && value >= min && value <= max) return value
    context.issues.push({ code: 'custom', message: expects, input: raw })
    return z.NEVER
  })

const asWebUrl = (raw: string) => {
  try {
    const url = new URL(raw)
    if (url.protocol === 'https:' || url.protocol === 'http:') return url
  } catch {}
  return undefined
}

/** An http(s) URL, parsed. */
export const webUrl = (expects: string) =>
  z.string().transform((raw, context) => {
    const url = asWebUrl(raw)
    if (url) return url
    context.issues.push({ code: 'custom', message: expects, input: raw })
    return z.NEVER
  })

/** An http(s) origin, with nothing after it but a slash: as a browser writes it (https://studio.example). */
export const webOrigin = (expects: string) =>
  z.string().transform((raw, context) => {
    const url = asWebUrl(raw)
    if (url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password) return url.origin
    context.issues.push({ code: 'custom', message: expects, input: raw })
    return z.NEVER
  })

/** An http(s) URL, kept as written. */
export const webUrlText = (expects: string) => z.string().refine((raw) => asWebUrl(raw) !== undefined, expects)

/** Raises an issue that shows only the wrong part of the value. */
export const wrongPart = (got: string, message: string) =>
  ({ code: 'custom', message, input: got, params: { got } satisfies WrongPart }) as const
