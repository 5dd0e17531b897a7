/*
 * A stand-in for the Sanity Content Lake's query API on 127.0.0.1, for end-to-end tests of a
 * build configured with a project (SANITY_API_HOST points the server's client here). It
 * evaluates the GROQ it receives with groq-js over an NDJSON dataset read on every request,
 * and honours perspectives: published (no drafts), drafts (drafts over published, token
 * required) and raw (everything, token required). With a preview secret it also holds the
 * fresh `sanity.previewUrlSecret` document that the Presentation tool would have created.
 * Run it: node tests/support/fake-content-lake.ts
 */
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import {
  evaluateGroq,
  isPublished,
  parseNdjson,
  withImageAssets,
  type SanityDocument,
} from '../../lib/content/sources/bundled.ts'

export type FakeLakeOptions = {
  datasetFiles: string[]
  token: string
  port: number
  preview?: { secret: string; studioUrl: string }
}

/** The project id the image URLs carry (the fake answers any project). */
const fakeProjectId = process.env.FAKE_LAKE_PROJECT_ID || 'e2elake1'

const baseId = (id: string) => id.replace(/^drafts\./, '')

/** The documents a query sees in a perspective: published (no drafts), drafts (drafts over published) or raw (all). */
export function inPerspective(documents: SanityDocument[], perspective: string) {
  if (perspective === 'raw') return documents
  const published = documents.filter(isPublished)
  if (perspective !== 'drafts') return published
  const merged = new Map(published.map((document) => [document._id, document]))
  for (const draft of documents.filter((document) => document._id.startsWith('drafts.'))) {
    merged.set(baseId(draft._id), { ...draft, _id: baseId(draft._id), _originalId: draft._id })
  }
  return [...merged.values()]
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function previewSecretDocument(preview: NonNullable<FakeLakeOptions['preview']>): SanityDocument {
  return {
    _id: 'sanity-preview-url-secret.e2e',
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date().toISOString(),
    secret: preview.secret,
    studioUrl: preview.studioUrl,
  }
}

export function startFakeContentLake({ datasetFiles, token, port, preview }: FakeLakeOptions): Promise<Server> {
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    if (url.pathname === '/health') return send(200, { ok: true })
    if (!/^\/v[^/]+\/data\/query\/[^/]+$/.test(url.pathname)) return send(404, { error: 'Not found' })

    const params: Record<string, string | number | boolean> = {}
    let query = url.searchParams.get('query') ?? ''
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value)
    if (request.method === 'POST') {
      const body = JSON.parse(await readBody(request)) as { query: string; params?: typeof params }
      query = body.query
      Object.assign(params, body.params)
    }
    const perspective = url.searchParams.get('perspective') ?? 'published'
    const authorized = request.headers.authorization === `Bearer ${token}`
    if (perspective !== 'published' && !authorized) {
      return send(401, { error: 'Unauthorized', message: 'Session not found or a valid token is required' })
    }
    try {
      // The bundled images as an import would have uploaded them: on Sanity's image CDN.
      const dataset = url.pathname.split('/').at(-1)
      const documents = withImageAssets(
        datasetFiles.flatMap((file) => parseNdjson(readFileSync(file, 'utf8'), file)),
        (file) => `https://cdn.sanity.io/images/${fakeProjectId}/${dataset}/${file}`,
      )
      if (preview) documents.push(previewSecretDocument(preview))
      const result = await evaluateGroq(inPerspective(documents, perspective), query, params)
      send(200, { query, result, ms: 1 })
    } catch (error) {
      send(400, { error: { description: String(error), type: 'queryParseError' } })
    }
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

if (import.meta.main) {
  const { FAKE_LAKE_DATASETS, FAKE_LAKE_TOKEN, FAKE_LAKE_PORT, FAKE_LAKE_PREVIEW_SECRET, FAKE_LAKE_STUDIO_URL } =
    process.env
  if (!FAKE_LAKE_DATASETS || !FAKE_LAKE_TOKEN || !FAKE_LAKE_PORT) {
    console.error('Set FAKE_LAKE_DATASETS (comma-separated NDJSON files), FAKE_LAKE_TOKEN and FAKE_LAKE_PORT.')
    process.exit(2)
  }
  await startFakeContentLake({
    datasetFiles: FAKE_LAKE_DATASETS.split(','),
    token: FAKE_LAKE_TOKEN,
    port: Number(FAKE_LAKE_PORT),
    preview: FAKE_LAKE_PREVIEW_SECRET
      ? { secret: FAKE_LAKE_PREVIEW_SECRET, studioUrl: FAKE_LAKE_STUDIO_URL ?? 'http://127.0.0.1/studio' }
      : undefined,
  })
  console.log(`Fake Content Lake on http://127.0.0.1:${FAKE_LAKE_PORT}`)
}
