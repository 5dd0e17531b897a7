/** A document as the dataset holds it. */
export type SanityDocument = { _id: string; _type: string; [field: string]: unknown }

export type QueryParams = Record<string, string | number | boolean | readonly string[]>

/** Runs one GROQ query against published content. */
export interface ContentReader {
  query(query: string, params: QueryParams, tags: readonly string[]): Promise<unknown>
}

/**
 * Refuses a query given other parameters than it reads ($language, $slug): one it reads but is not
 * given is null in GROQ and finds nothing without a word; one given but unread means its caller
 * thinks it depends on something it ignores. Each caller names a query's parameters itself.
 */
export function checkParameters(query: string, params: QueryParams) {
  const read = [...new Set([...query.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => `$${match[1]}`))]
  const given = Object.keys(params).map((name) => `$${name}`)
  if (read.some((name) => !given.includes(name)) || given.some((name) => !read.includes(name)))
    throw new Error(
      `A query reads ${read.join(', ') || 'no parameters'} but was given ${given.join(', ') || 'none'}: ${query.slice(0, 120)}…`,
    )
}
