import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { NextResponse } from 'next/server'
import { contentSource } from '@/lib/config'
import { variable } from '@/lib/env/server'
import { createDraftModeClient } from '@/lib/lake-client'
import { sitePath } from '@/lib/site-path'

/** Entered from the Studio's Presentation tool, which signs the URL with a short-lived secret. */
export async function GET(request: Request) {
  if (contentSource.kind !== 'lake') {
    return NextResponse.json(
      {
        message: 'Draft mode needs a Sanity project: set NEXT_PUBLIC_SANITY_PROJECT_ID and NEXT_PUBLIC_SANITY_DATASET.',
      },
      { status: 503 },
    )
  }
  const token = variable('SANITY_API_READ_TOKEN')
  if (!token) {
    return NextResponse.json(
      { message: 'Draft mode needs SANITY_API_READ_TOKEN, a Viewer token from sanity.io/manage, on the server.' },
      { status: 503 },
    )
  }
  // The page to open next (the signed URL's `sanity-preview-pathname`): a path on this site only.
  const next = new URL(request.url).searchParams.get('sanity-preview-pathname')
  if (next !== null && !sitePath(next)) {
    return NextResponse.json({ message: 'The page to preview must be a path on this site.' }, { status: 400 })
  }
  return defineEnableDraftMode({ client: createDraftModeClient(contentSource, token) }).GET(request)
}
