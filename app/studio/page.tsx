import type { Metadata, Viewport } from 'next'
import { contentSource } from '@/lib/config'
import { variables } from '@/lib/env/server'
import { BundledDatasetNotice } from './BundledDatasetNotice'
import { StudioLoader } from './StudioLoader'

/*
 * The embedded Sanity Studio. Without a project (the bundled dataset), the Studio is
 * never rendered, and since it is a separate chunk (StudioLoader), never loaded either:
 * the page explains how to connect a project instead. Made per request: every Studio address
 * (/studio/structure/…?…) is this page, and Next writes the address and query it renders for
 * into it, so a copy kept since a publish carried one staff member's address to everyone.
 */
export const dynamic = 'force-dynamic'

/*
 * The one page every Studio address is served from (next.config.mjs's rewrite of lib/routes.ts's
 * studioTools); any other /studio/… is app/studio/[...path]'s 404.
 */

/*
 * next-sanity/studio's metadata and viewport, written out: importing them from there would bring
 * its NextStudio, and with it the whole Studio, into every build.
 */
export const metadata: Metadata = {
  referrer: 'same-origin',
  robots: 'noindex',
  title: 'Content Studio',
  description: 'Edit MediCore’s pricing plans, features, claims and FAQ.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover' }

export default function StudioPage() {
  if (contentSource.kind !== 'lake') return <BundledDatasetNotice />
  const { SANITY_API_READ_TOKEN: readToken, SANITY_API_HOST: apiHost } = variables([
    'SANITY_API_READ_TOKEN',
    'SANITY_API_HOST',
  ])
  // Only whether the server holds a read token goes to the browser, never the token.
  return <StudioLoader previewsReady={Boolean(readToken)} apiHost={apiHost} />
}
