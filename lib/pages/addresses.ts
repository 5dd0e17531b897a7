import { decodedSegments, isShareCardTail } from '../path-segments.ts'
import { reservedSlugReason } from './slug-rules.ts'

/** The slug of an address shaped like a page's (/security) or its share card's, or undefined. */
export function pageSlugOf(path: string): { slug: string; card: boolean } | undefined {
  const segments = decodedSegments(path)
  if (!segments) return undefined
  const [slug, ...tail] = segments
  if (!slug || reservedSlugReason(slug)) return undefined
  if (tail.length === 0) return { slug, card: false }
  return isShareCardTail(tail) ? { slug, card: true } : undefined
}

/** Whether an address (without its language prefix) is a published page's, or its share card's. */
export const isPublishedPageAddress = (path: string, published: readonly { slug: string }[]) => {
  const address = pageSlugOf(path)
  return address !== undefined && published.some((page) => page.slug === address.slug)
}
