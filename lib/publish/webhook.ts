import { isValidSignature } from '@sanity/webhook'
import type { NextRequest } from 'next/server'
import { isShownTypeName, shownTypeNames, type ShownTypeName } from '../content/document-types.ts'
import { translationMetadataType } from './webhook-config.ts'
import { declaresMoreThan, readCappedBody } from './capped-body.ts'
import { deliveryKey, type DeliveryMemory } from './deliveries.ts'
import { logMissingOnce, notFoundBody } from './not-configured.ts'
import { expiredTags, linkedTypes } from './expired-tags.ts'
import type { RenameOutcome } from './rename-redirects.ts'
import { renameOf, type Rename } from './renames.ts'
import { describeError } from '../log.ts'

/** A signature older than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

/** A signature dated later than this ahead of the server's clock is refused: clocks differ by seconds, not minutes. */
export const SIGNATURE_MAX_SKEW_AHEAD_MS = 30 * 1000

/** The longest body read: a webhook's projection is a few hundred bytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024

/** How long a signed webhook waits for the Content Lake's eventual consistency, as next-sanity's parseBody does. */
export const CONSISTENCY_WAIT_MS = 3000

type Answer = {
  status: number
  body: { message: string; revalidated?: string[]; redirects?: string; notices?: string }
}

/** A published document as the webhook names it, for what a publish does besides refreshing pages. */
export type PublishedDocument = { type: ShownTypeName; id: unknown; language: unknown; operation: unknown }

export type WebhookOptions = {
  secret: string | undefined
  /** Called with each cache tag to expire (lib/publish/expired-tags.ts). */
  revalidate: (tag: string) => void
  /** Wait for the Content Lake's eventual consistency before revalidating (not needed for the bundled dataset). */
  waitForConsistency: boolean
  /** Saves the redirects a renamed article or category leaves (lib/publish/rename-redirects.ts). */
  recordRename?: (rename: Rename) => Promise<RenameOutcome>
  /**
   * What a publish does besides refreshing pages: the trust center mails a subprocessor's new changes
   * (lib/trust/subscriptions/notices.ts). Answers what it did, for the webhook's answer; a failure
   * answers 503, so that Sanity sends the delivery again (what was done is not done twice).
   */
  announce?: (document: PublishedDocument) => Promise<string | undefined>
  /** The deliveries already handled (lib/publish/deliveries.ts): each is acted on once. */
  deliveries: DeliveryMemory
  /** Logs what the server lacks (a missing secret), for the operator rather than the caller. */
  log?: (line: string) => void
  now?: () => number
}

const refuse = (status: number, message: string): Answer => ({ status, body: { message } })

const tooLarge = refuse(
  413,
  `The body is larger than ${WEBHOOK_BODY_LIMIT_BYTES / 1024} KiB: a webhook's projection is a few hundred bytes.`,
)

/** @sanity/webhook's header: `t=<milliseconds>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`. */
function parseSignature(header: string) {
  const match = /^t=(\d+)[, ]+v1=([^, ]+)$/.exec(header.trim())
  return match ? { timestamp: Number(match[1]), hmac: match[2]! } : undefined
}

/** What the webhook's projection sends (lib/publish/webhook-config.ts). */
type Payload = {
  _type?: unknown
  _id?: unknown
  language?: unknown
  operation?: unknown
  slug?: unknown
  previousSlug?: unknown
  fixedPage?: unknown
  schemaTypes?: unknown
}

/**
 * The signed body: its signature's header checked (present, well-formed, fresh) before a byte of
 * it is read, then read up to the limit, then its signature and JSON.
 */
async function signedBody(request: NextRequest, options: WebhookOptions & { secret: string }) {
  const { secret, now = Date.now } = options
  const header = request.headers.get('sanity-webhook-signature')
  if (!header) return refuse(401, 'Missing sanity-webhook-signature header.')
  const signature = parseSignature(header)
  if (signature === undefined) return refuse(401, 'Malformed sanity-webhook-signature header.')
  const age = now() - signature.timestamp
  if (age > SIGNATURE_MAX_AGE_MS) return refuse(401, 'Stale signature: the request is more than 5 minutes old.')
  if (-age > SIGNATURE_MAX_SKEW_AHEAD_MS)
    return refuse(401, 'Signature dated in the future: more than 30 seconds ahead of the server’s clock.')
  if (declaresMoreThan(request, WEBHOOK_BODY_LIMIT_BYTES)) return tooLarge

  let read
  try {
    read = await readCappedBody(request, WEBHOOK_BODY_LIMIT_BYTES)
  } catch {
    return refuse(400, 'The body could not be read.')
  }
  if ('tooLarge' in read) return tooLarge
  if (!(await isValidSignature(read.text, header, secret.trim()))) return refuse(401, 'Invalid signature.')
  let body: unknown
  try {
    body = read.text.trim() ? JSON.parse(read.text) : null
  } catch {
    return refuse(400, 'The body is not valid JSON.')
  }
  return {
    payload: (typeof body === 'object' && body !== null ? body : {}) as Payload,
    delivery: deliveryOf(request, signature.hmac),
  }
}

/**
 * The keys a signed delivery is remembered by, and for how long. Sanity signs each attempt anew
 * and sends the same `idempotency-key` with every attempt of one delivery; the header is not
 * signed, so the signature is remembered too, until it goes stale: a captured request sent again
 * with a new key is still known by its signature.
 */
function deliveryOf(request: NextRequest, hmac: string) {
  const idempotency = request.headers.get('idempotency-key')?.trim()
  const keys = [deliveryKey('signature', hmac)]
  if (idempotency) keys.push(deliveryKey('idempotency', idempotency))
  return { keys, ttlMs: DELIVERY_MEMORY_MS }
}

/** The longest a signature is accepted: dated up to 30 s ahead, then 5 minutes old (and a second's margin). */
const DELIVERY_MEMORY_MS = SIGNATURE_MAX_SKEW_AHEAD_MS + SIGNATURE_MAX_AGE_MS + 1_000

/** The answer to a delivery handled before: success, so that Sanity stops sending it, and nothing done. */
const alreadyHandled: Answer = {
  status: 200,
  body: {
    message: 'Already handled: this delivery was acted on when it first arrived; nothing was done again.',
    revalidated: [],
  },
}

/**
 * Handles a Sanity GROQ-powered webhook: verifies its size, signature and freshness, then
 * revalidates the tags of the published document (lib/publish/expired-tags.ts), and saves the
 * redirect a renamed article or category leaves, once per delivery (lib/publish/deliveries.ts).
 * Every refusal is a 4xx with its reason; without a secret on the server, a plain 404 that names
 * nothing, and the log says what is missing.
 */
export async function handleRevalidateWebhook(request: NextRequest, options: WebhookOptions): Promise<Answer> {
  const { secret } = options
  if (!secret) {
    logMissingOnce(
      '[publish] /api/revalidate answers 404: SANITY_REVALIDATE_SECRET is not set on the server.',
      options.log,
    )
    return { status: 404, body: { ...notFoundBody } }
  }
  const signed = await signedBody(request, { ...options, secret })
  if (!('payload' in signed)) return signed
  const { keys, ttlMs } = signed.delivery
  if (!(await options.deliveries.claim(keys, ttlMs))) return alreadyHandled
  let answer: Answer
  try {
    if (options.waitForConsistency) await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_WAIT_MS))
    answer = await act(signed.payload, options)
  } catch (error) {
    await options.deliveries.release(keys)
    throw error
  }
  // A 503 asks Sanity to send the delivery again: that attempt must be acted on.
  if (answer.status >= 500) await options.deliveries.release(keys)
  return answer
}

/** Revalidates the published document's tags, and saves the redirect a rename leaves. */
async function act(body: Payload, options: WebhookOptions): Promise<Answer> {
  const type = body._type
  if (type === translationMetadataType) {
    const types = linkedTypes(body.schemaTypes)
    if (!types) {
      return refuse(
        400,
        `A ${translationMetadataType} body must carry schemaTypes (the webhook's projection must include it).`,
      )
    }
    for (const tag of types) options.revalidate(tag)
    const message = types.length
      ? `Revalidated pages showing ${types.join(', ')} in every language: their translations changed.`
      : 'Revalidated nothing: the site shows no document of the translations’ type.'
    return { status: 200, body: { message, revalidated: types } }
  }
  if (!isShownTypeName(type)) {
    return refuse(
      400,
      `The body's _type must be one of ${shownTypeNames.join(', ')} or ${translationMetadataType} (the webhook's projection must include _type).`,
    )
  }
  const tags = expiredTags({ ...body, type })
  for (const tag of tags) options.revalidate(tag)
  const message = `Revalidated pages showing ${type}.`
  let notices: string | undefined
  try {
    notices = await options.announce?.({ type, id: body._id, language: body.language, operation: body.operation })
  } catch (error) {
    const reason = describeError(error)
    return { status: 503, body: { message: `${message} Its notices could not be sent: ${reason}.`, revalidated: tags } }
  }
  const said = notices ? { notices } : {}

  // An article or category whose slug changed (the projection's "previousSlug"): its old address redirects.
  const rename = renameOf(body)
  if (!rename || !options.recordRename) return { status: 200, body: { message, revalidated: tags, ...said } }
  const outcome = await options.recordRename(rename)
  if (outcome.saved) {
    options.revalidate('redirect')
    return { status: 200, body: { message, revalidated: [...tags, 'redirect'], redirects: outcome.summary, ...said } }
  }
  const notSaved = `${message} No redirect from ${rename.from} to ${rename.to} was saved: ${outcome.reason}.`
  // A failed store answers 503, so that Sanity sends the webhook again; a missing token would fail again.
  return { status: outcome.retry ? 503 : 200, body: { message: notSaved, revalidated: tags, ...said } }
}
