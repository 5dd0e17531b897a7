import { NextResponse, type NextRequest } from 'next/server'
import { cspSettings, newNonce, perRequestPolicy } from './csp.ts'
import { perRequestPaths } from './routes.ts'

/*
 * The pages made per request get a script nonce of their own. Next 16 reads the nonce from the
 * request's Content-Security-Policy header and writes it on every <script> it renders (its
 * bootstrap, its chunks and the inline RSC payload); the response carries the same policy,
 * replacing next.config.mjs's published one. The nonce is fresh for each request: these pages are
 * never prerendered nor kept (lib/routes.ts's `perRequest`, and their `private`/no-store caching).
 */

const policyHeaders = ['content-security-policy', 'content-security-policy-report-only']

/**
 * Wraps proxy.ts's handler. When it lets a request through (answers nothing) to a page made per
 * request, that page gets a fresh nonce and the policy naming it. Any other request the proxy
 * sees loses a Content-Security-Policy header the client sent itself, so that no client chooses
 * the nonce Next writes into a page.
 */
export function withScriptNonce<Answer extends Response | undefined>(
  handler: (request: NextRequest) => Promise<Answer>,
) {
  return async (request: NextRequest): Promise<Answer | NextResponse> => {
    const answer = await handler(request)
    if (answer) return answer
    const headers = new Headers(request.headers)
    for (const name of policyHeaders) headers.delete(name)
    if (!perRequestPaths.includes(request.nextUrl.pathname)) {
      return policyHeaders.some((name) => request.headers.has(name))
        ? NextResponse.next({ request: { headers } })
        : answer
    }
    const policy = perRequestPolicy(newNonce(), cspSettings())
    headers.set('content-security-policy', policy)
    const response = NextResponse.next({ request: { headers } })
    response.headers.set('content-security-policy', policy)
    return response
  }
}
