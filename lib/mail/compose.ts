import type { SendMailOptions } from 'nodemailer'
import type { OutgoingMail } from './types.ts'

/**
 * A mail's HTML part in its language: every mail builder wraps its paragraphs in this one element,
 * which declares the language (a BCP 47 tag, `en-US`, `es-US`) and the direction, so a mail
 * program and a screen reader read it as the page in that language would be read.
 */
export function htmlInLanguage(lang: string, body: string): string {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(lang)) throw new Error(`Not a language tag: ${lang}`)
  return `<div lang="${lang}" dir="ltr">\n${body}\n</div>`
}

/** The language an HTML part declares with htmlInLanguage, or undefined. */
const htmlLanguage = (html: string | undefined): string | undefined =>
  html === undefined ? undefined : /^<div lang="([A-Za-z0-9-]+)" dir="ltr">\n/.exec(html)?.[1]

/**
 * The nodemailer message for a queued mail: the same Message-ID and Date on every attempt, and a
 * Content-Language header with the language its HTML part declares.
 */
export function messageOptions(mail: OutgoingMail, from: string): SendMailOptions {
  const language = htmlLanguage(mail.html)
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
    ...((language !== undefined || mail.headers !== undefined) && {
      headers: { ...mail.headers, ...(language !== undefined && { 'Content-Language': language }) },
    }),
    messageId: mail.messageId,
    date: mail.date,
  }
}

/** The first web address in a mail's text (a reset link, for the outbox's print and listing). */
export function firstLink(text: string): string | undefined {
  return /https?:\/\/[^\s<>"'()]+/.exec(text)?.[0]?.replace(/[.,;:!?]+$/, '')
}
