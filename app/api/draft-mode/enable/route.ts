import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { NextResponse } from 'next/server'
import { contentSource } from '@/lib/config'
import { variable } from '@/lib/env/server'
import { createDraftModeClient } from '@/lib/lake-client'
import { logMissingOnce, notFoundBody } from '@/lib/publish/not-configured'
import { sitePath } from '@/lib/site-path'

/**
 * Entered from the Studio's Presentation tool, which signs the URL with a short-lived secret.
 * Without a Sanity project or a read token there is no draft mode: a plain 404 that names no
 * setting, and the server's log says what is missing (the Preview tool tells staff too).
 */
export async function GET(request: Request) {
  const token = variable('SANITY_API_READ_TOKEN')
  if (contentSource.kind !== 'lake' || !token) {
    const missing =
      contentSource.kind !== 'lake'
        ? 'Sanity project (NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET)'
        : 'SANITY_API_READ_TOKEN (a Viewer token from sanity.io/manage)'
    logMissingOnce(`[draft mode] /api/draft-mode/enable answers 404: the server has no ${missing}.`)
    return NextResponse.json(notFoundBody, { status: 404 })
  }
  // The page to open next (the signed URL's `sanity-preview-pathname`): a path on this site only.
  const next = new URL(request.url).searchParams.get('sanity-preview-pathname')
  if (next !== null && !sitePath(next)) {
    return NextResponse.json({ message: 'The page to preview must be a path on this site.' }, { status: 400 })
  }
  return defineEnableDraftMode({ client: createDraftModeClient(contentSource, token) }).GET(request)
}
