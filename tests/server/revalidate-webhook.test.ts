import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { signedWebhook } from '@/lib/publish/sign'
import { handleRevalidateWebhook, SIGNATURE_MAX_AGE_MS } from '@/lib/publish/webhook'

const secret = 'test-webhook-secret'
const url = 'http://127.0.0.1/api/revalidate'

async function post(body: unknown, options: { signWith?: string; timestamp?: number; rawBody?: string } = {}) {
  const signed = await signedWebhook(body, options.signWith ?? secret, options.timestamp)
  const request = new NextRequest(url, {
    method: 'POST',
    headers: signed.headers,
    body: options.rawBody ?? signed.body,
  })
  const revalidate = vi.fn()
  const answer = await handleRevalidateWebhook(request, { secret, revalidate, waitForConsistency: false })
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
    expect(answer).toMatchObject({ status: 200, revalidated: ['post', 'post:hipaa-basics'] })
    expect(answer.body).toEqual({
      message: 'Revalidated pages showing post.',
      revalidated: ['post', 'post:hipaa-basics'],
    })
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
