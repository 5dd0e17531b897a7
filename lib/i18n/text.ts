/*
 * Filling in the catalogue's templates: "{field} must be at most {max} characters". The
 * templates are plain strings, so any group of the catalogue can go to a client component as
 * props; this file is all the code the browser needs to read them.
 */

/** The template with each `{name}` replaced by its value; an unknown name stays as it is. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/** A count's sentence: the `one` form for 1, `other` otherwise (English and Spanish need no more). */
export const plural = (forms: { one: string; other: string }, count: number) =>
  fill(count === 1 ? forms.one : forms.other, { count })
