import { encodeSignatureHeader } from '@sanity/webhook'

/** Signs a webhook body as Sanity does, for the local publish script and the tests. */
export async function signedWebhook(body: unknown, secret: string, timestamp = Date.now()) {
  const payload = JSON.stringify(body)
  return {
    body: payload,
    headers: {
      'content-type': 'application/json',
      'sanity-webhook-signature': await encodeSignatureHeader(payload, timestamp, secret),
    },
  }
}
