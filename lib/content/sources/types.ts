/** A document as the dataset holds it. */
export type SanityDocument = { _id: string; _type: string; [field: string]: unknown }

export type QueryParams = Record<string, string | number | boolean | readonly string[]>

/** Runs one GROQ query against published content. */
export interface ContentReader {
  query(query: string, params: QueryParams, tags: readonly string[]): Promise<unknown>
}

/** The parameters a GROQ query reads ($language, $slug), by name. */
const parametersOf = (query: string) => new Set([...query.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => match[1]!))

/**
 * Refuses a query given other parameters than the ones it reads: one it reads but is not given
 * is null in GROQ, and finds nothing without a word; one it is given but does not read means its
 * caller thinks it depends on something it ignores. Each caller names a query's parameters itself.
 */
export function checkParameters(query: string, params: QueryParams) {
  const read = parametersOf(query)
  const given = Object.keys(params)
  const missing = [...read].filter((name) => !given.includes(name))
  const unread = given.filter((name) => !read.has(name))
  if (missing.length || unread.length)
    throw new Error(
      `A query was given ${given.map((name) => `$${name}`).join(', ') || 'no parameters'} but reads ${[...read].map((name) => `$${name}`).join(', ') || 'none'}: ${query.slice(0, 120)}…`,
    )
}
