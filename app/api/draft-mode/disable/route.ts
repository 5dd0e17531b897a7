import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { sitePath } from '@/lib/site-path'

/** The page of this site a link was followed from (the "Preview mode — exit" link sends no parameter). */
function refererPath(request: NextRequest) {
  const referer = request.headers.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.host === request.headers.get('host') ? sitePath(`${url.pathname}${url.search}`) : undefined
  } catch {
    return undefined
  }
}

/**
 * Leaves draft mode and returns to the published page the visitor came from: `?redirect=`,
 * else the referring page of this site, else the home page. The Location is a path, so the
 * visitor stays on the host they used.
 */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const path = sitePath(request.nextUrl.searchParams.get('redirect')) ?? refererPath(request) ?? '/'
  return new Response(null, { status: 307, headers: { location: path } })
}
