export type QueryParams = Record<string, string | number | boolean | readonly string[]>

/** Runs one GROQ query against published content. */
export interface ContentReader {
  query(query: string, params: QueryParams, tags: readonly string[]): Promise<unknown>
}
