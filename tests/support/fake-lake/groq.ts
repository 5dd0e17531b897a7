import { evaluate, parse, type ExprNode } from 'groq-js'
import type { SanityDocument } from '../../../lib/content/sources/bundled.ts'

/*
 * GROQ as the Content Lake runs it, on groq-js, which leaves out the one function that needs the
 * lake's search engine: `text::query()`. The Studio's document lists filter with it, as
 * `[@, _id] match text::query($__query)` (the list's search box; `"*"` when it is empty). Here
 * `text::query(terms)` becomes the plain `match` on the same terms over every string of the
 * document (and its id): an empty search matches every document, a word the documents that
 * contain it. Any other use of `text::query()` still fails, as a query this fake does not know.
 */

/** Where a document's strings are gathered for a search, while a query with one runs. */
const searchField = '__fakeLakeSearchText'

const isTextQuery = (node: ExprNode) => node.type === 'FuncCall' && node.namespace === 'text' && node.name === 'query'

/** `@` (the document) in a search's left side: the document's strings (spread, in an array). */
const withDocumentText = (node: ExprNode): ExprNode => {
  const text: ExprNode = { type: 'AccessAttribute', name: searchField }
  if (node.type === 'This') return text
  if (node.type === 'Array') {
    return {
      ...node,
      elements: node.elements.map((element) =>
        element.value.type === 'This' ? { ...element, value: text, isSplat: true } : element,
      ),
    }
  }
  return node
}

/** The query's tree with each `… match text::query(terms)` made a plain match; whether there was one. */
function withPlainSearch(tree: ExprNode): { tree: ExprNode; searched: boolean } {
  let searched = false
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (!value || typeof value !== 'object') return value
    const node = value as ExprNode
    if (node.type === 'OpCall' && node.op === 'match' && isTextQuery(node.right) && node.right.type === 'FuncCall') {
      searched = true
      return { ...node, left: withDocumentText(visit(node.left) as ExprNode), right: visit(node.right.args[0]) }
    }
    // A function call keeps its executor (`func`) as it is.
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, key === 'func' ? child : visit(child)]))
  }
  const rewritten = visit(tree) as ExprNode
  return { tree: rewritten, searched }
}

/** Every string in a value, at any depth. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsIn)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsIn)
        : []

const withoutSearchField = (result: unknown) =>
  result === undefined
    ? result
    : (JSON.parse(
        JSON.stringify(result, (key, value: unknown) => (key === searchField ? undefined : value)),
      ) as unknown)

/** A GROQ query's result over `documents`, as the Content Lake would answer it. */
export async function evaluateLakeGroq(documents: SanityDocument[], query: string, params: Record<string, unknown>) {
  const { tree, searched } = withPlainSearch(parse(query, { params }))
  const dataset = searched
    ? documents.map((document) => ({ ...document, [searchField]: stringsIn(document) }))
    : documents
  const result: unknown = await (await evaluate(tree, { dataset, params })).get()
  return searched ? withoutSearchField(result) : result
}
