import { fill } from '../i18n/text.ts'
import { localeNames } from '../i18n/locales.ts'
import { messagesFor } from '../i18n/messages/index.ts'
import { htmlInLanguage } from '../mail/compose.ts'
import type { Mail } from '../mail/types.ts'
import { site } from '../site.ts'
import type { Specialist } from './availability.ts'
import { meetingTime } from './format.ts'
import { invitation } from './invitation.ts'
import type { Booking } from './store/types.ts'
import { escapeHtml } from '../escape-html.ts'

/*
 * A booking's mails: the visitor's in their language and zone, the specialist's in English and
 * theirs. Each carries the invitation's newest version (lib/demo/invitation.ts); the visitor's
 * also the links to move or cancel, while the meeting is still on.
 */

export type BookingMailKind = 'booked' | 'moved' | 'cancelled' | 'reminder'

export type BookingMailContext = {
  booking: Booking
  specialist: Pick<Specialist, 'name' | 'email' | 'timeZone'>
  meetingMinutes: number
  /** The organiser: the site, from MAIL_FROM. */
  organizer: { name: string; email: string }
  /** The move and cancel links (absent once cancelled), and the page to book again. */
  links: { move: string; cancel: string; bookAgain: string }
  now: number
}

const domainOf = (email: string) => email.split('@').pop() ?? 'medicore.example'

function invitationFor(context: BookingMailContext) {
  const { booking, specialist, organizer, meetingMinutes, now } = context
  // The invitation's words are the visitor's: the same file goes to both.
  const m = messagesFor(booking.locale).demo.mails
  const values = { site: site.name, specialist: specialist.name, minutes: String(meetingMinutes) }
  return invitation({
    bookingId: booking.id,
    domain: domainOf(organizer.email),
    sequence: booking.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: fill(m.summary, values),
    description: [
      fill(m.description, values),
      `${booking.name}, ${booking.organization} (${booking.email}${booking.phone ? `, ${booking.phone}` : ''})`,
    ].join('\n'),
    organizer,
    attendees: [
      { name: booking.name, email: booking.email },
      { name: specialist.name, email: specialist.email },
    ],
    cancelled: booking.status === 'cancelled',
    stamp: now,
  })
}

/** The visitor's mail of this kind. */
export function visitorMail(kind: BookingMailKind, context: BookingMailContext): Mail {
  const { booking, specialist, meetingMinutes, links } = context
  const m = messagesFor(booking.locale).demo.mails
  const time = meetingTime(booking.startsAt, booking.locale, booking.timeZone)
  const values = { site: site.name, time, specialist: specialist.name, minutes: String(meetingMinutes) }
  const say = (words: string) => fill(words, values)
  const on = kind !== 'cancelled'
  const paragraphs: { text: string; link?: string }[][] = [
    [{ text: say(m[kind].lead) }, ...(on ? [] : [{ text: links.bookAgain, link: links.bookAgain }])],
    [{ text: say(m.when) }, { text: say(m.who) }],
    ...(on
      ? [
          [{ text: m.invitation }],
          [{ text: m.move }, { text: links.move, link: links.move }],
          [{ text: m.cancel }, { text: links.cancel, link: links.cancel }],
          [{ text: m.linksExpire }],
        ]
      : []),
    [{ text: site.name }],
  ]
  const text = paragraphs.map((lines) => lines.map((line) => line.text).join('\n')).join('\n\n')
  const html = htmlInLanguage(
    localeNames[booking.locale].htmlLang,
    paragraphs
      .map(
        (lines) =>
          `<p>${lines
            .map((line) =>
              line.link ? `<a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a>` : escapeHtml(line.text),
            )
            .join('<br>')}</p>`,
      )
      .join('\n'),
  )
  return {
    kind: `demo-${kind}`,
    to: booking.email,
    subject: say(m[kind].subject),
    text,
    html,
    calendar: invitationFor(context),
  }
}

const roleNames = messagesFor('en').demo.form.roles
const sizeNames = messagesFor('en').demo.form.sizes

/** The specialist's mail of this kind, in English (staff), with the time in their own zone. */
export function specialistMail(kind: Exclude<BookingMailKind, 'reminder'>, context: BookingMailContext): Mail {
  const { booking, specialist, meetingMinutes } = context
  const time = meetingTime(booking.startsAt, 'en', specialist.timeZone)
  const headline = {
    booked: `New demo booked for ${time}`,
    moved: `Demo moved to ${time}`,
    cancelled: `Demo on ${time} cancelled`,
  }[kind]
  const rows: [string, string][] = [
    ['When', `${time} (${meetingMinutes} minutes)`],
    ['Name', booking.name],
    ['Email', booking.email],
    ['Organization', booking.organization],
    ['Role', roleNames[booking.role as keyof typeof roleNames] ?? booking.role],
    ['Size', sizeNames[booking.size as keyof typeof sizeNames] ?? booking.size],
    ['Phone', booking.phone || '(none)'],
    ['Language', booking.locale === 'es' ? 'Spanish' : 'English'],
    ['Their zone', booking.timeZone],
  ]
  const text = [
    `${headline}.`,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(14)}${value}`),
    ...(booking.note ? ['', booking.note] : []),
    '',
    kind === 'cancelled'
      ? 'Nothing to do: the invitation is withdrawn.'
      : `Send ${booking.name} the video link before the call. Reply to this mail to write to them.`,
  ].join('\n')
  const html = htmlInLanguage(
    localeNames.en.htmlLang,
    [
      `<p>${escapeHtml(headline)}.</p>`,
      '<table>',
      ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
      '</table>',
      // The visitor's note, most likely in the language of the page they booked on.
      ...(booking.note
        ? [
            `<p lang="${localeNames[booking.locale].htmlLang}" style="white-space: pre-wrap">${escapeHtml(booking.note)}</p>`,
          ]
        : []),
    ].join('\n'),
  )
  return {
    kind: `demo-${kind}-specialist`,
    to: specialist.email,
    subject: `${site.name} demo: ${headline}`,
    text,
    html,
    replyTo: booking.email,
    calendar: invitationFor(context),
  }
}
