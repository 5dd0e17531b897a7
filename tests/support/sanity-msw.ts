import { http, HttpResponse, delay, type HttpHandler } from 'msw'
import { vi } from 'vitest'
import { evaluateGroq, isPublished, type SanityDocument } from '@/lib/content/sources/bundled'

export const testProject = { projectId: 'test1234', dataset: 'production' }

/** The site's content layer, loaded afresh and configured for the test project as a deployment would be. */
export async function contentLayerForTestProject() {
  vi.resetModules()
  vi.stubEnv('NEXT_PUBLIC_SANITY_PROJECT_ID', testProject.projectId)
  vi.stubEnv('NEXT_PUBLIC_SANITY_DATASET', testProject.dataset)
  return import('@/lib/content')
}

/** The query endpoint, on the API host or the CDN host, for any API version. */
const queryEndpoint = (project: typeof testProject) =>
  new RegExp(`^https://${project.projectId}\\.(api|apicdn)\\.sanity\\.io/v[^/]+/data/query/${project.dataset}(\\?|$)`)

/** Reads the client's `$name=<JSON>` parameters off a query URL. */
function paramsFromUrl(url: URL) {
  const params: Record<string, string | number | boolean> = {}
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  }
  return params
}

/**
 * Answers the Content Lake's query endpoint the way Sanity does, by evaluating the
 * GROQ the client sent over a fixture dataset with groq-js.
 */
export function contentLakeQueryHandler(documents: SanityDocument[], project = testProject): HttpHandler {
  return http.all(queryEndpoint(project), async ({ request }) => {
    const requestUrl = new URL(request.url)
    const { query, params } =
      request.method === 'POST'
        ? ((await request.json()) as { query: string; params: Record<string, string | number | boolean> })
        : { query: requestUrl.searchParams.get('query') ?? '', params: paramsFromUrl(requestUrl) }
    const result = await evaluateGroq(documents.filter(isPublished), query, params ?? {})
    return HttpResponse.json({ query, result, ms: 1 })
  })
}

export const contentLakeFailure = (status: number, project = testProject) =>
  http.all(queryEndpoint(project), () =>
    HttpResponse.json({ error: { description: 'Internal error', type: 'httpError' } }, { status }),
  )

export const contentLakeHangs = (project = testProject) =>
  http.all(queryEndpoint(project), async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })
