import { checkFormRequest, refusalResponse } from './lib/forms/body-guard'

/*
 * Next 16's request proxy (formerly middleware). It has to be a file at the top of the project
 * (or in src/): it is the only code that runs before Next's server-action handler reads a body,
 * and that handler turns a body over the limit into a 500 (see lib/forms/body-guard.ts).
 * Only the pages with forms pass through it.
 */
export async function proxy(request: Request) {
  const refusal = await checkFormRequest(request)
  return refusal ? refusalResponse(refusal, request) : undefined
}

export const config = {
  matcher: ['/contact-us', '/account', '/users/:path*'],
}
