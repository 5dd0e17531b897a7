/** Articles listed per page on /blog and on each category's page. */
const POSTS_PER_PAGE = 10

/** How many list pages `count` articles fill (at least one, which may be empty). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / POSTS_PER_PAGE))

/** The articles on page `page` (from 1). */
export const pageOf = <T>(items: T[], page: number) => items.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)

/** A page number from the address ("2"), or undefined when it is not a whole number from 2 up. */
export function parsePageNumber(value: string): number | undefined {
  if (!/^[1-9]\d{0,3}$/.test(value)) return undefined
  const page = Number(value)
  return page >= 2 ? page : undefined
}
