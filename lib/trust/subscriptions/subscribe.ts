import 'server-only'
import { normalisedAddress } from '../../auth/address'
import { HONEYPOT_FIELD } from '../../forms/names-and-limits'
import { formDataToObject, localeFromForm, parseWith } from '../../forms/parse'
import { messagesFor } from '../../i18n/messages'
import type { Mail } from '../../mail/types'
import { subscriptionConfirmMail } from '../mails'
import { trustText } from '../text'
import { subscribeSchema } from './schema'
import { subscribeFields, type SubscribeState } from './state'
import type { Subscriber, SubscriptionStore } from './store'
import { CONFIRM_TOKEN_DAYS, hashToken, isConfirmToken, newConfirmToken, readUnsubscribeToken } from './tokens'
import { describeError } from '../../log'

/*
 * Subscribing to subprocessor notices, double opt-in: the form asks for a confirmation mail (the
 * same answer whether or not the address is already subscribed), the mailed link opens a page
 * whose button confirms; every notice carries an unsubscribe link, and RFC 8058's one-click POST.
 */

export type SubscriptionContext = {
  store: SubscriptionStore
  /** Reserves a confirmation mail to an address for this client (3 per address, 10 per client an hour), before any work. */
  reserveMail: (email: string, client: string) => Promise<boolean>
  clientKey: string
  queueMail: (mail: Mail) => Promise<unknown>
  origin: string
  now?: () => Date
  log?: (line: string) => void
}

const DAY_MS = 24 * 60 * 60 * 1000

export async function handleSubscribe(formData: FormData, context: SubscriptionContext): Promise<SubscribeState> {
  const { now = () => new Date(), log = (line) => console.error(line) } = context
  const locale = localeFromForm(formData)
  const words = trustText(locale).subscribe
  const raw = formDataToObject(formData, subscribeFields) as { email?: string }
  const values = { email: raw.email ?? '' }
  if (formData.get(HONEYPOT_FIELD) !== '' && formData.get(HONEYPOT_FIELD) !== null)
    return { status: 'error', message: words.refused, values }
  const parsed = parseWith<ReturnType<typeof subscribeSchema>, 'email'>(
    subscribeSchema(messagesFor(locale).validation),
    raw,
  )
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors, values }
  const email = normalisedAddress(parsed.data.email)
  if (!(await context.reserveMail(email, context.clientKey)))
    return { status: 'error', message: words.rateLimited, values }
  try {
    const token = newConfirmToken()
    const at = now()
    const { mail } = await context.store.request(
      email,
      locale,
      hashToken(token),
      at.getTime() + CONFIRM_TOKEN_DAYS * DAY_MS,
      at.toISOString(),
    )
    if (mail) await context.queueMail(subscriptionConfirmMail(email, locale, context.origin, token))
    return { status: 'sent', message: words.sent }
  } catch (error) {
    log(`[trust] a subscription could not be saved: ${describeError(error)}`)
    return { status: 'error', message: words.failed, values }
  }
}

/** What a mail's link finds: the subscription to confirm or to end, or nothing (a forged, used or old link). */
export type LinkTarget = { action: 'confirm' | 'unsubscribe'; subscriber: Subscriber } | undefined

export async function subscriptionOfLink(
  query: { confirm?: unknown; unsubscribe?: unknown },
  store: SubscriptionStore,
  secret: string,
  now: number = Date.now(),
): Promise<LinkTarget> {
  if (query.confirm !== undefined) {
    if (!isConfirmToken(query.confirm)) return undefined
    const subscriber = await store.byConfirmHash(hashToken(query.confirm), now)
    return subscriber && { action: 'confirm', subscriber }
  }
  const subscriber = await unsubscribable(query.unsubscribe, store, secret)
  return subscriber && { action: 'unsubscribe', subscriber }
}

/** The confirmed subscription an unsubscribe token names, if it still is the one the token was made for. */
async function unsubscribable(token: unknown, store: SubscriptionStore, secret: string) {
  const read = readUnsubscribeToken(token, secret)
  if (!read) return undefined
  const subscriber = await store.byId(read.id)
  return subscriber && subscriber.confirmedAt === read.confirmedAt ? subscriber : undefined
}

/** Confirms with a mailed token: the subscriber, or undefined when the token is forged, spent or old. */
export async function confirmSubscription(token: unknown, store: SubscriptionStore, now: Date = new Date()) {
  if (!isConfirmToken(token)) return undefined
  return store.confirm(hashToken(token), now.getTime(), now.toISOString())
}

/**
 * Ends a subscription with an unsubscribe token: 'done' (and for a repeat, which finds it ended
 * already), or 'invalid' for a forged token or one from before a later confirmation.
 */
export async function unsubscribe(token: unknown, store: SubscriptionStore, secret: string, now: Date = new Date()) {
  const read = readUnsubscribeToken(token, secret)
  if (!read) return 'invalid' as const
  const subscriber = await store.byId(read.id)
  if (!subscriber || subscriber.confirmedAt !== read.confirmedAt) return 'invalid' as const
  await store.unsubscribe(subscriber.id, now.toISOString())
  return 'done' as const
}
