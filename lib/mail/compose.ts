import type { SendMailOptions } from 'nodemailer'
import type { OutgoingMail } from './types.ts'

/** The nodemailer message for a queued mail: the same Message-ID and Date on every attempt. */
export function messageOptions(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined && { html: mail.html }),
    ...(mail.replyTo !== undefined && { replyTo: mail.replyTo }),
    ...(mail.calendar !== undefined && {
      icalEvent: { method: mail.calendar.method, filename: 'invite.ics', content: mail.calendar.content },
    }),
    messageId: mail.messageId,
    date: mail.date,
  }
}

/** The first web address in a mail's text (a reset link, for the outbox's print and listing). */
export function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"'()]+/.exec(text)?.[0]?.replace(/[.,;:!?]+$/, '')
}
