import type * as z from 'zod/mini'
import { asLocale, type Locale } from '../i18n/locales'
import { LOCALE_FIELD } from './names-and-limits'

/** One message per field: the first issue zod reports for it. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

export type Parsed<T, K extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<K> }

function firstErrors<K extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors<K> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '') as K
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}

/**
 * Reads a submitted form the way the browser sends it: text fields as strings (a
 * missing or non-text field as undefined, which the schema reports as required) and
 * checkboxes as booleans (present or not).
 */
export function formDataToObject(
  formData: FormData,
  fields: readonly string[],
  checkboxes: readonly string[] = [],
): Record<string, string | boolean | undefined> {
  const values: Record<string, string | boolean | undefined> = {}
  for (const field of fields) {
    if (checkboxes.includes(field)) {
      values[field] = formData.has(field)
    } else {
      const value = formData.get(field)
      values[field] = typeof value === 'string' ? value : undefined
    }
  }
  return values
}

export function parseWith<S extends z.ZodMiniType, K extends string>(
  schema: S,
  input: unknown,
): Parsed<z.output<S>, K> {
  const result = schema.safeParse(input)
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: firstErrors<K>(result.error.issues) }
}

/**
 * A server action's form as sent. Anyone may call an action with any payload: one that is not a
 * form (a made-up request's) reads as an empty form, whose fields the schema reports as missing,
 * never as a server error.
 */
export const formOf = (input: unknown): FormData => (input instanceof FormData ? input : new FormData())

/** The language of the page a form was sent from (its hidden `locale` field); English when missing or unknown. */
export function localeFromForm(formData: FormData): Locale {
  return asLocale(formData.get(LOCALE_FIELD))
}
