import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import { signedWebhook } from '@/lib/publish/sign'
import { redisForTests } from '../support/redis-suite'

/*
 * The webhook's memory of deliveries with REDIS_URL, against a real redis-server: a delivery
 * acted on by one instance is known to another (two copies of the modules, each with its own
 * connection), and with Redis gone each instance still acts on a delivery once.
 */

const redis = redisForTests(7)
const secret = 'test-webhook-secret'

/** One instance's webhook handler with its memory of deliveries, as another process would have. */
async function instance() {
  vi.resetModules()
  const { deliveryMemoryFor } = await import('@/lib/publish/deliveries')
  const { handleRevalidateWebhook } = await import('@/lib/publish/webhook')
  const deliveries = deliveryMemoryFor()
  const revalidate = vi.fn()
  const send = async (signed: Awaited<ReturnType<typeof signedWebhook>>, headers: Record<string, string> = {}) => {
    const request = new NextRequest('http://127.0.0.1/api/revalidate', {
      method: 'POST',
      body: signed.body,
      headers: { ...signed.headers, ...headers },
    })
    return handleRevalidateWebhook(request, { secret, revalidate, waitForConsistency: false, deliveries })
  }
  return { send, revalidate }
}

describe('the webhook’s deliveries on Redis', () => {
  it('are acted on by one instance only', async () => {
    vi.stubEnv('REDIS_URL', redis.url)
    const a = await instance()
    const b = await instance()
    const signed = await signedWebhook({ _id: `faq-${Math.random()}`, _type: 'faq' }, secret)
    expect((await a.send(signed)).body.revalidated).toEqual(['faq'])
    expect((await b.send(signed)).body).toMatchObject({ message: expect.stringMatching(/^Already handled/) })
    // Sanity's next attempt of the delivery, signed anew, reaches the other instance: known by its key.
    const key = { 'idempotency-key': `delivery-${Math.random()}` }
    expect((await b.send(await signedWebhook({ _type: 'pricingPlan' }, secret, Date.now() - 1), key)).status).toBe(200)
    expect((await a.send(await signedWebhook({ _type: 'pricingPlan' }, secret), key)).body.revalidated).toEqual([])
    expect([a.revalidate.mock.calls, b.revalidate.mock.calls]).toEqual([[['faq']], [['pricingPlan']]])
    vi.unstubAllEnvs()
  })

  it('are still acted on once per instance while Redis is unreachable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1')
    const a = await instance()
    const signed = await signedWebhook({ _type: 'faq' }, secret)
    expect((await a.send(signed)).body.revalidated).toEqual(['faq'])
    expect((await a.send(signed)).body.revalidated).toEqual([])
    vi.unstubAllEnvs()
  })
})
