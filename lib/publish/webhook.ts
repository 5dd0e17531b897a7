import { isValidSignature } from '@sanity/webhook'
import type { NextRequest } from 'next/server'
import { contentTypeNames, isContentTypeName, translationMetadataType } from '../content/types.ts'
import { declaresMoreThan, readCappedBody } from './capped-body.ts'
import { expiredTags, linkedTypes } from './expired-tags.ts'
import type { RenameOutcome } from './rename-redirects.ts'
import { renameOf, type Rename } from './renames.ts'

/** A signature older than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

/** The longest body read: a webhook's projection is a few hundred bytes. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024

/** How long a signed webhook waits for the Content Lake's eventual consistency, as next-sanity's parseBody does. */
export const CONSISTENCY_WAIT_MS = 3000

type Answer = { status: number; body: { message: string; revalidated?: string[]; redirects?: string } }

export type WebhookOptions = {
  secret: string | undefined
  /** Called with each cache tag to expire (lib/publish/expired-tags.ts). */
  revalidate: (tag: string) => void
  /** Wait for the Content Lake's eventual consistency before revalidating (not needed for the bundled dataset). */
  waitForConsistency: boolean
  /** Saves the redirects a renamed article or category leaves (lib/publish/rename-redirects.ts). */
  recordRename?: (rename: Rename) => Promise<RenameOutcome>
  now?: () => number
}

const refuse = (status: number, message: string): Answer => ({ status, body: { message } })

const tooLarge = refuse(
  413,
  `The body is larger than ${WEBHOOK_BODY_LIMIT_BYTES / 1024} KiB: a webhook's projection is a few hundred bytes.`,
)

function signatureTimestamp(header: string) {
  const match = /^t=(\d+)[, ]+v1=[^, ]+$/.exec(header.trim())
  return match ? Number(match[1]) : undefined
}

/** What the webhook's projection sends (lib/publish/webhook-config.ts). */
type Payload = {
  _type?: unknown
  language?: unknown
  operation?: unknown
  slug?: unknown
  previousSlug?: unknown
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
  const timestamp = signatureTimestamp(header)
  if (timestamp === undefined) return refuse(401, 'Malformed sanity-webhook-signature header.')
  if (Math.abs(now() - timestamp) > SIGNATURE_MAX_AGE_MS)
    return refuse(401, 'Stale signature: the request is more than 5 minutes old.')
  if (declaresMoreThan(request, WEBHOOK_BODY_LIMIT_BYTES)) return tooLarge

  let read
  try {
    read = await readCappedBody(request, WEBHOOK_BODY_LIMIT_BYTES)
  } catch {
    return refuse(400, 'The body could not be read.')
  }
  if ('tooLarge' in read) return tooLarge
  if (!(await isValidSignature(read.text, header, secret.trim()))) return refuse(401, 'Invalid signature.')
  if (options.waitForConsistency) await new Promise((resolve) => setTimeout(resolve, CONSISTENCY_WAIT_MS))
  try {
    const body: unknown = read.text.trim() ? JSON.parse(read.text) : null
    return { payload: (typeof body === 'object' && body !== null ? body : {}) as Payload }
  } catch {
    return refuse(400, 'The body is not valid JSON.')
  }
}

/**
 * Handles a Sanity GROQ-powered webhook: verifies its size, signature and freshness, then
 * revalidates the tags of the published document (lib/publish/expired-tags.ts), and saves the
 * redirect a renamed article or category leaves. Every refusal is a 4xx (or a 503 when the server
 * has no secret) with its reason.
 */
export async function handleRevalidateWebhook(request: NextRequest, options: WebhookOptions): Promise<Answer> {
  const { secret } = options
  if (!secret) return refuse(503, 'Revalidation is not configured: set SANITY_REVALIDATE_SECRET on the server.')
  const signed = await signedBody(request, { ...options, secret })
  if (!('payload' in signed)) return signed
  const body = signed.payload

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
  if (!isContentTypeName(type)) {
    return refuse(
      400,
      `The body's _type must be one of ${contentTypeNames.join(', ')} or ${translationMetadataType} (the webhook's projection must include _type).`,
    )
  }
  const tags = expiredTags({ ...body, type })
  for (const tag of tags) options.revalidate(tag)
  const message = `Revalidated pages showing ${type}.`

  // An article or category whose slug changed (the projection's "previousSlug"): its old address redirects.
  const rename = renameOf(body)
  if (!rename || !options.recordRename) return { status: 200, body: { message, revalidated: tags } }
  const outcome = await options.recordRename(rename)
  if (outcome.saved) {
    options.revalidate('redirect')
    return { status: 200, body: { message, revalidated: [...tags, 'redirect'], redirects: outcome.summary } }
  }
  const notSaved = `${message} No redirect from ${rename.from} to ${rename.to} was saved: ${outcome.reason}.`
  // A failed store answers 503, so that Sanity sends the webhook again; a missing token would fail again.
  return { status: outcome.retry ? 503 : 200, body: { message: notSaved, revalidated: tags } }
}
