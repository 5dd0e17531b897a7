import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'

/** Only paths on this site, so the link cannot be used to send visitors elsewhere. */
const sitePath = (value: string | null | undefined) =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined

/** The page a same-site link was followed from (the "Preview mode — exit" link). */
function refererPath(request: NextRequest) {
  const referer = request.headers.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.origin === request.nextUrl.origin ? sitePath(`${url.pathname}${url.search}`) : undefined
  } catch {
    return undefined
  }
}

/** Leaves draft mode and returns to the published page the visitor came from. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const path = sitePath(request.nextUrl.searchParams.get('redirect')) ?? refererPath(request) ?? '/'
  return NextResponse.redirect(new URL(path, request.nextUrl.origin))
}
