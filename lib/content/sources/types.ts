/** A document as the dataset holds it. */
export type SanityDocument = { _id: string; _type: string; [field: string]: unknown }

export type QueryParams = Record<string, string | number | boolean | readonly string[]>

/** Runs one GROQ query against published content. */
export interface ContentReader {
  query(query: string, params: QueryParams, tags: readonly string[]): Promise<unknown>
}
