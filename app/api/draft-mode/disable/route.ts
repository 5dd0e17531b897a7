import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

/** Leaves draft mode and returns to the published page the visitor came from. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const back = request.nextUrl.searchParams.get('redirect') ?? '/'
  // Only paths on this site, so the link cannot be used to send visitors elsewhere.
  const path = back.startsWith('/') && !back.startsWith('//') ? back : '/'
  return NextResponse.redirect(new URL(path, request.nextUrl.origin))
}
