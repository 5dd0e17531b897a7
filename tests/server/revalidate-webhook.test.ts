import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { parseNdjson } from '@/lib/content/sources/bundled'
import { bundledRedirectStore, redirectStoreFor, type RedirectStore } from '@/lib/publish/redirect-stores'
import { renameRecorder } from '@/lib/publish/rename-redirects'
import { renameRedirectId } from '@/lib/publish/renames'
import { signedWebhook } from '@/lib/publish/sign'
import { handleRevalidateWebhook, SIGNATURE_MAX_AGE_MS, type WebhookOptions } from '@/lib/publish/webhook'

const secret = 'test-webhook-secret'
const url = 'http://127.0.0.1/api/revalidate'

async function post(
  body: unknown,
  options: {
    signWith?: string
    timestamp?: number
    rawBody?: string
    recordRename?: WebhookOptions['recordRename']
  } = {},
) {
  const signed = await signedWebhook(body, options.signWith ?? secret, options.timestamp)
  const request = new NextRequest(url, {
    method: 'POST',
    headers: signed.headers,
    body: options.rawBody ?? signed.body,
  })
  const revalidate = vi.fn()
  const answer = await handleRevalidateWebhook(request, {
    secret,
    revalidate,
    waitForConsistency: false,
    recordRename: options.recordRename,
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
    const answer = await handleRevalidateWebhook(request, { secret, revalidate, waitForConsistency: false })
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

  it('refuses a malformed body with 400', async () => {
    const answer = await post({ _type: 'faq' }, { rawBody: '{"_type": "faq"' })
    expect(answer).toMatchObject({ status: 400, body: { message: 'The body is not valid JSON.' }, revalidated: [] })
  })

  it('refuses a body without a known _type with 400, naming the types', async () => {
    const answer = await post({ _id: 'x' })
    expect(answer).toMatchObject({ status: 400, revalidated: [] })
    expect(answer.body.message).toContain('faq, feature, pricingPlan, claim, post, author, category, legalPage')
  })

  it('answers 503 with the reason when the server has no secret', async () => {
    const signed = await signedWebhook({ _type: 'faq' }, secret)
    const request = new NextRequest(url, { method: 'POST', ...signed })
    const answer = await handleRevalidateWebhook(request, {
      secret: undefined,
      revalidate: vi.fn(),
      waitForConsistency: false,
    })
    expect(answer).toEqual({ status: 503, body: { message: expect.stringContaining('SANITY_REVALIDATE_SECRET') } })
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
