import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { encodeSignatureHeader } from '@sanity/webhook'
import { NextRequest } from 'next/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { shownTypeNames } from '@/lib/content/document-types'
import { parseNdjson } from '@/lib/content/sources/bundled'
import { memoryDeliveries, type DeliveryMemory } from '@/lib/publish/deliveries'
import { bundledRedirectStore, redirectStoreFor, type RedirectStore } from '@/lib/publish/redirect-stores'
import { renameRecorder } from '@/lib/publish/rename-redirects'
import { checkPlannedList, planRename, renameRedirectId } from '@/lib/publish/renames'
import { signedWebhook } from '@/lib/publish/sign'
import {
  CONSISTENCY_WAIT_MS,
  handleRevalidateWebhook,
  SIGNATURE_MAX_AGE_MS,
  SIGNATURE_MAX_SKEW_AHEAD_MS,
  type WebhookOptions,
} from '@/lib/publish/webhook'

const secret = 'test-webhook-secret'
const url = 'http://127.0.0.1/api/revalidate'

async function post(
  body: unknown,
  options: {
    signWith?: string
    timestamp?: number
    rawBody?: string
    recordRename?: WebhookOptions['recordRename']
    announce?: WebhookOptions['announce']
    deliveries?: DeliveryMemory
    headers?: Record<string, string>
  } = {},
) {
  const signed = await signedWebhook(body, options.signWith ?? secret, options.timestamp)
  const request = new NextRequest(url, {
    method: 'POST',
    headers: { ...signed.headers, ...options.headers },
    body: options.rawBody ?? signed.body,
  })
  const revalidate = vi.fn()
  const answer = await handleRevalidateWebhook(request, {
    secret,
    revalidate,
    waitForConsistency: false,
    recordRename: options.recordRename,
    announce: options.announce,
    deliveries: options.deliveries ?? memoryDeliveries(),
  })
  return { ...answer, revalidated: revalidate.mock.calls.map(([tag]) => tag) }
}

describe('the revalidation webhook', () => {
  it.each(['pricingPlan', 'faq', 'feature', 'claim', 'post', 'author', 'category', 'legalPage'])(
    'revalidates exactly the %s tag when a %s is published',
    async (type) => {
      const answer = await post({ _id: 'doc-1', _type: type })
      expect(answer).toMatchObject({ status: 200, revalidated: [type], body: { revalidated: [type] } })
    },
  )

  it("revalidates an article's own page too when the projection carries its slug", async () => {
    const answer = await post({ _id: 'post-1', _type: 'post', slug: 'hipaa-basics' })
    expect(answer).toMatchObject({ status: 200, revalidated: ['post', 'post-slug:hipaa-basics'] })
    expect(answer.body).toEqual({
      message: 'Revalidated pages showing post.',
      revalidated: ['post', 'post-slug:hipaa-basics'],
    })
  })

  it('expires only its own page for an English article whose slug is a language code, not the Spanish blog', async () => {
    const answer = await post({ _id: 'post-es', _type: 'post', slug: 'es' })
    expect(answer.revalidated).toEqual(['post', 'post-slug:es'])
    expect(answer.revalidated).not.toContain('post:es')
  })

  it('refuses a request without a signature, revalidating nothing', async () => {
    const request = new NextRequest(url, { method: 'POST', body: JSON.stringify({ _type: 'faq' }) })
    const revalidate = vi.fn()
    const answer = await handleRevalidateWebhook(request, {
      secret,
      revalidate,
      waitForConsistency: false,
      deliveries: memoryDeliveries(),
    })
    expect(answer).toEqual({ status: 401, body: { message: 'Missing sanity-webhook-signature header.' } })
    expect(revalidate).not.toHaveBeenCalled()
  })

  it('refuses a request signed with another secret', async () => {
    expect(await post({ _type: 'faq' }, { signWith: 'guessed-secret' })).toMatchObject({
      status: 401,
      body: { message: 'Invalid signature.' },
      revalidated: [],
    })
  })

  it('refuses a body changed after signing', async () => {
    expect(await post({ _type: 'faq' }, { rawBody: JSON.stringify({ _type: 'pricingPlan' }) })).toMatchObject({
      status: 401,
      revalidated: [],
    })
  })

  it('refuses a stale request, so a captured one cannot be replayed', async () => {
    const answer = await post({ _type: 'faq' }, { timestamp: Date.now() - SIGNATURE_MAX_AGE_MS - 1_000 })
    expect(answer).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/^Stale signature/) },
      revalidated: [],
    })
  })

  it('refuses a malformed body with 400, once its signature holds', async () => {
    const rawBody = '{"_type": "faq"'
    const request = new NextRequest(url, {
      method: 'POST',
      headers: { 'sanity-webhook-signature': await encodeSignatureHeader(rawBody, Date.now(), secret) },
      body: rawBody,
    })
    const revalidate = vi.fn()
    const answer = await handleRevalidateWebhook(request, {
      secret,
      revalidate,
      waitForConsistency: false,
      deliveries: memoryDeliveries(),
    })
    expect(answer).toEqual({ status: 400, body: { message: 'The body is not valid JSON.' } })
    expect(revalidate).not.toHaveBeenCalled()
    // Unsigned, the same text is refused for its signature.
    expect(await post({ _type: 'faq' }, { rawBody })).toMatchObject({ status: 401, revalidated: [] })
  })

  it('refuses a body without a known _type with 400, naming the types', async () => {
    const answer = await post({ _id: 'x' })
    expect(answer).toMatchObject({ status: 400, revalidated: [] })
    expect(answer.body.message).toContain(shownTypeNames.join(', '))
  })

  it('answers a plain 404 without a secret, naming no setting, and logs what is missing once', async () => {
    const log = vi.fn()
    for (let attempt = 0; attempt < 2; attempt++) {
      const signed = await signedWebhook({ _type: 'faq' }, secret)
      const revalidate = vi.fn()
      const answer = await handleRevalidateWebhook(new NextRequest(url, { method: 'POST', ...signed }), {
        secret: undefined,
        revalidate,
        waitForConsistency: false,
        deliveries: memoryDeliveries(),
        log,
      })
      expect(answer).toEqual({ status: 404, body: { message: 'Not found.' } })
      expect(JSON.stringify(answer)).not.toMatch(/SANITY|secret|configur/i)
      expect(revalidate).not.toHaveBeenCalled()
    }
    expect(log.mock.calls).toEqual([
      ['[publish] /api/revalidate answers 404: SANITY_REVALIDATE_SECRET is not set on the server.'],
    ])
  })
})

describe('the revalidation webhook, once per delivery', () => {
  it('acts on a signed request once, however often it is sent again', async () => {
    const deliveries = memoryDeliveries()
    const signed = await signedWebhook({ _id: 'faq-1', _type: 'faq' }, secret)
    const answers = []
    const revalidate = vi.fn()
    for (let attempt = 0; attempt < 3; attempt++) {
      const request = new NextRequest(url, { method: 'POST', ...signed })
      answers.push(
        await handleRevalidateWebhook(request, { secret, revalidate, waitForConsistency: false, deliveries }),
      )
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers[1]!.body).toEqual({
      message: 'Already handled: this delivery was acted on when it first arrived; nothing was done again.',
      revalidated: [],
    })
    expect(revalidate.mock.calls).toEqual([['faq']])
  })

  it('knows a replay by its signature, whatever idempotency key it carries, and a retry by its key', async () => {
    const deliveries = memoryDeliveries()
    const faq = { _id: 'faq-1', _type: 'faq' }
    const timestamp = Date.now() - 3_000
    const first = await post(faq, { deliveries, headers: { 'idempotency-key': 'delivery-1' }, timestamp })
    expect(first.revalidated).toEqual(['faq'])
    // The same signed request with a new key (the header is not signed): a replay.
    const replay = await post(faq, { deliveries, headers: { 'idempotency-key': 'made-up' }, timestamp })
    expect(replay).toMatchObject({ status: 200, revalidated: [] })
    // Sanity's next attempt of the same delivery is signed anew, with the same key.
    const retry = await post(faq, {
      deliveries,
      headers: { 'idempotency-key': 'delivery-1' },
      timestamp: Date.now() - 2_000,
    })
    expect(retry).toMatchObject({ status: 200, revalidated: [] })
    // Another delivery of the same document (published again) is acted on.
    const next = await post(faq, {
      deliveries,
      headers: { 'idempotency-key': 'delivery-2' },
      timestamp: Date.now() - 1_000,
    })
    expect(next.revalidated).toEqual(['faq'])
  })

  it('remembers a delivery for the signature’s window only, and forgets one that must be retried', async () => {
    let now = Date.now()
    const deliveries = memoryDeliveries(() => now)
    const signed = await signedWebhook({ _id: 'faq-1', _type: 'faq' }, secret, now)
    const send = (overrides: Partial<WebhookOptions> = {}) =>
      handleRevalidateWebhook(new NextRequest(url, { method: 'POST', ...signed }), {
        secret,
        revalidate: vi.fn(),
        waitForConsistency: false,
        deliveries,
        now: () => now,
        ...overrides,
      })
    expect((await send()).body.revalidated).toEqual(['faq'])
    now += SIGNATURE_MAX_AGE_MS - 1_000
    expect((await send()).body.revalidated).toEqual([])
    now += 2_000
    expect(await send()).toMatchObject({ status: 401, body: { message: expect.stringMatching(/^Stale signature/) } })

    // A rename whose redirect could not be stored answers 503, and Sanity's retry is acted on.
    const renamed = await signedWebhook({ _id: 'post-1', _type: 'post', slug: 'b', previousSlug: 'a' }, secret)
    const failing = vi.fn(async () => ({ saved: false as const, retry: true, reason: 'the store failed' }))
    const renameDeliveries = memoryDeliveries()
    const sendRename = () =>
      handleRevalidateWebhook(new NextRequest(url, { method: 'POST', ...renamed }), {
        secret,
        revalidate: vi.fn(),
        waitForConsistency: false,
        deliveries: renameDeliveries,
        recordRename: failing,
      })
    expect((await sendRename()).status).toBe(503)
    expect((await sendRename()).status).toBe(503)
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it('allows at most 30 seconds of clock skew ahead, and 5 minutes behind', async () => {
    const at = (offsetMs: number) => post({ _id: 'faq-1', _type: 'faq' }, { timestamp: Date.now() + offsetMs })
    expect(await at(25_000)).toMatchObject({ status: 200, revalidated: ['faq'] })
    for (const ahead of [SIGNATURE_MAX_SKEW_AHEAD_MS + 2_000, 280_000])
      expect(await at(ahead)).toEqual({
        status: 401,
        body: { message: 'Signature dated in the future: more than 30 seconds ahead of the server’s clock.' },
        revalidated: [],
      })
    expect(await at(-(SIGNATURE_MAX_AGE_MS - 5_000))).toMatchObject({ status: 200, revalidated: ['faq'] })
  })
})

/** A body of `total` bytes in chunks of 16 KiB, counting what the server reads of it. */
function streamedBody(total: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x20)
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close()
      sent += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, sent: () => sent }
}

/** A request with a well-formed, fresh signature header (over another body) and `body`. */
async function forgedRequest(body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) {
  const init = {
    method: 'POST',
    headers: { ...(await signedWebhook({ _type: 'faq' }, 'guessed-secret')).headers, ...headers },
    body,
    // A streamed body needs it (Node's fetch); the DOM's RequestInit does not know it.
    duplex: 'half',
  }
  return new NextRequest(new Request(url, init as RequestInit))
}

describe('the revalidation webhook, against large bodies', () => {
  /** The limit docs/publishing.md states: a projection is a few hundred bytes. */
  const limit = 64 * 1024
  const options = () => ({ secret, revalidate: vi.fn(), waitForConsistency: false, deliveries: memoryDeliveries() })
  const tooLarge = {
    status: 413,
    body: { message: "The body is larger than 64 KiB: a webhook's projection is a few hundred bytes." },
  }

  it('refuses a declared Content-Length over the limit with 413, without reading the body', async () => {
    const streamed = streamedBody(limit * 4)
    const request = await forgedRequest(streamed.body, { 'content-length': String(limit * 4) })
    const settings = options()
    expect(await handleRevalidateWebhook(request, settings)).toEqual(tooLarge)
    expect(settings.revalidate).not.toHaveBeenCalled()
    // The streams between pull a chunk or two ahead, never more.
    expect(streamed.sent()).toBeLessThanOrEqual(2 * 16 * 1024)
  })

  it('stops reading a body without a Content-Length (chunked) at the limit', async () => {
    const streamed = streamedBody(8 * 1024 * 1024)
    const answer = await handleRevalidateWebhook(await forgedRequest(streamed.body), options())
    expect(answer).toEqual(tooLarge)
    expect(streamed.sent()).toBeLessThanOrEqual(limit + 2 * 16 * 1024)
  })

  it('stops at the limit when a Content-Length understates the body', async () => {
    const streamed = streamedBody(1024 * 1024)
    const request = await forgedRequest(streamed.body, { 'content-length': '100' })
    expect(await handleRevalidateWebhook(request, options())).toEqual(tooLarge)
    expect(streamed.sent()).toBeLessThanOrEqual(limit + 2 * 16 * 1024)
  })

  it('accepts a signed body just under the limit', async () => {
    const padding = 'x'.repeat(limit - 200)
    const answer = await post({ _id: 'faq-1', _type: 'faq', note: padding })
    expect(answer).toMatchObject({ status: 200, revalidated: ['faq'] })
  })

  it('waits for the Content Lake’s consistency (3 s) after a valid signature only, when asked', async () => {
    // Only setTimeout: the body's stream and the signature's hashing run on real time.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const signed = await signedWebhook({ _id: 'faq-1', _type: 'faq', language: 'es' }, secret)
      const revalidate = vi.fn()
      const answered = handleRevalidateWebhook(new NextRequest(url, { method: 'POST', ...signed }), {
        secret,
        revalidate,
        waitForConsistency: true,
        deliveries: memoryDeliveries(),
      })
      while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve))
      await vi.advanceTimersByTimeAsync(CONSISTENCY_WAIT_MS - 1)
      expect(revalidate).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(await answered).toMatchObject({ status: 200 })
      expect(revalidate).toHaveBeenCalledWith('faq:es')

      // A forged request is refused at once, without the wait.
      const forged = handleRevalidateWebhook(await forgedRequest('{"_type":"faq"}'), {
        secret,
        revalidate: vi.fn(),
        waitForConsistency: true,
        deliveries: memoryDeliveries(),
      })
      expect(await forged).toEqual({ status: 401, body: { message: 'Invalid signature.' } })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the revalidation webhook, per language', () => {
  const same = (slug: string) => ({ operation: 'update', slug, previousSlug: slug })
  it.each([
    // Its rank orders every language's list (staff drag the English ones).
    ['an English FAQ item', { _type: 'faq', language: 'en' }, ['faq']],
    ['a Spanish FAQ item', { _type: 'faq', language: 'es' }, ['faq:es']],
    ['an English feature', { _type: 'feature', language: 'en' }, ['feature']],
    ['a Spanish claim', { _type: 'claim', language: 'es' }, ['claim:es']],
    [
      'an English pricing plan (its prices show in every language)',
      { _type: 'pricingPlan', language: 'en' },
      ['pricingPlan'],
    ],
    ['a Spanish pricing plan (only its words)', { _type: 'pricingPlan', language: 'es' }, ['pricingPlan:es']],
    ['a pricing plan without a language', { _type: 'pricingPlan' }, ['pricingPlan']],
    [
      'the Spanish home page (a fixed page: no slug)',
      { _type: 'page', language: 'es', operation: 'update', slug: null, previousSlug: null, fixedPage: 'home' },
      ['fixed-page:home:es'],
    ],
    [
      'a Spanish page built from sections, its words edited',
      { _type: 'page', language: 'es', ...same('seguridad') },
      ['page:es'],
    ],
    [
      'a Spanish page given its first address',
      { _type: 'page', language: 'es', operation: 'update', slug: 'seguridad', previousSlug: null },
      ['page'],
    ],
    ['the English site settings', { _type: 'siteSettings', language: 'en' }, ['siteSettings:en']],
    ['a Spanish legal page', { _type: 'legalPage', language: 'es', ...same('privacy') }, ['legalPage:es']],
    ['a Spanish author', { _type: 'author', language: 'es' }, ['author:es']],
    ['a redirect (no language)', { _type: 'redirect' }, ['redirect']],
    [
      'an English article, its words edited',
      { _type: 'post', language: 'en', ...same('hipaa-basics') },
      ['post:en', 'post-slug:hipaa-basics'],
    ],
    [
      'a Spanish article, its words edited',
      { _type: 'post', language: 'es', ...same('lo-basico') },
      ['post:es', 'post-slug:lo-basico'],
    ],
    [
      'a Spanish category, its words edited',
      { _type: 'category', language: 'es', ...same('farmacia') },
      ['category:es'],
    ],
    // The other language lists its address (hreflang alternates, the sitemap, the switcher).
    [
      'a Spanish article published for the first time',
      { _type: 'post', language: 'es', operation: 'create', slug: 'lo-basico', previousSlug: null },
      ['post', 'post-slug:lo-basico'],
    ],
    [
      'a Spanish article renamed',
      { _type: 'post', language: 'es', operation: 'update', slug: 'nuevo', previousSlug: 'viejo' },
      ['post', 'post-slug:nuevo'],
    ],
    [
      'a Spanish article unpublished',
      { _type: 'post', language: 'es', operation: 'delete', slug: 'lo-basico', previousSlug: 'lo-basico' },
      ['post', 'post-slug:lo-basico'],
    ],
    [
      'an English category renamed',
      { _type: 'category', language: 'en', operation: 'update', slug: 'labs', previousSlug: 'lab' },
      ['category'],
    ],
    [
      'a Spanish article from an older projection, without its operation',
      { _type: 'post', language: 'es', slug: 'lo-basico', previousSlug: 'lo-basico' },
      ['post', 'post-slug:lo-basico'],
    ],
  ])('expires exactly its tags for %s', async (_, body, tags) => {
    const answer = await post({ _id: 'doc-1', ...body })
    expect(answer).toMatchObject({ status: 200, revalidated: tags, body: { revalidated: tags } })
  })

  it('refuses a language the site does not have as its own tag, refreshing every language instead', async () => {
    expect((await post({ _id: 'faq-1', _type: 'faq', language: 'fr' })).revalidated).toEqual(['faq'])
  })
})

describe('the revalidation webhook, for translation metadata', () => {
  it('expires the linked type in every language: the alternates, the switcher and a plan’s words depend on it', async () => {
    for (const type of ['post', 'category', 'pricingPlan', 'faq']) {
      const answer = await post({
        _id: `translation-metadata-${type}-1`,
        _type: 'translation.metadata',
        schemaTypes: [type],
      })
      expect(answer).toMatchObject({ status: 200, revalidated: [type] })
      expect(answer.body.message).toBe(
        `Revalidated pages showing ${type} in every language: their translations changed.`,
      )
    }
  })

  it('expires nothing for a type the site does not show, and refuses a body without schemaTypes', async () => {
    expect(await post({ _type: 'translation.metadata', schemaTypes: ['contactMessage'] })).toMatchObject({
      status: 200,
      revalidated: [],
    })
    const answer = await post({ _type: 'translation.metadata' })
    expect(answer).toMatchObject({ status: 400, revalidated: [] })
    expect(answer.body.message).toMatch(/must carry schemaTypes/)
  })
})

describe('the revalidation webhook, for a renamed article or category', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'renames-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  /** A copy of the bundled dataset, as the site reads it with BUNDLED_DATASET_PATH. */
  function datasetCopy(name: string) {
    const file = path.join(folder, `${name}.ndjson`)
    copyFileSync('studio/dataset/production.ndjson', file)
    return file
  }
  const redirectsIn = (file: string) =>
    parseNdjson(readFileSync(file, 'utf8'), file).filter((document) => document._type === 'redirect')
  const renamedArticle = { _id: 'post-1', _type: 'post', slug: 'hipaa-guide', previousSlug: 'hipaa-basics' }

  it('writes the redirect from the old address into the bundled dataset, and says so', async () => {
    const file = datasetCopy('saved')
    const before = readFileSync(file, 'utf8').split('\n')
    const recordRename = renameRecorder(bundledRedirectStore(file))
    vi.spyOn(console, 'info').mockImplementation(() => {})

    const answer = await post(renamedArticle, { recordRename })
    expect(answer).toMatchObject({
      status: 200,
      revalidated: ['post', 'post-slug:hipaa-guide', 'redirect'],
      body: { redirects: '/blog/hipaa-basics → /blog/hipaa-guide: 1 new' },
    })
    expect(redirectsIn(file)).toContainEqual(
      expect.objectContaining({
        _id: renameRedirectId('/blog/hipaa-basics'),
        from: '/blog/hipaa-basics',
        to: '/blog/hipaa-guide',
        permanent: true,
      }),
    )
    // Every other document keeps its line as it was.
    const after = readFileSync(file, 'utf8').split('\n')
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(0, -1))

    // A second rename collapses the chain; the same webhook again changes nothing.
    await post({ ...renamedArticle, slug: 'hipaa-for-clinics', previousSlug: 'hipaa-guide' }, { recordRename })
    const again = await post(
      { ...renamedArticle, slug: 'hipaa-for-clinics', previousSlug: 'hipaa-guide' },
      { recordRename },
    )
    expect(again.body.redirects).toBe('/blog/hipaa-guide → /blog/hipaa-for-clinics: already redirected')
    const renames = redirectsIn(file).filter((redirect) => String(redirect._id).startsWith('redirect-renamed-'))
    expect(renames.map(({ from, to }) => `${from} → ${to}`).sort()).toEqual([
      '/blog/hipaa-basics → /blog/hipaa-for-clinics',
      '/blog/hipaa-guide → /blog/hipaa-for-clinics',
    ])
  })

  it('saves a Spanish article’s redirect below /es/blog, never an English one', async () => {
    const file = datasetCopy('spanish')
    const recordRename = renameRecorder(bundledRedirectStore(file))
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const renamedSpanish = {
      _id: 'post-hipaa-basics-choosing-software__i18n_es',
      _type: 'post',
      language: 'es',
      operation: 'update',
      slug: 'hipaa-para-clinicas',
      previousSlug: 'conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software',
    }
    const from = '/es/blog/conceptos-basicos-de-hipaa-para-clinicas-que-eligen-software'
    const answer = await post(renamedSpanish, { recordRename })
    expect(answer).toMatchObject({
      status: 200,
      // Its address changed: the English article lists it as its Spanish alternate.
      revalidated: ['post', 'post-slug:hipaa-para-clinicas', 'redirect'],
      body: { redirects: `${from} → /es/blog/hipaa-para-clinicas: 1 new` },
    })
    const saved = redirectsIn(file).filter((redirect) => String(redirect._id).startsWith('redirect-renamed-'))
    expect(saved).toEqual([
      expect.objectContaining({
        _id: renameRedirectId(from),
        from,
        to: '/es/blog/hipaa-para-clinicas',
        permanent: true,
      }),
    ])
    // The site's own checks accept it, as the proxy applies it.
    const plan = planRename([], { type: 'post', from, to: '/es/blog/hipaa-para-clinicas' })
    expect(() => checkPlannedList([], plan)).not.toThrow()
  })

  it('revalidates and says in plain words that nothing was saved without a write token on the Content Lake', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = redirectStoreFor(
      { kind: 'lake', projectId: 'abc123', dataset: 'production', apiVersion: '2026-10-01', useCdn: false },
      { SANITY_API_WRITE_TOKEN: ' ' },
    )
    const answer = await post(renamedArticle, { recordRename: renameRecorder(store) })
    expect(answer.status).toBe(200)
    expect(answer.revalidated).toEqual(['post', 'post-slug:hipaa-guide'])
    expect(answer.body.message).toBe(
      'Revalidated pages showing post. No redirect from /blog/hipaa-basics to /blog/hipaa-guide was saved: the server has no SANITY_API_WRITE_TOKEN (an Editor token) to write it with. Add it in the Studio under Redirects (from /blog/hipaa-basics to /blog/hipaa-guide, permanent), or give the server the token.',
    )
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[publish\] An article moved from \/blog\/hipaa-basics/))
  })

  it('answers 503 when the store fails, so that Sanity sends the webhook again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing: RedirectStore = {
      where: 'the test’s store',
      read: async () => [],
      write: async () => {
        throw new Error('connection reset')
      },
    }
    const answer = await post(renamedArticle, { recordRename: renameRecorder(failing) })
    expect(answer.status).toBe(503)
    expect(answer.revalidated).toEqual(['post', 'post-slug:hipaa-guide'])
    expect(answer.body.message).toContain('writing to the test’s store failed: connection reset')
    // The webhook's retry succeeds once the store does.
    failing.write = async () => {}
    expect((await post(renamedArticle, { recordRename: renameRecorder(failing) })).status).toBe(200)
  })

  it('leaves the file alone when the redirects would not stay valid', async () => {
    const file = datasetCopy('broken')
    const loop = [
      { _id: 'redirect-x', _type: 'redirect', from: '/x', to: '/y', permanent: false },
      { _id: 'redirect-y', _type: 'redirect', from: '/y', to: '/x', permanent: false },
    ]
    writeFileSync(file, `${readFileSync(file, 'utf8')}${loop.map((line) => JSON.stringify(line)).join('\n')}\n`)
    const before = readFileSync(file, 'utf8')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const answer = await post(renamedArticle, { recordRename: renameRecorder(bundledRedirectStore(file)) })
    expect(answer.status).toBe(200)
    expect(answer.body.message).toMatch(
      /No redirect from \/blog\/hipaa-basics .* would not stay valid .*comes back to itself/,
    )
    expect(readFileSync(file, 'utf8')).toBe(before)
  })

  it('saves nothing for a document published for the first time', async () => {
    const recordRename = vi.fn()
    const answer = await post({ _id: 'post-2', _type: 'post', slug: 'new', previousSlug: null }, { recordRename })
    expect(answer.status).toBe(200)
    expect(recordRename).not.toHaveBeenCalled()
  })
})

describe('the revalidation webhook, for what a publish does besides', () => {
  it('hands the published document to the trust center’s notices after refreshing its pages, and says what they did', async () => {
    const announce = vi.fn(async () => '2 subprocessor notices queued.')
    const answer = await post(
      { _id: 'subprocessor-vigil__i18n_es', _type: 'subprocessor', language: 'es', operation: 'update' },
      { announce },
    )
    expect(announce).toHaveBeenCalledWith({
      type: 'subprocessor',
      id: 'subprocessor-vigil__i18n_es',
      language: 'es',
      operation: 'update',
    })
    expect(answer).toMatchObject({
      status: 200,
      revalidated: ['subprocessor:es'],
      body: { notices: '2 subprocessor notices queued.' },
    })
  })

  it('answers 503 when the notices could not be queued, so that Sanity sends the delivery again, which is acted on', async () => {
    const deliveries = memoryDeliveries()
    const failing = vi.fn(async () => Promise.reject(new Error('the queue is down')))
    const body = { _id: 'subprocessor-vigil', _type: 'subprocessor', language: 'en', operation: 'update' }
    const first = await post(body, { announce: failing, deliveries, headers: { 'idempotency-key': 'delivery-1' } })
    expect(first).toMatchObject({ status: 503, revalidated: ['subprocessor:en'] })
    expect(first.body.message).toContain('the queue is down')
    const retry = await post(body, {
      announce: async () => '1 subprocessor notice queued.',
      deliveries,
      headers: { 'idempotency-key': 'delivery-1' },
    })
    expect(retry).toMatchObject({ status: 200, body: { notices: '1 subprocessor notice queued.' } })
  })
})
