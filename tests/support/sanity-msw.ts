import { http, HttpResponse, delay, type HttpHandler } from 'msw'
import { vi } from 'vitest'
import { evaluateGroq, type SanityDocument } from '@/lib/content/sources/bundled'

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

/** Before API version 2025-02-19 a query without a perspective sees everything; from it, only published documents. */
const defaultPerspective = (apiVersion: string) =>
  apiVersion !== 'v1' && apiVersion >= 'v2025-02-19' ? 'published' : 'raw'

/**
 * The documents a query sees in the perspective the client asked for, as the Content Lake
 * decides it (not with the site's own idea of "published", which a test of the site must not
 * borrow): `raw` everything; `published` no draft and no release version; `drafts` the published
 * documents with each draft in its document's place, under the published id.
 */
function inPerspective(documents: SanityDocument[], perspective: string) {
  if (perspective === 'raw') return documents
  const published = documents.filter(({ _id }) => !/^(drafts|versions)\./.test(_id))
  if (perspective === 'published') return published
  // `previewDrafts` is the deprecated name of `drafts`.
  if (perspective !== 'drafts' && perspective !== 'previewDrafts')
    throw new Error(`The msw Content Lake does not know the perspective "${perspective}".`)
  const merged = new Map(published.map((document) => [document._id, document]))
  for (const draft of documents.filter(({ _id }) => _id.startsWith('drafts.'))) {
    const id = draft._id.slice('drafts.'.length)
    merged.set(id, { ...draft, _id: id, _originalId: draft._id })
  }
  return [...merged.values()]
}

/**
 * Answers the Content Lake's query endpoint the way Sanity does, by evaluating the
 * GROQ the client sent over a fixture dataset with groq-js, in the perspective it asked for.
 */
export function contentLakeQueryHandler(documents: SanityDocument[], project = testProject): HttpHandler {
  return http.all(queryEndpoint(project), async ({ request }) => {
    const requestUrl = new URL(request.url)
    const { query, params } =
      request.method === 'POST'
        ? ((await request.json()) as { query: string; params: Record<string, string | number | boolean> })
        : { query: requestUrl.searchParams.get('query') ?? '', params: paramsFromUrl(requestUrl) }
    const apiVersion = requestUrl.pathname.split('/')[1]!
    const perspective = requestUrl.searchParams.get('perspective') ?? defaultPerspective(apiVersion)
    const result = await evaluateGroq(inPerspective(documents, perspective), query, params ?? {})
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
