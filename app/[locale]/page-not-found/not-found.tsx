/*
 * The 404 page's title and description when Next draws it at run time (its first visit after a
 * publish): proxy.ts serves ./page.tsx with the 404 status, and Next then reads the metadata of a
 * 404 answer from the nearest not-found file rather than from the page, which without this file
 * is app/not-found.tsx's, in English. Nothing below this segment calls notFound(), so the
 * component itself is never drawn.
 */
export { generateMetadata } from './page'

export default function NeverDrawn() {
  return null
}
