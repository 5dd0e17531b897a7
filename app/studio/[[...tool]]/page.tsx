import type { Metadata, Viewport } from 'next'
import { metadata as studioMetadata, viewport as studioViewport } from 'next-sanity/studio'
import { contentSource } from '@/lib/config'
import { BundledDatasetNotice } from './BundledDatasetNotice'
import { StudioLoader } from './StudioLoader'

/*
 * The embedded Sanity Studio. Without a project (the bundled dataset), the Studio is
 * never rendered, and since it is a separate chunk (StudioLoader), never loaded either:
 * the page explains how to connect a project instead.
 */
export const dynamic = 'force-static'

/** Prerenders /studio itself at build time; deeper Studio paths render once, then stay static. */
export function generateStaticParams() {
  return [{ tool: [] as string[] }]
}

export const metadata: Metadata = {
  ...studioMetadata,
  title: 'Content Studio',
  description: 'Edit MediCore’s pricing plans, features, claims and FAQ.',
}

export const viewport: Viewport = studioViewport

export default function StudioPage() {
  return contentSource.kind === 'lake' ? <StudioLoader /> : <BundledDatasetNotice />
}
