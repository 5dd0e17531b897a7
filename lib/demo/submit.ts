import 'server-only'
import { demoFields, demoSchema } from '../forms/demo'
import { BOOKING_TOKEN_FIELD, TIME_ZONE_FIELD } from '../forms/demo-fields'
import { HONEYPOT_FIELD } from '../forms/names-and-limits'
import { formDataToObject, localeFromForm, parseWith } from '../forms/parse'
import type { Locale } from '../i18n/locales'
import { messagesFor } from '../i18n/messages'
import { fill } from '../i18n/text'
import type { RequestLimit } from '../limits/request-limit'
import { site } from '../site'
import { knownTimeZone } from './time-zone'
import { bookDemo, cancelDemo, moveDemo, type BookingOutcome, type BookingServices } from './book'
import { meetingTime } from './format'
import type { DemoField, DemoFormState } from './state'
import { describeError } from '../log'

/*
 * The booking form's server side, in the order a request meets it: the honeypot, the schema (the
 * same the browser ran), the limits per client and per address, then the booking rules
 * (lib/demo/book.ts). The visitor hears "booked" only once the database has the booking.
 */

export type DemoContext = {
  clientKey: string
  clientLimit: RequestLimit
  /** New bookings a client holds (limits.ts): taken by a booking, given back when it makes none. */
  heldLimit: RequestLimit
  addressLimit: RequestLimit
  /** The browser's holder cookie (holder.ts): the token it brought, and how to give it a new one. */
  holder: { token: string | undefined; keep(token: string, startsAt: number): Promise<void> }
  /** Made only once a request is valid, so a broken configuration shows as a failed booking. */
  services: () => Promise<BookingServices>
  log?: (line: string) => void
}

/** The zone the visitor saw the times in, as Intl spells it; New York's when it is missing or not a zone (the form always sends one). */
const zoneFrom = (formData: FormData) => knownTimeZone(formData.get(TIME_ZONE_FIELD)) ?? 'America/New_York'

const answersOf = (locale: Locale) => messagesFor(locale).demo.answers

/** The answer when the time went to someone else or is not offered: the nearest free times, and what was typed, kept. */
const nearestState = (
  outcome: Extract<BookingOutcome, { status: 'taken' | 'unavailable' }>,
  locale: Locale,
  values: DemoFormState['values'],
): DemoFormState => ({
  status: outcome.status,
  message: answersOf(locale)[outcome.status],
  nearest: outcome.nearest.map((slot) => slot.startsAt),
  values: { ...values, slot: '' },
})

/** Gives back what a request took from a limit; a limit that cannot be reached keeps it. */
const giveBack = (limit: RequestLimit, key: string) => limit.refund(key).catch(() => undefined)

async function failed(
  context: DemoContext,
  locale: Locale,
  error: unknown,
  values?: DemoFormState['values'],
): Promise<DemoFormState> {
  const { log = (line) => console.error(line) } = context
  await giveBack(context.clientLimit, context.clientKey)
  await giveBack(context.heldLimit, context.clientKey)
  log(`[demo] a booking failed: ${describeError(error)}`)
  return { status: 'error', message: fill(answersOf(locale).failed, { email: site.email }), values }
}

export async function handleDemoBooking(formData: FormData, context: DemoContext): Promise<DemoFormState> {
  const locale = localeFromForm(formData)
  const m = messagesFor(locale)
  const say = (answer: keyof typeof m.demo.answers, values: Record<string, string> = {}) =>
    fill(m.demo.answers[answer], { email: site.email, ...values })
  const raw = formDataToObject(formData, demoFields) as Partial<Record<DemoField, string>>
  const input = { ...raw, phone: raw.phone ?? '', note: raw.note ?? '' }
  const values = Object.fromEntries(demoFields.map((field) => [field, input[field] ?? ''])) as Record<DemoField, string>

  const trap = formData.get(HONEYPOT_FIELD)
  if (typeof trap !== 'string' || trap !== '') return { status: 'error', message: say('refused'), values }

  const parsed = parseWith<ReturnType<typeof demoSchema>, DemoField>(demoSchema(m.validation), input)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors, values }
  const { slot, ...visitor } = parsed.data
  const email = visitor.email.toLowerCase()

  const { clientKey } = context
  if (!(await context.clientLimit.take(clientKey))) return { status: 'error', message: say('rateLimited'), values }
  if (!(await context.heldLimit.take(clientKey))) return { status: 'error', message: say('heldMany'), values }
  if (!(await context.addressLimit.take(email))) {
    await giveBack(context.heldLimit, clientKey)
    return { status: 'error', message: say('rateLimited'), values }
  }
  try {
    const timeZone = zoneFrom(formData)
    const visiting = { ...visitor, email, locale, timeZone }
    const outcome = await bookDemo(await context.services(), visiting, Date.parse(slot), context.holder.token)
    // Only a new booking holds one more of the specialists' times.
    if (outcome.status !== 'booked') await giveBack(context.heldLimit, clientKey)
    if (outcome.status === 'resent') return { status: 'resent', message: say('resent', { email }), values }
    if (outcome.status === 'taken' || outcome.status === 'unavailable') {
      // Nothing was booked: the address's count is for the invitations it receives.
      await giveBack(context.addressLimit, email)
      return nearestState(outcome, locale, values)
    }
    await context.holder.keep(outcome.holder, outcome.booking.startsAt)
    const time = meetingTime(outcome.booking.startsAt, locale, timeZone)
    return { status: 'booked', message: say(outcome.status, { time, email }) }
  } catch (error) {
    return failed(context, locale, error, values)
  }
}

/** A move link's form: the new time for the booking the link names. */
export async function handleDemoMove(formData: FormData, context: DemoContext): Promise<DemoFormState> {
  const locale = localeFromForm(formData)
  const m = messagesFor(locale)
  const slot = formData.get('slot')
  if (typeof slot !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(slot)) {
    return { status: 'invalid', errors: { slot: m.validation.slotRequired } }
  }
  if (!(await context.clientLimit.take(context.clientKey))) {
    return { status: 'error', message: fill(m.demo.manage.rateLimited, { email: site.email }) }
  }
  try {
    const outcome = await moveDemo(await context.services(), formData.get(BOOKING_TOKEN_FIELD), Date.parse(slot))
    if (!outcome) {
      // A link that no longer works moves nothing and mails nobody: it does not spend the visitor's moves.
      await giveBack(context.clientLimit, context.clientKey)
      return { status: 'expired', message: m.demo.manage.invalid }
    }
    if (outcome.status === 'taken' || outcome.status === 'unavailable') return nearestState(outcome, locale, {})
    await context.holder.keep(outcome.holder, outcome.booking.startsAt)
    const { booking } = outcome
    return {
      status: 'booked',
      message: fill(m.demo.manage.moved, {
        time: meetingTime(booking.startsAt, locale, booking.timeZone),
        email: booking.email,
      }),
    }
  } catch (error) {
    return failed(context, locale, error)
  }
}

/**
 * A cancel link's form. No limit: a link cancels once and frees a time, and a link that does not
 * work costs a signature check.
 */
export async function handleDemoCancel(formData: FormData, context: DemoContext): Promise<DemoFormState> {
  const locale = localeFromForm(formData)
  const m = messagesFor(locale)
  try {
    const booking = await cancelDemo(await context.services(), formData.get(BOOKING_TOKEN_FIELD))
    if (!booking) return { status: 'expired', message: m.demo.manage.invalid }
    return { status: 'cancelled', message: fill(m.demo.manage.cancelled, { email: booking.email }) }
  } catch (error) {
    return failed(context, locale, error)
  }
}
