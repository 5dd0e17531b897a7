import { NextResponse, type NextRequest } from 'next/server'
import { cspSettings, newNonce, perRequestPolicy } from './csp.ts'
import { perRequestPaths } from './routes/proxy.ts'

/*
 * The pages made per request get a script nonce of their own. Next 16 reads the nonce from the
 * request's Content-Security-Policy header and writes it on every <script> it renders (its
 * bootstrap, its chunks and the inline RSC payload); the response carries the same policy,
 * replacing next.config.mjs's published one. The nonce is fresh for each request: these pages are
 * never prerendered nor kept (lib/routes.ts's `perRequest`, and their `private`/no-store caching).
 */

const policyHeaders = ['content-security-policy', 'content-security-policy-report-only']

/**
 * How a request that proxy.ts lets through goes on. A page made per request gets a fresh nonce
 * and the policy naming it; any other request loses a Content-Security-Policy header the client
 * sent itself, so that no client chooses the nonce Next writes into a page; `adjust` changes the
 * request's headers further (draft mode's). Undefined when the request goes on unchanged.
 */
export function letThrough(request: NextRequest, adjust?: (headers: Headers) => void): NextResponse | undefined {
  const headers = new Headers(request.headers)
  for (const name of policyHeaders) headers.delete(name)
  adjust?.(headers)
  const policy = perRequestPaths.includes(request.nextUrl.pathname)
    ? perRequestPolicy(newNonce(), cspSettings())
    : undefined
  if (!policy && !adjust && !policyHeaders.some((name) => request.headers.has(name))) return undefined
  if (policy) headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  if (policy) response.headers.set('content-security-policy', policy)
  return response
}
