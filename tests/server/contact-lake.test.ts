import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { contactLimiter } from '@/lib/contact/rate-limit'
import type { SanityDocument } from '@/lib/content/sources/bundled'
import { contactStoreFromEnv } from '@/lib/contact/store'
import { handleContactSubmission } from '@/lib/contact/submit'
import { contactFormData, validContactFields } from '../support/contact-form'
import { contentLakeQueryHandler, testProject } from '../support/sanity-msw'
import { mswServer } from '../support/msw-server'

/*
 * The Content Lake store through the real @sanity/client, configured from the
 * environment as a deployment would be; msw answers the client's mutate endpoint.
 */

const SENT = 'Your message has been sent. Thank you!'
const FAILED =
  'Sorry, your message could not be sent. Please try again in a few minutes, or email us at hello@medicore.example.'
const token = 'sk-test-write-token'
const env = {
  SANITY_API_WRITE_TOKEN: token,
  NEXT_PUBLIC_SANITY_PROJECT_ID: testProject.projectId,
  NEXT_PUBLIC_SANITY_DATASET: testProject.dataset,
  CONTACT_DB_PATH: '/nonexistent/should-not-be-used.sqlite',
}
const mutateEndpoint = `https://${testProject.projectId}.api.sanity.io/:version/data/mutate/${testProject.dataset}`

const server = mswServer()
const valid = { ...validContactFields, subject: 'Request a quote', message: 'Hello,\nten beds.' }

const form = (fields: Record<string, string> = {}) => contactFormData({ ...valid, ...fields })

const submit = (fields?: Record<string, string>) =>
  handleContactSubmission(form(fields), {
    clientKey: '203.0.113.7',
    limiter: contactLimiter(),
    store: () => contactStoreFromEnv(env),
    log: () => undefined,
  })

type Captured = {
  url: URL
  authorization: string | null
  body: { mutations: Record<string, Record<string, unknown>>[] }
}

describe('the Content Lake store', () => {
  it('creates one contactMessage document of the schema’s shape, with the server-side token', async () => {
    const requests: Captured[] = []
    server.use(
      http.post(mutateEndpoint, async ({ request }) => {
        const body = (await request.json()) as Captured['body']
        requests.push({ url: new URL(request.url), authorization: request.headers.get('authorization'), body })
        const id = String(body.mutations[0]?.createIfNotExists?._id)
        return HttpResponse.json({ transactionId: 'tx1', results: [{ id, operation: 'create' }] })
      }),
    )

    const before = Date.now()
    expect(await submit()).toEqual({ status: 'sent', message: SENT })

    expect(requests).toHaveLength(1)
    const [{ url, authorization, body }] = requests as [Captured]
    expect(url.pathname).toBe(`/v2026-10-01/data/mutate/${testProject.dataset}`)
    // Acknowledged only once the document is committed and visible to queries.
    expect(url.searchParams.get('visibility')).toBe('sync')
    expect(authorization).toBe(`Bearer ${token}`)
    expect(body.mutations).toHaveLength(1)
    const document = body.mutations[0]!.createIfNotExists!
    expect(Object.keys(document).sort()).toEqual([
      '_id',
      '_type',
      'email',
      'locale',
      'message',
      'name',
      'subject',
      'submittedAt',
    ])
    expect(document).toMatchObject({ _type: 'contactMessage', ...valid, locale: 'en' })
    // A non-root id: private even in a public dataset.
    expect(document._id).toMatch(/^contactMessage\.[0-9a-f-]{36}$/)
    const submittedAt = String(document.submittedAt)
    expect(new Date(submittedAt).toISOString()).toBe(submittedAt)
    expect(Date.parse(submittedAt)).toBeGreaterThanOrEqual(before - 1000)
  })

  it.each([401, 403, 500, 503])('gives the clear error, never the success text, on a %i', async (status) => {
    let calls = 0
    server.use(
      http.post(mutateEndpoint, () => {
        calls++
        return HttpResponse.json({ error: { description: 'Nope', type: 'httpError' } }, { status })
      }),
    )
    const state = await submit()
    expect(state).toMatchObject({ status: 'error', message: FAILED, values: valid })
    expect(JSON.stringify(state)).not.toContain(SENT)
    expect(calls).toBeGreaterThanOrEqual(1)
  })

  it('gives the clear error when the Content Lake cannot be reached', async () => {
    server.use(http.post(mutateEndpoint, () => HttpResponse.error()))
    const state = await submit()
    expect(state).toMatchObject({ status: 'error', message: FAILED })
  })

  it('lists messages newest first for the inbox', async () => {
    let query = ''
    server.use(
      http.get(
        `https://${testProject.projectId}.api.sanity.io/:version/data/query/${testProject.dataset}`,
        ({ request }) => {
          const url = new URL(request.url)
          query = url.searchParams.get('query') ?? ''
          expect(url.searchParams.get('perspective')).toBe('raw')
          expect(request.headers.get('authorization')).toBe(`Bearer ${token}`)
          return HttpResponse.json({
            query,
            result: [{ id: 'contactMessage.1', ...valid, submittedAt: '2026-11-21T10:00:00.000Z' }],
            ms: 1,
          })
        },
      ),
    )
    const list = await contactStoreFromEnv(env).list({ limit: 5 })
    expect(query).toMatch(/_type == "contactMessage"/)
    expect(query).toMatch(/order\(submittedAt desc/)
    expect(list).toEqual([{ id: 'contactMessage.1', ...valid, submittedAt: '2026-11-21T10:00:00.000Z' }])
  })

  it('keeps the language of the page a message was sent from; an older message without one lists as English', async () => {
    const created: SanityDocument[] = []
    server.use(
      http.post(mutateEndpoint, async ({ request }) => {
        const body = (await request.json()) as Captured['body']
        const document = body.mutations[0]!.createIfNotExists as unknown as SanityDocument
        created.push(document)
        return HttpResponse.json({ transactionId: 'tx1', results: [{ id: document._id, operation: 'create' }] })
      }),
    )
    expect((await submit({ locale: 'es', message: 'Hola,\ndiez camas.' })).status).toBe('sent')
    expect(created[0]).toMatchObject({ locale: 'es', message: 'Hola,\ndiez camas.' })

    // What the Studio's Inbox and `npm run inbox` read back, with a message stored before the language was kept.
    const older = {
      _id: 'contactMessage.older',
      _type: 'contactMessage',
      ...valid,
      submittedAt: '2026-11-21T10:00:00.000Z',
    }
    server.use(contentLakeQueryHandler([older, ...created]))
    const list = await contactStoreFromEnv(env).list()
    expect(list.map(({ id, locale }) => ({ id, locale }))).toEqual([
      { id: created[0]!._id, locale: 'es' },
      { id: 'contactMessage.older', locale: 'en' },
    ])
  })
})
