import { parseBody } from 'next-sanity/webhook'
import type { NextRequest } from 'next/server'
import { contentTypeNames, isContentTypeName, type ContentTypeName } from '../content/types.ts'
import { languageTag, postTag } from '../content/tags.ts'
import { defaultLocale, isLocale } from '../i18n/locales.ts'
import type { RenameOutcome } from './rename-redirects.ts'
import { renameOf, type Rename } from './renames.ts'

/** A signature older than this is refused, so a captured request cannot be replayed later. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000

type Answer = { status: number; body: { message: string; revalidated?: string[]; redirects?: string } }

export type WebhookOptions = {
  secret: string | undefined
  /** Called with each cache tag to expire: the type's, and for an article its slug's. */
  revalidate: (tag: string) => void
  /** Wait for the Content Lake's eventual consistency before revalidating (not needed for the bundled dataset). */
  waitForConsistency: boolean
  /** Saves the redirects a renamed article or category leaves (lib/publish/rename-redirects.ts). */
  recordRename?: (rename: Rename) => Promise<RenameOutcome>
  now?: () => number
}

const refuse = (status: number, message: string): Answer => ({ status, body: { message } })

/**
 * The tag a published document expires: its type in its language, so that only that language's
 * pages are refreshed; its type in every language for a document without one, and for an English
 * plan, whose prices and limits every language shows.
 */
function typeTag(type: ContentTypeName, language: unknown) {
  if (!isLocale(language) || (type === 'pricingPlan' && language === defaultLocale)) return type
  return languageTag(type, language)
}

function signatureTimestamp(header: string) {
  const match = /^t=(\d+)[, ]+v1=[^, ]+$/.exec(header.trim())
  return match ? Number(match[1]) : undefined
}

/**
 * Handles a Sanity GROQ-powered webhook: verifies its signature and freshness, then
 * revalidates the tag of the published document's type, and saves the redirect a renamed
 * article or category leaves. Every refusal is a 4xx (or a 503 when the server has no secret)
 * with its reason.
 */
export async function handleRevalidateWebhook(request: NextRequest, options: WebhookOptions): Promise<Answer> {
  const { secret, now = Date.now } = options
  if (!secret) return refuse(503, 'Revalidation is not configured: set SANITY_REVALIDATE_SECRET on the server.')

  const header = request.headers.get('sanity-webhook-signature')
  if (!header) return refuse(401, 'Missing sanity-webhook-signature header.')
  const timestamp = signatureTimestamp(header)
  if (timestamp === undefined) return refuse(401, 'Malformed sanity-webhook-signature header.')
  if (Math.abs(now() - timestamp) > SIGNATURE_MAX_AGE_MS)
    return refuse(401, 'Stale signature: the request is more than 5 minutes old.')

  type Body = { _type?: unknown; language?: unknown; slug?: unknown; previousSlug?: unknown }
  let parsed: Awaited<ReturnType<typeof parseBody<Body>>>
  try {
    parsed = await parseBody<Body>(request, secret, options.waitForConsistency)
  } catch {
    return refuse(400, 'The body is not valid JSON.')
  }
  if (parsed.isValidSignature !== true) return refuse(401, 'Invalid signature.')

  const type = parsed.body?._type
  if (!isContentTypeName(type)) {
    return refuse(
      400,
      `The body's _type must be one of ${contentTypeNames.join(', ')} (the webhook's projection must include _type).`,
    )
  }
  // An article's projection may carry its slug ("slug": slug.current): its own page's tag too.
  const slug = parsed.body?.slug
  const tags = [
    typeTag(type, parsed.body?.language),
    ...(type === 'post' && typeof slug === 'string' && slug ? [postTag(slug)] : []),
  ]
  for (const tag of tags) options.revalidate(tag)
  const message = `Revalidated pages showing ${type}.`

  // An article or category whose slug changed (the projection's "previousSlug"): its old address redirects.
  const rename = parsed.body && renameOf(parsed.body)
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
