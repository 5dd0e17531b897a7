/*
 * How the site reads an address below its root: its segments, decoded, and a page's share card
 * after the page's own address. One reading for the blog, the pages built from sections and the
 * collections, which the proxy, the redirects and the language switcher ask.
 */

/** ['blog', 'hipaa-basics'] for /blog/hipaa-basics; undefined for an empty or undecodable segment. */
export function decodedSegments(path: string): string[] | undefined {
  const segments = path.split('/').slice(1)
  if (segments.some((segment) => segment === '')) return undefined
  try {
    return segments.map(decodeURIComponent)
  } catch {
    return undefined
  }
}

/** The id of a page's one share card (its opengraph-image's generateImageMetadata): …/opengraph-image-<hash>/card. */
export const shareCardId = 'card'

/** Whether the segments after a page's address are its share card's, and nothing more: opengraph-image-<hash>/card. */
export const isShareCardTail = (tail: readonly string[]) =>
  tail.length === 2 && /^opengraph-image(?:-\w+)?$/.test(tail[0]!) && tail[1] === shareCardId

/**
 * Longer than any name in the site's addresses (a slug is made from a title of at most 100
 * characters): a longer one is refused before Next looks for it, or names a cache file after it.
 */
export const LONGEST_SEGMENT = 200
const LONGEST_PATH = 1_000

/** The characters of the site's own addresses, once decoded (RFC 3986's unreserved characters). */
const plainSegment = /^[A-Za-z0-9._~-]+$/

/**
 * How proxy.ts reads a request's path before it decides anything, so that it decides on the
 * address the router will serve:
 * - 'written': as the site writes its addresses (no %XX): decided on as it is;
 * - 'encoded': %XX that decode to an address the site could have (/%70ricing): `plain` is that
 *   address written plainly, where the visitor is sent;
 * - 'foreign': %XX that decode to characters no address of the site's has (a space, a slash, é):
 *   only a redirect staff manage may start there;
 * - 'refused': too long, or an escape that decodes to nothing: `status` and `reason` say so.
 */
export type PathReading =
  | { as: 'written' }
  | { as: 'encoded'; plain: string }
  | { as: 'foreign' }
  | { as: 'refused'; status: 400 | 404 | 414; reason: string }

export function readPath(pathname: string): PathReading {
  if (pathname.length > LONGEST_PATH) return { as: 'refused', status: 414, reason: 'This address is too long.' }
  let encoded = false
  let foreign = false
  const segments: string[] = []
  for (const segment of pathname.split('/').slice(1)) {
    let decoded = segment
    if (segment.includes('%')) {
      try {
        decoded = decodeURIComponent(segment)
      } catch {
        return { as: 'refused', status: 400, reason: 'This address has a broken %-escape.' }
      }
      encoded = true
      foreign ||= !plainSegment.test(decoded) || decoded === '.' || decoded === '..'
    }
    if (decoded.length > LONGEST_SEGMENT) return { as: 'refused', status: 404, reason: 'No such page.' }
    segments.push(decoded)
  }
  if (!encoded) return { as: 'written' }
  return foreign ? { as: 'foreign' } : { as: 'encoded', plain: `/${segments.join('/')}` }
}
