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
