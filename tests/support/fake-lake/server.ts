import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer } from 'node:http2'
import type { Server } from 'node:net'
import path from 'node:path'
import { isPublished } from '../../../lib/content/sources/bundled.ts'
import { actionSteps } from './actions.ts'
import { answeredOffMachine } from './off-machine.ts'
import { createDataset, type LakeDocument } from './dataset.ts'
import { evaluateLakeGroq } from './groq.ts'
import { closeListeners, listen, liveEvents, syncTag } from './listener.ts'
import { applyMutation, LakeError, type MutationInput } from './mutations.ts'
import { studioEndpoint, type Access, type StudioLogin } from './studio-api.ts'
import { startWebhook, type WebhookOptions } from './webhook.ts'

/*
 * The fake Content Lake's HTTP API, on any project hostname (`<projectId>.localhost:<port>`
 * in the browser, the bare host from the site's server): queries in a perspective, documents
 * by id, mutations, actions, the listener, and the Studio's other endpoints, with CORS for
 * credentialed requests from any origin; plus /_fake/* for the tests (deliveries, reset, log).
 */

export type FakeLakeOptions = {
  datasetFiles: string[]
  port: number
  projectId: string
  dataset: string
  /** The site server's tokens: the read token reads drafts, the write token also writes. */
  readToken: string
  writeToken?: string
  login: StudioLogin
  /** Key and certificate files: HTTPS with HTTP/2 for browsers (and HTTP/1.1 for Node's fetch). */
  tls?: { key: string; cert: string }
  webhook?: WebhookOptions
  /** Documents present from the start besides the files' (a preview secret, say). */
  extra?: () => LakeDocument[]
}

const corsHeaders = (request: IncomingMessage): Record<string, string> =>
  request.headers.origin
    ? {
        'access-control-allow-origin': request.headers.origin,
        'access-control-allow-credentials': 'true',
        vary: 'Origin',
      }
    : {}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Before API version 2025-02-19 a query without a perspective sees everything, from it only published documents. */
const defaultPerspective = (version: string) => (version !== 'v1' && version >= 'v2025-02-19' ? 'published' : 'raw')

function documentsIn(documents: LakeDocument[], perspective: string, access: Access) {
  if (access === 'anonymous') {
    // Documents with a dot in their id (drafts, versions, secrets) need a token.
    return documents.filter((document) => !document._id.includes('.'))
  }
  if (perspective === 'raw') return documents
  const published = documents.filter(isPublished)
  if (perspective === 'published') return published
  const merged = new Map(published.map((document) => [document._id, document]))
  for (const draft of documents.filter((document) => document._id.startsWith('drafts.'))) {
    const id = draft._id.slice('drafts.'.length)
    merged.set(id, { ...draft, _id: id, _originalId: draft._id })
  }
  return [...merged.values()]
}

function perspectiveOf(url: URL, version: string) {
  const requested = (url.searchParams.get('perspective') ?? defaultPerspective(version)).split(',')
  if (requested.includes('raw')) return 'raw'
  if (requested.includes('published') && requested.length === 1) return 'published'
  return 'drafts'
}

export function startFakeContentLake(options: FakeLakeOptions): Promise<Server[]> {
  const { port, projectId, dataset: datasetName } = options
  const dataset = createDataset({
    files: options.datasetFiles,
    imageUrl: (file) => `https://cdn.sanity.io/images/${projectId}/${datasetName}/${file}`,
    extra: options.extra,
  })
  const webhook = options.webhook && startWebhook(dataset, options.webhook)
  const log = {
    queries: [] as { at: number; query: string; perspective: string }[],
    unknown: [] as string[],
    /** The browser's requests to hosts off this machine that are not Sanity's known services (off-machine.ts). */
    offMachine: [] as { at: number; request: string }[],
    /** Writes the lake refused (a stale revision, a missing draft), which a Studio shows as a lost edit. */
    refused: [] as { at: number; status: number; description: string }[],
  }
  const imagesDir = path.join(path.dirname(options.datasetFiles[0]!), 'images')

  const accessOf = (request: IncomingMessage): Access => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (token && (token === options.writeToken || token === options.login.token)) return 'editor'
    if (token === options.readToken) return 'viewer'
    return 'anonymous'
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const cors = corsHeaders(request)
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { ...cors, 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', `http://localhost:${port}`)
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      })
      return response.end()
    }
    if (url.pathname === '/health') return send(200, { ok: true })
    if (url.pathname === '/_fake/webhooks') return send(200, webhook?.deliveries() ?? [])
    if (url.pathname === '/_fake/log') return send(200, log)
    if (url.pathname === '/_fake/reset' && request.method === 'POST') {
      dataset.reset()
      webhook?.clear()
      log.queries.length = 0
      log.unknown.length = 0
      log.offMachine.length = 0
      log.refused.length = 0
      closeListeners()
      return send(200, { ok: true })
    }
    if (url.pathname === '/_fake/document' && request.method === 'GET') {
      return send(200, dataset.get(url.searchParams.get('id') ?? ''))
    }
    const projectImages = `/images/${projectId}/${datasetName}/`
    const record = (request: string) => log.offMachine.push({ at: Date.now(), request })
    if (answeredOffMachine(request, response, { projectImages, record })) return
    // The image CDN (cdn.sanity.io in the browser), without transforms: the bundled images as they are.
    const image = /^\/images\/[^/]+\/[^/]+\/([0-9a-f]{40}-\d+x\d+)\.(webp|png|jpg)$/.exec(url.pathname)
    if (image) {
      try {
        const bytes = await readFile(path.join(imagesDir, `${image[1]}.${image[2]}`))
        response.writeHead(200, { ...cors, 'content-type': `image/${image[2] === 'jpg' ? 'jpeg' : image[2]}` })
        return response.end(bytes)
      } catch {
        return send(404, { error: 'Not found' })
      }
    }

    const versioned = /^\/(v[^/]+)(\/.*)$/.exec(url.pathname)
    const [, version = 'v1', apiPath = url.pathname] = versioned ?? []
    const access = accessOf(request)
    const data = new RegExp(`^/data/(query|doc|mutate|actions|listen|live/events)/${datasetName}(?:/(.+))?$`).exec(
      apiPath,
    )

    if (data?.[1] === 'query') {
      const params: Record<string, unknown> = {}
      let query = url.searchParams.get('query') ?? ''
      for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
      if (request.method === 'POST') {
        const body = JSON.parse(await readBody(request)) as { query: string; params?: typeof params }
        query = body.query
        Object.assign(params, body.params)
      }
      const perspective = perspectiveOf(url, version)
      if (perspective !== 'published' && access === 'anonymous') {
        return send(401, { error: 'Unauthorized', message: 'Session not found or a valid token is required' })
      }
      log.queries.push({ at: Date.now(), query, perspective })
      try {
        const result = await evaluateLakeGroq(documentsIn(dataset.all(), perspective, access), query, params)
        return send(200, { query, result, syncTags: [syncTag], ms: 1 })
      } catch (error) {
        // A function groq-js leaves out: the lake would answer it, so the fake does not know this request.
        if (String(error).includes('not implemented'))
          log.unknown.push(`${request.method} query with a function groq-js lacks: ${query}`)
        return send(400, { error: { description: String(error), type: 'queryParseError' } })
      }
    }
    if (data?.[1] === 'doc') {
      const ids = decodeURIComponent(data[2] ?? '').split(',')
      const visible = new Set(documentsIn(dataset.all(), 'raw', access).map((document) => document._id))
      const found = ids.map((id) => (visible.has(id) ? dataset.get(id) : null))
      return send(200, {
        documents: found.filter(Boolean),
        omitted: ids.filter((_, index) => !found[index]).map((id) => ({ id, reason: 'existence' })),
      })
    }
    if (data?.[1] === 'listen') {
      if (access === 'anonymous') return send(401, { error: 'Unauthorized', message: 'A token is required' })
      return listen(request, response, dataset, url, cors)
    }
    if (data?.[1] === 'live/events') {
      const includeDrafts = url.searchParams.get('includeDrafts') === 'true'
      if (includeDrafts && access === 'anonymous') {
        return send(401, { error: 'Unauthorized', message: 'Drafts need a token' })
      }
      return liveEvents(request, response, dataset, cors, includeDrafts)
    }
    if (data?.[1] === 'mutate' || data?.[1] === 'actions') {
      if (access !== 'editor')
        return send(403, { error: { description: 'Insufficient permissions', type: 'permissionError' } })
      const body = JSON.parse(await readBody(request)) as {
        mutations?: MutationInput[]
        actions?: Record<string, unknown>[]
        transactionId?: string
      }
      const identity = access === 'editor' ? 'e2e-editor' : 'e2e-server'
      const steps =
        data[1] === 'actions'
          ? actionSteps(body.actions ?? [])
          : (body.mutations ?? []).map(
              (mutation) => (working: Parameters<typeof applyMutation>[0]) => applyMutation(working, mutation),
            )
      try {
        const transaction = await dataset.commit(steps, {
          transactionId: body.transactionId ?? url.searchParams.get('transactionId') ?? undefined,
          identity,
        })
        if (data[1] === 'actions') return send(200, { transactionId: transaction.transactionId })
        const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
        return send(200, {
          transactionId: transaction.transactionId,
          results: transaction.changes.map(({ id, before, after }) => ({
            id,
            operation: !before ? 'create' : !after ? 'delete' : 'update',
            ...(returnDocuments && after && { document: after }),
          })),
        })
      } catch (error) {
        if (error instanceof LakeError) {
          log.refused.push({ at: Date.now(), status: error.status, description: error.message })
          return send(error.status, { error: { description: error.message, type: error.type } })
        }
        throw error
      }
    }
    // A document's transactions (NDJSON, one a line): none kept.
    if (apiPath.startsWith(`/data/history/${datasetName}/transactions/`)) {
      response.writeHead(200, { ...cors, 'content-type': 'application/x-ndjson' })
      return response.end()
    }
    const answer = studioEndpoint(apiPath, url, access, { projectId, dataset: datasetName, login: options.login })
    if (answer) return send(answer.status, answer.body)
    log.unknown.push(`${request.method} ${request.headers.host ?? request.headers[':authority']}${request.url}`)
    return send(404, { error: 'Not found', message: 'Not answered by the fake Content Lake' })
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[fake lake]', request.method, request.url, error)
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { description: String(error), type: 'queryParseError' } }))
    })
  }
  const { tls } = options
  const server = (host: string) =>
    new Promise<Server | undefined>((resolve) => {
      // HTTP/2's compatibility API answers through the same request and response methods used here.
      const instance = tls
        ? createSecureServer(
            { key: readFileSync(tls.key), cert: readFileSync(tls.cert), allowHTTP1: true },
            listener as never,
          )
        : createServer(listener)
      // The Studio's websocket (presence): not offered.
      instance.on('upgrade', (_request, socket: { destroy(): void }) => socket.destroy())
      instance.once('error', () => resolve(undefined))
      instance.listen(port, host, () => resolve(instance))
    })
  // `localhost` may resolve to either loopback address: listen on both (IPv6 only where there is one).
  return Promise.all([server('127.0.0.1'), server('::1')]).then((servers) => servers.filter((s) => s !== undefined))
}
