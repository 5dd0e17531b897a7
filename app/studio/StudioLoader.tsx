'use client'

import dynamic from 'next/dynamic'
import type { StudioOptions } from '@/studio/sanity.config'

/*
 * Loads the Studio as a separate chunk, on the client only. A static import would put
 * the whole Studio (about 2 MB gzip) into this route's entry scripts, which the page
 * then loads even when it only shows the bundled-dataset notice. (The type import above
 * is erased at compile time.)
 *
 * A build without a Sanity project never shows the Studio, and does not compile it either:
 * EMBEDDED_STUDIO is written into the build (next.config.mjs), so the import below is dead
 * code there, which halves that build's time.
 */
const Studio =
  process.env.EMBEDDED_STUDIO === 'true'
    ? dynamic(() => import('./Studio').then((module) => module.Studio), { ssr: false })
    : () => null

export function StudioLoader(options: StudioOptions) {
  return <Studio {...options} />
}
