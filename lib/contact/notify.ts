import 'server-only'
import { queueMail, type Mail } from '../mail'
import { variable, type Env } from '../env/server'
import { site } from '../site'
import { languageForStaff } from './language'
import type { ContactMessage } from './store/types'
import { escapeHtml } from '../escape-html'

/*
 * Staff hear about each new lead: a mail to CONTACT_NOTIFY_TO (one address, or several
 * separated by commas), queued once the message is stored. Answering it answers the
 * visitor (Reply-To), in the language the mail names. The queue retries until the mail goes out.
 */

export function contactNotification(message: ContactMessage, to: string): Mail {
  const { name, email, subject, locale, submittedAt } = message
  const received = new Date(submittedAt).toUTCString()
  const language = languageForStaff(locale)
  const text = [
    `A visitor sent a message through the contact form of ${site.name}.`,
    '',
    `Name:     ${name}`,
    `Email:    ${email}`,
    `Subject:  ${subject}`,
    `Language: ${language}`,
    `Received: ${received}`,
    '',
    message.message,
    '',
    `Reply to this email to answer ${name}.`,
  ].join('\n')
  const row = (label: string, value: string) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`
  const html = [
    `<p>A visitor sent a message through the contact form of ${site.name}.</p>`,
    '<table>',
    row('Name', name),
    row('Email', email),
    row('Subject', subject),
    row('Language', language),
    row('Received', received),
    '</table>',
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>Reply to this email to answer ${escapeHtml(name)}.</p>`,
  ].join('\n')
  return { kind: 'contact-notification', to, subject: `Contact form: ${subject}`, text, html, replyTo: email }
}

/** The addresses in CONTACT_NOTIFY_TO; none when it is unset. */
export const notifyAddresses = (env?: Env): string[] => variable('CONTACT_NOTIFY_TO', env)

/** Queues the notification for a stored message; does nothing when CONTACT_NOTIFY_TO is unset. */
export async function notifyStaff(message: ContactMessage): Promise<void> {
  for (const to of notifyAddresses()) await queueMail(contactNotification(message, to))
}
