import { reservedSlugReason } from './slug-rules.ts'

/** The id of a page's one share card (its opengraph-image's generateImageMetadata): …/opengraph-image-<hash>/card. */
export const pageCardId = 'card'

/** ['security'] for /security; undefined for an empty or undecodable segment. */
function decodedSegments(path: string): string[] | undefined {
  const segments = path.split('/').slice(1)
  if (segments.some((segment) => segment === '')) return undefined
  try {
    return segments.map(decodeURIComponent)
  } catch {
    return undefined
  }
}

/** The slug of an address shaped like a page's (/security) or its share card's, or undefined. */
export function pageSlugOf(path: string): { slug: string; card: boolean } | undefined {
  const segments = decodedSegments(path)
  if (!segments) return undefined
  const [slug, second, third, ...rest] = segments
  if (!slug || rest.length || reservedSlugReason(slug)) return undefined
  if (second === undefined) return { slug, card: false }
  const isCard = /^opengraph-image(?:-\w+)?$/.test(second) && third === pageCardId
  return isCard ? { slug, card: true } : undefined
}

/** Whether an address (without its language prefix) is a published page's, or its share card's. */
export const isPublishedPageAddress = (path: string, published: readonly { slug: string }[]) => {
  const address = pageSlugOf(path)
  return address !== undefined && published.some((page) => page.slug === address.slug)
}
