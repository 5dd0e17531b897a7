import { defineEnableDraftMode, type DefineEnableDraftModeOptions } from 'next-sanity/draft-mode'
import { NextResponse } from 'next/server'
import { contentSource } from '@/lib/config'
import { createLakeClient } from '@/lib/content/sources/lake'

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
  const token = process.env.SANITY_API_READ_TOKEN
  if (!token) {
    return NextResponse.json(
      { message: 'Draft mode needs SANITY_API_READ_TOKEN, a Viewer token from sanity.io/manage, on the server.' },
      { status: 503 },
    )
  }
  // next-sanity 13 types this option with its own @sanity/client 7; the site's client 8 has the same API.
  const client = createLakeClient(contentSource, { token }) as unknown as DefineEnableDraftModeOptions['client']
  return defineEnableDraftMode({ client }).GET(request)
}
