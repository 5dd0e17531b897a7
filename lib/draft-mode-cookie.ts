import { timingSafeEqual } from 'node:crypto'
import { readBuildFile } from './build-files'

/*
 * Next's draft-mode cookie (__prerender_bypass) holds the build's preview id, which Next writes
 * into the build's prerender manifest and compares when a page asks for draftMode(). The draft
 * rewrites of next.config.mjs only look for the cookie's presence, so proxy.ts compares it first:
 * a made-up cookie then gets the published, static page instead of a render per request.
 */

let buildPreviewId: string | null | undefined

/** The build's preview id, or null where no production build's manifest holds one (next dev). */
function previewId(): string | null {
  if (buildPreviewId !== undefined) return buildPreviewId
  const manifest = readBuildFile('prerender-manifest.json') as { preview?: { previewModeId?: unknown } } | undefined
  const id = manifest?.preview?.previewModeId
  buildPreviewId = typeof id === 'string' ? id : null
  return buildPreviewId
}

/** Whether a draft-mode cookie's value is this build's; without a manifest to compare with, Next's pages decide. */
export function isDraftModeCookieValid(value: string): boolean {
  const expected = previewId()
  if (expected === null) return true
  const given = Buffer.from(value)
  const wanted = Buffer.from(expected)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
