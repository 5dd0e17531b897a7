import 'server-only'
import { contactFields, contactSchema, HONEYPOT_FIELD } from '../forms/contact'
import { formDataToObject, localeFromForm, parseWith } from '../forms/parse'
import { messagesFor } from '../i18n/messages'
import { fill } from '../i18n/text'
import { site } from '../site'
import type { RequestLimit } from '../limits/request-limit'
import type { ContactField, ContactFormState } from './state'
import type { ContactMessage, ContactStore } from './store/types'
import { describeError } from '../log'

export type ContactContext = {
  /** Who is sending, for the rate limit (see client-key.ts). */
  clientKey: string
  limiter: RequestLimit
  /** Called only once a message is valid, so a broken configuration shows as a failed send. */
  store: () => ContactStore
  now?: () => Date
  /** Tells staff about a stored message (queues a mail); its failure never fails the send. */
  notify?: (message: ContactMessage) => Promise<void>
  /** Where failures are reported for staff; never given the message itself. */
  log?: (message: string) => void
}

/**
 * The contact form's server side, in the order a message meets it: the honeypot, the
 * schema (the same one the browser ran), the per-client rate limit, the store, then
 * the staff notification. The visitor hears "sent" only after the store has the message, in the
 * language of the page the form was on (its hidden `locale` field), which the message keeps so
 * that staff, who hear in English, know which language to answer in.
 */
export async function handleContactSubmission(formData: FormData, context: ContactContext): Promise<ContactFormState> {
  const { clientKey, limiter, now = () => new Date(), log = (line) => console.error(line) } = context
  const locale = localeFromForm(formData)
  const m = messagesFor(locale)
  const say = (answer: keyof typeof m.contactAnswers) => fill(m.contactAnswers[answer], { email: site.email })
  const raw = formDataToObject(formData, contactFields) as Partial<Record<ContactField, string>>
  // Echoed back so a visitor without JavaScript keeps what they typed; React escapes it.
  const values = Object.fromEntries(contactFields.map((field) => [field, raw[field] ?? ''])) as Record<
    ContactField,
    string
  >

  const trap = formData.get(HONEYPOT_FIELD)
  if (typeof trap !== 'string' || trap !== '') {
    // People never see the field; a bot filled it in. Say nothing about why.
    return { status: 'error', message: say('refused'), values }
  }

  const parsed = parseWith<ReturnType<typeof contactSchema>, ContactField>(contactSchema(m.validation), raw)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors, values }

  if (!(await limiter.take(clientKey))) return { status: 'error', message: say('rateLimited'), values }

  try {
    const store = context.store()
    const message: ContactMessage = { ...parsed.data, locale, submittedAt: now().toISOString() }
    const saved = await store.save(message)
    // A double submit was notified the first time.
    if (!saved.duplicate) await notifyStaff(context, message, log)
    return { status: 'sent', message: say('sent') }
  } catch (error) {
    // Not the sender's fault: the attempt does not count against their limit.
    await limiter.refund(clientKey).catch(() => undefined)
    const reason = describeError(error)
    log(`[contact] could not store a message: ${reason}`)
    return { status: 'error', message: say('failed'), values }
  }
}

/** Stored is sent: a notification that cannot be queued is logged, never shown to the visitor. */
async function notifyStaff({ notify }: ContactContext, message: ContactMessage, log: (line: string) => void) {
  try {
    await notify?.(message)
  } catch (error) {
    log(`[contact] a message was stored, but staff could not be notified: ${describeError(error)}`)
  }
}
