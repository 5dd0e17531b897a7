import { readFileSync } from 'node:fs'
import type { Page, Request, Route } from '@playwright/test'
import { evaluateGroq, parseNdjson, type SanityDocument } from '../../../lib/content/sources/bundled.ts'
import { inPerspective } from '../../support/fake-content-lake.ts'

/*
 * Sanity's HTTP API as the embedded Studio sees it, answered inside the browser with
 * Playwright's page.route: the signed-in user, the CORS check, GROQ queries (evaluated with
 * groq-js over an NDJSON dataset), documents by id and the listener. Every other request that
 * leaves the site is refused and recorded, so a test can fail on anything unexpected.
 */

const studioUser = {
  id: 'e2e-editor',
  name: 'Mary Marketing',
  email: 'mary@example.org',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
}

type SanityApiOptions = {
  projectId: string
  dataset: string
  datasetFiles: string[]
}

export type SanityApi = {
  /** Requests the mock did not know, as "METHOD url". */
  unexpected: string[]
  /** Every request the mock answered, as "METHOD path". */
  answered: string[]
}

/** CORS as Sanity answers an origin it allows with credentials (the Studio sends its session cookie). */
const corsHeaders = (request: Request) => ({
  'access-control-allow-origin': request.headers().origin ?? '*',
  'access-control-allow-credentials': 'true',
})

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: corsHeaders(route.request()),
    body: JSON.stringify(body),
  })

function queryOf(request: Request, url: URL) {
  const params: Record<string, unknown> = {}
  for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
  let query = url.searchParams.get('query') ?? ''
  if (request.method() === 'POST') {
    const body = request.postDataJSON() as { query: string; params?: Record<string, unknown> }
    query = body.query
    Object.assign(params, body.params)
  }
  return { query, params }
}

/**
 * The project, permission and Studio-service endpoints the Studio calls on start, answered as
 * for an administrator of a small project with no add-ons (path without its API version).
 */
function studioEndpoint(path: string, { projectId, dataset }: SanityApiOptions): unknown {
  const keyValue = /^\/users\/me\/keyvalue\/(.+)$/.exec(path)
  if (keyValue)
    return decodeURIComponent(keyValue[1]!)
      .split(',')
      .map((key) => ({ key, value: null }))
  // A document's history (the review-changes panel): no events recorded.
  if (path.startsWith(`/data/history/${dataset}/events/documents/`)) return { events: {}, nextCursor: '' }
  switch (path) {
    case `/projects/${projectId}`:
      return { id: projectId, displayName: 'MediCore (e2e)', organizationId: null, members: [], features: [] }
    case `/projects/${projectId}/datasets`:
      return [{ name: dataset, aclMode: 'public' }]
    case `/projects/${projectId}/datasets/${dataset}/acl`:
      return [{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create'] }]
    case `/projects/${projectId}/grants`:
      return {}
    case `/projects/${projectId}/user-applications`:
      return []
    case `/schedules/${projectId}/${dataset}`:
      return { schedules: [] }
    case '/features':
      return []
    case '/journey/announcements':
      return []
    case '/ping':
      return 'PONG'
    case '/help':
      return {}
  }
  // Trial, usage-limit and upsell notices: nothing to announce.
  if (path.startsWith('/journey/')) return {}
  return undefined
}

export async function mockSanityApi(page: Page, options: SanityApiOptions): Promise<SanityApi> {
  const documents: SanityDocument[] = options.datasetFiles.flatMap((file) =>
    parseNdjson(readFileSync(file, 'utf8'), file),
  )
  const api: SanityApi = { unexpected: [], answered: [] }
  const apiHost = new RegExp(`^${options.projectId}\\.(api|apicdn)\\.sanity\\.io$`)
  const dataPath = (kind: string) => new RegExp(`^/v[^/]+/data/${kind}/${options.dataset}(/|$)`)

  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route, request) => {
      const url = new URL(request.url())
      const path = url.pathname
      // DEBUG_SANITY_API=1 lists every request that leaves the site.
      if (process.env.DEBUG_SANITY_API) console.log('[sanity-api]', request.method(), request.url().slice(0, 300))
      if (request.method() === 'OPTIONS') {
        return route.fulfill({
          status: 204,
          headers: {
            ...corsHeaders(request),
            'access-control-allow-headers': '*',
            'access-control-allow-methods': 'GET, POST, OPTIONS',
          },
        })
      }
      if (apiHost.test(url.hostname)) {
        api.answered.push(`${request.method()} ${path}`)
        if (/^\/v[^/]+\/users\/me$/.test(path)) return json(route, studioUser)
        if (/^\/v[^/]+\/check\/cors$/.test(path))
          return json(route, { result: { allowed: true, withCredentials: true } })
        if (dataPath('query').test(path)) {
          const { query, params } = queryOf(request, url)
          const perspective = url.searchParams.get('perspective') ?? 'raw'
          try {
            const result = await evaluateGroq(
              inPerspective(documents, perspective.split(',')[0]!),
              query,
              params as never,
            )
            return json(route, { query, result, ms: 1 })
          } catch (error) {
            return json(route, { error: { description: String(error), type: 'queryParseError' } }, 400)
          }
        }
        if (dataPath('doc').test(path)) {
          const ids = decodeURIComponent(path.replace(dataPath('doc'), '')).split(',')
          const found = ids.map((id) => documents.find((document) => document._id === id))
          return json(route, {
            documents: found.filter(Boolean),
            omitted: ids.filter((_, index) => !found[index]).map((id) => ({ id, reason: 'existence' })),
          })
        }
        // A document's transactions (NDJSON, one a line): none.
        if (path.includes(`/data/history/${options.dataset}/transactions/`)) {
          return route.fulfill({
            status: 200,
            contentType: 'application/x-ndjson',
            headers: corsHeaders(request),
            body: '',
          })
        }
        const answer = studioEndpoint(path.replace(/^\/v[^/]+/, ''), options)
        if (answer !== undefined) return json(route, answer)
        if (dataPath('listen').test(path)) {
          // One welcome, and a long retry: the Studio then treats the dataset as quiet.
          return route.fulfill({
            status: 200,
            contentType: 'text/event-stream',
            headers: corsHeaders(request),
            body: `retry: 600000\nevent: welcome\ndata: ${JSON.stringify({ listenerName: 'e2e' })}\n\n`,
          })
        }
      }
      // The Studio's bridge script (Sanity's CDN): not needed to edit, answered empty.
      if (url.hostname === 'core.sanity-cdn.com' && path === '/bridge.js') {
        api.answered.push(`${request.method()} ${url.hostname}${path}`)
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
      }
      // Sanity's services around the Studio (its font, version check, feedback intake): nothing to edit with.
      const service = `${url.hostname}${path}`
      if (
        (url.hostname === 'design-system-static.sanity.io' && path.endsWith('.woff2')) ||
        (url.hostname === 'sanity-cdn.com' && path.startsWith('/v1/modules/')) ||
        (url.hostname === 'api.sanity.io' && /^\/v[^/]+\/intake\//.test(path))
      ) {
        api.answered.push(`${request.method()} ${service}`)
        return route.fulfill({ status: 404, headers: corsHeaders(request), body: '' })
      }
      api.unexpected.push(`${request.method()} ${request.url()}`)
      return route.fulfill({ status: 501, contentType: 'text/plain', body: 'Not answered by the e2e Sanity API mock' })
    },
  )
  return api
}
