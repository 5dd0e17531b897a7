import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { refererPath, sitePath } from '@/lib/site-path'

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
